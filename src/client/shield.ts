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
import { apiObjects } from "./api-objects";
import { endpoint, type EndpointCall } from "./endpoint";
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

function eventLogPageRequest(
  endpoint: EndpointCall,
  shieldZoneId: string,
  date: string,
  continuationToken: string | undefined,
): ApiRequest<ShieldEventLogPage> {
  return endpoint.request({
    path:
      continuationToken === undefined
        ? path`/shield/event-logs/${shieldZoneId}/${date}`
        : path`/shield/event-logs/${shieldZoneId}/${date}/${continuationToken}`,
    envelope: withErrorResponse(ShieldEventLogPageSchema),
  });
}

export const shieldEndpoints = {
  /**
   * `GET /shield/shield-zone/{shieldZoneId}`: the zone's WAF rule lists (null lists become empty). The shield area's
   * 2xx with `success: false` (such as 202 `not_found_or_unauthorised_access.shieldzone`) is an ApiError carrying
   * that status and key; only a NotFoundError whose `fromApi` is true says the zone is gone.
   */
  getShieldZone: endpoint({
    method: "GET",
    reads: (shieldZoneId: string) => apiObjects.shieldZone(shieldZoneId),
    call: (endpoint) => async (shieldZoneId: string): Promise<ShieldZone> => {
      const input = endpoint.check(ShieldZoneInput, { shieldZoneId });
      return endpoint.send({
        path: path`/shield/shield-zone/${input.shieldZoneId}`,
        envelope: dataOrError<ShieldZone>(ShieldZoneResponse),
      });
    },
  }),

  /** `POST /shield/waf/rules/review-triggered/{shieldZoneId}`: the new action of a triggered WAF rule. */
  reviewTriggeredWafRule: endpoint({
    method: "POST",
    // Whether a review that met a dropped connection or a 5xx was applied is unknown; only a 429 or a failed connect
    // (not applied) is retried.
    retry: "whenNotSent",
    writes: (shieldZoneId: string) => apiObjects.shieldZone(shieldZoneId),
    oneWriteAtATime: true,
    call: (endpoint) => async (shieldZoneId: string, ruleId: string, action: WafRuleAction): Promise<void> => {
      const input = endpoint.check(WafReviewInput, { shieldZoneId, ruleId, action });
      const body: WafReviewRequest = { ruleId: input.ruleId, action: WAF_RULE_ACTION_CODES[input.action] };
      await endpoint.send({
        path: path`/shield/waf/rules/review-triggered/${input.shieldZoneId}`,
        body: { json: body },
        envelope: actionResult(WafReviewResult),
      });
    },
  }),

  /** The `data` of `GET /shield/metrics/shield-zone/{shieldZoneId}/bot-detection`. */
  getBotDetectionMetrics: endpoint({
    method: "GET",
    call: (endpoint) => async (shieldZoneId: string): Promise<BotDetectionMetrics> => {
      const input = endpoint.check(ShieldZoneInput, { shieldZoneId });
      return endpoint.send({
        path: path`/shield/metrics/shield-zone/${input.shieldZoneId}/bot-detection`,
        envelope: dataOrError<BotDetectionMetrics>(BotDetectionMetricsResponse),
      });
    },
  }),

  /** One page of a day's event logs: the first without a token, later ones with the previous page's `continuationToken`. */
  getShieldEventLogPage: endpoint({
    operation: "getShieldEventLogs",
    method: "GET",
    call: (endpoint) => async (shieldZoneId: string, date: string, continuationToken?: string): Promise<ShieldEventLogPage> => {
      const input = endpoint.check(EventLogPageInput, { shieldZoneId, date, continuationToken });
      return endpoint.api.call(eventLogPageRequest(endpoint, input.shieldZoneId, input.date, input.continuationToken));
    },
  }),

  /**
   * Every page of a day's event logs, in order, fetched one at a time as the
   * iteration advances (only the current page is held). Arguments are checked
   * at once, before the first request.
   */
  shieldEventLogPages: endpoint({
    operation: "getShieldEventLogs",
    method: "GET",
    call: (endpoint) => (
      shieldZoneId: string,
      date: string,
      options: ShieldEventLogPagesOptions = {},
    ): AsyncIterableIterator<ShieldEventLogPage> => {
      const input = endpoint.check(EventLogPagesInput, { shieldZoneId, date, options });
      return pages(endpoint.api, {
        request: (token) => eventLogPageRequest(endpoint, input.shieldZoneId, input.date, token),
        nextToken: (page) => (page.hasMoreData ? page.continuationToken : undefined),
        tokenField: "continuationToken",
        maxPages: input.options.maxPages,
      });
    },
  }),
};
