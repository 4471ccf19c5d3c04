import { failedResult, jsonAnswer, type Answer } from "../http-answers";
import type { RouteContext } from "../route-context";
import type { ShieldZoneRecord, WafRuleActionCode } from "../state";

const ZONE_NOT_FOUND = "not_found_or_unauthorised_access.shieldzone";
const REVIEW_PROPERTIES = new Set(["ruleId", "action"]);

export function findZone(ctx: RouteContext): ShieldZoneRecord | undefined {
  return ctx.state.shieldZones.get(ctx.params.shieldZoneId);
}

export function zoneNotFound(ctx: RouteContext): Answer {
  return ctx.fail(404, { errorKey: ZONE_NOT_FOUND, message: `Shield zone ${ctx.params.shieldZoneId} was not found` });
}

/** UpdateReviewTriggeredRuleRequest: {ruleId, action 0|1|2}. Failures on a known zone answer 2xx with success:false. */
export function reviewTriggeredWafRule(ctx: RouteContext): Answer {
  const zone = findZone(ctx);
  if (!zone) return zoneNotFound(ctx);
  const invalid = reviewBodyProblem(ctx.body);
  if (invalid) return ctx.fail(400, { errorKey: "validation_error", message: invalid });
  if (!zone.acceptsReviews) {
    return jsonAnswer(202, {
      success: false,
      errorResponse: failedResult(404, {
        errorKey: ZONE_NOT_FOUND,
        message: `Shield zone ${ctx.params.shieldZoneId} was not found or may not be managed by this account`,
      }),
    });
  }
  const { ruleId, action } = ctx.body as { ruleId: string; action: WafRuleActionCode };
  if (!zone.triggeredRuleIds.has(ruleId)) {
    return jsonAnswer(200, {
      success: false,
      errorResponse: failedResult(404, {
        errorKey: "not_found.triggered_rule",
        message: `Rule ${ruleId} has not been triggered in shield zone ${ctx.params.shieldZoneId}`,
      }),
    });
  }
  zone.wafReviews.set(ruleId, action);
  return jsonAnswer(200, {
    success: true,
    errorResponse: { statusCode: 200, success: true, message: "The triggered rule was updated", errorKey: null },
  });
}

export function getBotDetectionMetrics(ctx: RouteContext): Answer {
  const zone = findZone(ctx);
  if (!zone) return zoneNotFound(ctx);
  return jsonAnswer(200, {
    error: { statusCode: 200, success: true, message: null, errorKey: null },
    data: zone.botMetrics,
  });
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
