import { z } from "zod";
import {
  BotDetectionMetricsResponse,
  EventLogDate,
  IntegerId,
  MaxPages,
  PathId,
  ShieldEventLogPageSchema,
  ShieldZoneResponse,
  WAF_RULE_ACTION_CODES,
  WafReviewResult,
  WafRuleActionSchema,
  type WafReviewRequest,
} from "../schemas";
import type {
  BotDetectionMetrics,
  ShieldEventLogPage,
  ShieldEventLogPagesOptions,
  ShieldZone,
  WafRuleAction,
} from "../types";
import type { ApiCaller } from "./caller";
import { checkInput } from "./check-input";
import { actionResult, dataOrError, withErrorResponse } from "./envelopes";
import { pages } from "./pages";
import { path, type ApiRequest } from "./request";

const PagesOptionsInput = z.strictObject({
  maxPages: MaxPages.optional(),
});

const WafReviewInput = z.object({ shieldZoneId: IntegerId, ruleId: PathId, action: WafRuleActionSchema });
const ShieldZoneInput = z.object({ shieldZoneId: IntegerId });
const EventLogPageInput = z.object({ shieldZoneId: IntegerId, date: EventLogDate, continuationToken: PathId.optional() });
const EventLogPagesInput = z.object({ shieldZoneId: IntegerId, date: EventLogDate, options: PagesOptionsInput });

export async function reviewTriggeredWafRule(api: ApiCaller, shieldZoneId: string, ruleId: string, action: WafRuleAction): Promise<void> {
  const input = checkInput("reviewTriggeredWafRule", WafReviewInput, { shieldZoneId, ruleId, action });
  const body: WafReviewRequest = { ruleId: input.ruleId, action: WAF_RULE_ACTION_CODES[input.action] };
  await api.call({
    operation: "reviewTriggeredWafRule",
    method: "POST",
    path: path`/shield/waf/rules/review-triggered/${input.shieldZoneId}`,
    body: { json: body },
    // Whether a review that met a dropped connection or a 5xx was applied is unknown; only a 429 or a failed connect
    // (not applied) is retried.
    retry: "whenNotSent",
    envelope: actionResult(WafReviewResult),
  });
}

export async function getShieldZone(api: ApiCaller, shieldZoneId: string): Promise<ShieldZone> {
  const input = checkInput("getShieldZone", ShieldZoneInput, { shieldZoneId });
  return api.call({
    operation: "getShieldZone",
    method: "GET",
    path: path`/shield/shield-zone/${input.shieldZoneId}`,
    envelope: dataOrError<ShieldZone>(ShieldZoneResponse),
  });
}

export async function getBotDetectionMetrics(api: ApiCaller, shieldZoneId: string): Promise<BotDetectionMetrics> {
  const input = checkInput("getBotDetectionMetrics", ShieldZoneInput, { shieldZoneId });
  return api.call({
    operation: "getBotDetectionMetrics",
    method: "GET",
    path: path`/shield/metrics/shield-zone/${input.shieldZoneId}/bot-detection`,
    envelope: dataOrError<BotDetectionMetrics>(BotDetectionMetricsResponse),
  });
}

function eventLogPageRequest(shieldZoneId: string, date: string, continuationToken: string | undefined): ApiRequest<ShieldEventLogPage> {
  return {
    operation: "getShieldEventLogs",
    method: "GET",
    path:
      continuationToken === undefined
        ? path`/shield/event-logs/${shieldZoneId}/${date}`
        : path`/shield/event-logs/${shieldZoneId}/${date}/${continuationToken}`,
    envelope: withErrorResponse(ShieldEventLogPageSchema),
  };
}

export async function getShieldEventLogPage(
  api: ApiCaller,
  shieldZoneId: string,
  date: string,
  continuationToken?: string,
): Promise<ShieldEventLogPage> {
  const input = checkInput("getShieldEventLogs", EventLogPageInput, { shieldZoneId, date, continuationToken });
  return api.call(eventLogPageRequest(input.shieldZoneId, input.date, input.continuationToken));
}

export function shieldEventLogPages(
  api: ApiCaller,
  shieldZoneId: string,
  date: string,
  options: ShieldEventLogPagesOptions = {},
): AsyncIterableIterator<ShieldEventLogPage> {
  const input = checkInput("getShieldEventLogs", EventLogPagesInput, { shieldZoneId, date, options });
  return pages(api, {
    request: (token) => eventLogPageRequest(input.shieldZoneId, input.date, token),
    nextToken: (page) => (page.hasMoreData ? page.continuationToken : undefined),
    tokenField: "continuationToken",
    maxPages: input.options.maxPages,
  });
}
