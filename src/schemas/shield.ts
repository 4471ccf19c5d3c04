import { z } from "zod";
import type {
  BotDetectionDay,
  BotDetectionMetrics,
  ShieldEventLogPage,
  ShieldLogEntry,
  ShieldLogLabels,
  WafRuleAction,
} from "../types";
import { answerObject } from "../api/answer-object";
import { ShieldResultSchema } from "./error-bodies";
import { PathId } from "./ids";
import { parsesTo } from "./parses-to";
import { rule } from "./rules";

/** The new action of a reviewed WAF rule, by name. */
export const WafRuleActionSchema = parsesTo<WafRuleAction>()(
  z
    .enum(["ignore", "logOnly", "disableRule"], rule('must be one of "ignore", "logOnly", "disableRule"'))
    .meta({ id: "WafRuleReviewAction", description: "The action a reviewed WAF rule takes from now on." }),
);

/** Wire value of each action (`ReviewActionType`: 0 Ignore, 1 LogOnly, 2 DisableRule). */
export const WAF_RULE_ACTION_CODES = { ignore: 0, logOnly: 1, disableRule: 2 } as const satisfies Record<WafRuleAction, number>;

/** Answer of a WAF rule review; `success: false` is a failure whatever the HTTP status. */
export const WafReviewResult = answerObject({
  success: z.boolean(),
  errorResponse: ShieldResultSchema.nullish(),
});

const EVENT_LOG_DATE_RULE = "must be a calendar date formatted MM-dd-yyyy";
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isCalendarDate(value: string): boolean {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (match === null) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]);
}

/** The day of an event-log query, `MM-dd-yyyy` (02-30-2026 is refused). */
const MAX_PAGES_RULE = "must be a positive integer";

/** Most pages a paged read may take: a positive integer. */
export const MaxPages = z.number({ error: MAX_PAGES_RULE }).int(MAX_PAGES_RULE).min(1, MAX_PAGES_RULE);

export const EventLogDate = z.string(rule(EVENT_LOG_DATE_RULE)).refine(isCalendarDate, EVENT_LOG_DATE_RULE);

const label = (description: string) => z.string().nullish().meta({ description });

const ShieldLogLabelsSchema = parsesTo<ShieldLogLabels>()(answerObject({
  asn: label("The autonomous system the request came from."),
  country: label("The country the request came from."),
  ruleId: label("Id of the WAF rule that triggered."),
  severity: label("Severity of the event."),
  method: label("HTTP method of the request."),
  ruleGroup: label("Group of the WAF rule that triggered."),
  status: label("What happened to the request."),
  serverZone: label("The server zone that handled the request."),
}).meta({ id: "ShieldLogLabels", description: "The labels of an event-log entry, as the API sends them." }));

/** One event-log entry; also the plugin's named type `ShieldLogEntry`. */
export const ShieldLogEntrySchema = parsesTo<ShieldLogEntry>()(answerObject({
  logId: z.string().nullish().meta({ description: "Id of the entry." }),
  // An int64 in the API's documents: too large for the 32-bit integers .NET and Java read a Pulumi "integer" as.
  timestamp: z.number().int().optional().meta({ description: "When the event happened.", format: "int64" }),
  log: z.string().nullish().meta({ description: "The log line." }),
  labels: ShieldLogLabelsSchema.nullish().meta({ description: "What the event is about." }),
}).meta({
  id: "ShieldLogEntry",
  description: "One event-log entry (the API does not state the unit of `timestamp` or the format of `log`).",
}));

/** The token of the next page goes into its path: empty (no more pages) or an id that is safe as a path segment. */
const ContinuationToken = z
  .string()
  .refine(
    (token) => token === "" || PathId.safeParse(token).success,
    'must be empty or usable as a path segment (not "." or "..", no control characters or unpaired surrogates)',
  );

/** One page of `GET /shield/event-logs/{zone}/{date}[/{continuationToken}]`; `logs: null` becomes `[]`. */
export const ShieldEventLogPageSchema = parsesTo<ShieldEventLogPage>()(answerObject({
  logs: z
    .array(ShieldLogEntrySchema)
    .nullish()
    .transform((logs) => logs ?? []),
  hasMoreData: z.boolean(),
  continuationToken: ContinuationToken.nullish(),
  startToken: z.string().nullish(),
  errorResponse: ShieldResultSchema.nullish(),
}));

/** The bot detection figures of one day; also the plugin's named type `BotDetectionDay`. */
export const BotDetectionDaySchema = parsesTo<BotDetectionDay>()(answerObject({
  loggedRequests: z.number().int().meta({ description: "Requests logged that day." }),
  challengedRequests: z.number().int().meta({ description: "Requests challenged that day." }),
}).meta({ id: "BotDetectionDay", description: "The bot detection figures of one day." }));

/** The `data` object of the bot detection metrics. */
export const BotDetectionMetricsSchema = parsesTo<BotDetectionMetrics>()(answerObject({
  overviewPastTwentyEightDays: z.record(z.string(), BotDetectionDaySchema).nullish(),
  totalLoggedRequests: z.number().int(),
  totalChallengedRequests: z.number().int(),
}));

/** Answer of `GET /shield/metrics/shield-zone/{shieldZoneId}/bot-detection`. */
export const BotDetectionMetricsResponse = answerObject({
  error: ShieldResultSchema.nullish(),
  data: BotDetectionMetricsSchema.nullish(),
});
