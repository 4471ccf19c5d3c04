import { failedResult, jsonResponse, SUCCEEDED_RESULT, type SimulatedResponse } from "../http-responses";
import { integerParameter } from "../query-parameters";
import type { RouteContext } from "../route-context";
import type { ShieldZoneRecord, WafRuleActionCode } from "../state";
import { readChangeWrite, replaceItems } from "../write-race";

const ZONE_NOT_FOUND = "not_found_or_unauthorised_access.shieldzone";
const REVIEW_PROPERTIES = new Set(["ruleId", "action"]);

export function findZone(ctx: RouteContext): ShieldZoneRecord | undefined {
  return ctx.state.shieldZones.get(ctx.params.shieldZoneId);
}

export function zoneNotFound(ctx: RouteContext): SimulatedResponse {
  return ctx.fail(404, { errorKey: ZONE_NOT_FOUND, message: `Shield zone ${ctx.params.shieldZoneId} was not found` });
}

/** UpdateReviewTriggeredRuleRequest: {ruleId, action 0|1|2}. Failures on a known zone answer 2xx with success:false. */
export async function reviewTriggeredWafRule(ctx: RouteContext): Promise<SimulatedResponse> {
  const zone = findZone(ctx);
  if (!zone) return zoneNotFound(ctx);
  const invalid = reviewBodyProblem(ctx.body);
  if (invalid) return ctx.fail(400, { errorKey: "validation_error", message: invalid });
  if (!zone.acceptsReviews) {
    return jsonResponse(202, {
      success: false,
      errorResponse: failedResult(404, {
        errorKey: ZONE_NOT_FOUND,
        message: `Shield zone ${ctx.params.shieldZoneId} was not found or may not be managed by this account`,
      }),
    });
  }
  const { ruleId, action } = ctx.body as { ruleId: string; action: WafRuleActionCode };
  if (!zone.triggeredRuleIds.has(ruleId)) {
    return jsonResponse(200, {
      success: false,
      errorResponse: failedResult(404, {
        errorKey: "not_found.triggered_rule",
        message: `Rule ${ruleId} has not been triggered in shield zone ${ctx.params.shieldZoneId}`,
      }),
    });
  }
  await readChangeWrite(
    ctx,
    () => ({ reviews: new Map(zone.wafReviews), disabled: new Set(zone.wafDisabledRules), logOnly: new Set(zone.wafLogOnlyRules) }),
    (lists) => {
      lists.reviews.set(ruleId, action);
      applyWafAction(lists, ruleId, action);
    },
    (lists) => {
      zone.wafReviews.clear();
      for (const [rule, code] of lists.reviews) zone.wafReviews.set(rule, code);
      replaceItems(zone.wafDisabledRules, lists.disabled);
      replaceItems(zone.wafLogOnlyRules, lists.logOnly);
    },
  );
  return jsonResponse(200, {
    success: true,
    errorResponse: { statusCode: 200, success: true, message: "The triggered rule was updated", errorKey: null },
  });
}

/**
 * GetShieldZoneResponse `{data}`. A zone this account may not manage answers 202 with success:false; a zone that
 * does not exist answers as `state.missingShieldZone` says.
 */
export function getShieldZone(ctx: RouteContext): SimulatedResponse {
  const zone = findZone(ctx);
  if (!zone) {
    return ctx.state.missingShieldZone === "notFound" ? zoneNotFound(ctx) : notFoundOrUnauthorised(ctx);
  }
  if (!zone.acceptsReviews || stillBeingMade(zone)) return notFoundOrUnauthorised(ctx);
  return jsonResponse(200, { data: shieldZoneData(Number(ctx.params.shieldZoneId), zone) });
}

/** Whether a read of the zone still answers 202, as while the API makes it in the background; counts that read. */
export function stillBeingMade(zone: ShieldZoneRecord): boolean {
  if ((zone.pendingReads ?? 0) === 0) return false;
  zone.pendingReads! -= 1;
  return true;
}

