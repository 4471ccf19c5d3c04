/** The action a reviewed WAF rule takes from now on, by name. */
export type WafRuleAction = "ignore" | "logOnly" | "disableRule";

/**
 * The result object the shield endpoints attach to an answer (`errorResponse`, `error`). One that says
 * `success: false` is turned into an error, so a result handed back describes no failure.
 */
export interface ShieldResult {
  /** The HTTP status the API reports in the body. */
  statusCode?: number;
  /** Whether the operation succeeded. */
  success?: boolean;
  /** The API's message. */
  message?: string | null;
  /** The API's error key. */
  errorKey?: string | null;
}

/** One page of a day's event logs of a shield zone (`GET /shield/event-logs/{shieldZoneId}/{date}`). */
export interface ShieldEventLogPage {
  /** The log entries of the page, in the API's order; empty when the API sends none. */
  logs: ShieldLogEntry[];
  /** Whether more pages follow. */
  hasMoreData: boolean;
  /** The token that asks for the next page: empty or absent on the last page. */
  continuationToken?: string | null;
  /** The API's `startToken`, as sent. */
  startToken?: string | null;
  /** The result object the API sent with the page, if any. */
  errorResponse?: ShieldResult | null;
}

/** Result of `getShieldEventLogs`: every page of a day's event logs of a shield zone, read in order. */
export interface ShieldEventLogs {
  /** The log entries of every page read, in the API's order. */
  logs: ShieldLogEntry[];
  /** How many pages were read. */
  pages: number;
}

/** One event-log entry (the API does not state the unit of `timestamp` or the format of `log`). */
export interface ShieldLogEntry {
  /** Id of the entry. */
  logId?: string | null;
  /** When the event happened. */
  timestamp?: number;
  /** The log line. */
  log?: string | null;
  /** What the event is about. */
  labels?: ShieldLogLabels | null;
}

/** The labels of an event-log entry, as the API sends them. */
export interface ShieldLogLabels {
  /** The autonomous system the request came from. */
  asn?: string | null;
  /** The country the request came from. */
  country?: string | null;
  /** Id of the WAF rule that triggered. */
  ruleId?: string | null;
  /** Severity of the event. */
  severity?: string | null;
  /** HTTP method of the request. */
  method?: string | null;
  /** Group of the WAF rule that triggered. */
  ruleGroup?: string | null;
  /** What happened to the request. */
  status?: string | null;
  /** The server zone that handled the request. */
  serverZone?: string | null;
}

/** Bot detection metrics of a shield zone (the `data` object of its answer). */
export interface BotDetectionMetrics {
  /** Logged and challenged requests per day of the past 28 days, keyed by date; null when the API has none. */
  overviewPastTwentyEightDays?: Record<string, BotDetectionDay> | null;
  /** Requests logged by bot detection. */
  totalLoggedRequests: number;
  /** Requests challenged by bot detection. */
  totalChallengedRequests: number;
}

/** The bot detection figures of one day. */
export interface BotDetectionDay {
  /** Requests logged that day. */
  loggedRequests: number;
  /** Requests challenged that day. */
  challengedRequests: number;
}

/** A shield zone (`GET /shield/shield-zone/{shieldZoneId}`), reduced to its ids and its WAF rule lists. */
export interface ShieldZone {
  /** Id of the shield zone. */
  shieldZoneId: string;
  /** The pull zone the shield zone protects, when the API names one. */
  pullZoneId: string | null;
  /** Ids of the rules whose action is `disableRule` (empty when the API sends null). */
  wafDisabledRules: string[];
  /** Ids of the rules whose action is `logOnly` (empty when the API sends null). */
  wafLogOnlyRules: string[];
}

/** Options of `CloudPlatformClient.shieldEventLogPages`. */
export interface ShieldEventLogPagesOptions {
  /** Stop after this many pages even when more exist. */
  maxPages?: number;
}