/** GetShieldZonesResponse: the zones this account may manage, `perPage` (default 10) of page `page` (default 1). */
export function listShieldZones(ctx: RouteContext): SimulatedResponse {
  const page = integerParameter(ctx, "page", 1, 1, 2_147_483_647);
  if (typeof page !== "number") return page;
  const perPage = integerParameter(ctx, "perPage", 10, 1, 1000);
  if (typeof perPage !== "number") return perPage;
  const zones = [...ctx.state.shieldZones].filter(([, zone]) => zone.acceptsReviews && (zone.pendingReads ?? 0) === 0);
  const totalPages = Math.ceil(zones.length / perPage);
  const start = (page - 1) * perPage;
  return jsonResponse(200, {
    data: zones.slice(start, start + perPage).map(([id, zone]) => shieldZoneData(Number(id), zone)),
    page: { totalCount: zones.length, totalPages, currentPage: page, nextPage: page < totalPages ? page + 1 : null, pageSize: perPage },
  });
}

export function getBotDetectionMetrics(ctx: RouteContext): SimulatedResponse {
  const zone = findZone(ctx);
  if (!zone) return zoneNotFound(ctx);
  return jsonResponse(200, {
    error: SUCCEEDED_RESULT,
    data: zone.botMetrics,
  });
}

function notFoundOrUnauthorised(ctx: RouteContext): SimulatedResponse {
  return ctx.fail(202, { errorKey: ZONE_NOT_FOUND, message: "Shield Zone not found or Unauthorized access." });
}

/** A review moves the rule into the list of its action and out of the other; Ignore takes it out of both. */
function applyWafAction(lists: { disabled: Set<string>; logOnly: Set<string> }, ruleId: string, action: WafRuleActionCode): void {
  lists.disabled.delete(ruleId);
  lists.logOnly.delete(ruleId);
  if (action === 2) lists.disabled.add(ruleId);
  if (action === 1) lists.logOnly.add(ruleId);
}

/** ShieldZoneResponse: the rule lists as recorded (an empty list as null, as the API may send it), the rest fixed. */
/** The fields of a shield zone that its record holds apart from `fields`. */
export const SHIELD_ZONE_RECORD_FIELDS = ["shieldZoneId", "pullZoneId", "wafDisabledRules", "wafLogOnlyRules"];

/** ShieldZone: the fields a zone has, what was written to this one, then what its record holds. */
export function shieldZoneData(shieldZoneId: number, zone: ShieldZoneRecord): Record<string, unknown> {
  const listOrNull = (rules: Set<string>) => (rules.size === 0 ? null : [...rules]);
  return {
    learningMode: false,
    learningModeUntil: null,
    wafEnabled: true,
    wafExecutionMode: 1,
    wafCustomRuleOrder: [],
    wafRequestHeaderLoggingEnabled: false,
    requestBodyLoggingEnabled: false,
    wafRequestIgnoredHeaders: null,
    wafRealtimeThreatIntelligenceEnabled: true,
    wafProfileId: 1,
    wafEngineConfig: [],
    wafRequestBodyLimitAction: 0,
    wafResponseBodyLimitAction: 0,
    rateLimitRulesLimit: 10,
    customWafRulesLimit: 10,
    planType: 1,
    dDoSShieldSensitivity: 2,
    dDoSExecutionMode: 1,
    dDoSChallengeWindow: null,
    whitelabelResponsePages: false,
    ...zone.fields,
    shieldZoneId,
    pullZoneId: zone.pullZoneId,
    wafDisabledRules: listOrNull(zone.wafDisabledRules),
    wafLogOnlyRules: listOrNull(zone.wafLogOnlyRules),
  };
}

function reviewBodyProblem(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "The request body must be a JSON object";
  const unknown = Object.keys(body).filter((key) => !REVIEW_PROPERTIES.has(key));
  if (unknown.length > 0) return `${unknown.join(", ")}: not a known property (only ruleId and action)`;
  const { ruleId, action } = body as Record<string, unknown>;
  if (typeof ruleId !== "string" || ruleId.length === 0) return "ruleId: is required and must be a non-empty string";
  if (action !== 0 && action !== 1 && action !== 2) {
    return "action: is required and must be 0 (Ignore), 1 (LogOnly) or 2 (DisableRule)";
  }
  return undefined;
}
