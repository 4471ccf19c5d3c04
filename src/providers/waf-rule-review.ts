import { z } from "zod";
import { ApiError, ResponseValidationError } from "../errors";
import { IntegerId, PathId, WafRuleActionSchema } from "../schemas";
import type { ShieldZone, WafRuleAction } from "../types";
import { schemaCheck } from "./check";
import type { ProviderDefinition } from "./definition";
import { explainedError } from "./explained-error";
import { dynamicProvider } from "./dynamic-provider";
import { unlessGone } from "./gone";
import { proofListUse } from "./operation-uses";

/** The inputs of a WafRuleReview, their rules and descriptions. */
export const WafRuleReviewInputsSchema = z.object({
  shieldZoneId: IntegerId.meta({
    description:
      "Id of the shield zone where the rule triggered: a whole number, as a number or its digits. Changing it replaces " +
      "the resource.",
  }),
  ruleId: PathId.meta({
    description: "Id of the triggered rule, e.g. `942100`. A number is turned into its string. Changing it replaces the resource.",
  }),
  action: WafRuleActionSchema.meta({
    description: 'The new action of the rule: `"ignore"`, `"logOnly"` or `"disableRule"`. Changing it reviews the rule again.',
  }),
});

/** Checked inputs, and state, of a WafRuleReview. */
export type WafRuleReviewState = z.output<typeof WafRuleReviewInputsSchema>;

/** The action the zone's rule lists give a rule: the lists are where a `disableRule` or `logOnly` review shows. */
function listedAction(zone: ShieldZone, ruleId: string): WafRuleAction {
  if (zone.wafDisabledRules.includes(ruleId)) return "disableRule";
  if (zone.wafLogOnlyRules.includes(ruleId)) return "logOnly";
  return "ignore";
}

/**
 * The error of a zone read that failed. The shield area answers a zone that is gone and one this key may not see
 * alike (a 2xx with `success: false` or without the zone, such as a 202 shaped like ASP.NET's AcceptedResult, or
 * 401/403), so neither may drop the state: the refresh fails and says both.
 */
function unreadableZone(shieldZoneId: string, error: unknown): unknown {
  const ambiguous =
    (error instanceof ApiError && (error.status < 300 || error.status === 401 || error.status === 403)) ||
    (error instanceof ResponseValidationError && error.status < 300);
  if (!ambiguous) {
    return error;
  }
  return explainedError(
    error,
    `shield zone ${shieldZoneId} could not be read: deleted, or the key has no access; remove the resource from ` +
      "the stack or fix the key",
  );
}

/** The WafRuleReview provider; see `WafRuleReview` for the behaviour. */
export const wafRuleReviewDefinition: ProviderDefinition<WafRuleReviewState> = {
  name: "WafRuleReview",
  description: "The review of a triggered WAF rule in a shield zone: the action the rule takes from now on.",
  documentation: {
    behaviour: [
      "- create and update: `POST /shield/waf/rules/review-triggered/{shieldZoneId}` with the rule and the action. An",
      "  answer with `success: false` is a failure whatever its HTTP status (the API answers some failures with 202).",
      "- a change of `shieldZoneId` or `ruleId` replaces the resource.",
      "- read (`pulumi refresh`, `preview --refresh`): `GET /shield/shield-zone/{shieldZoneId}`. A rule in the zone's",
      "  `wafDisabledRules` has the action `disableRule`, one in `wafLogOnlyRules` `logOnly`, one in neither `ignore`; an",
      "  action changed outside Pulumi shows as an update that reviews the rule again. A review stored as `ignore` stays",
      "  `ignore` (what an ignore review changes in the zone is not published). A zone that answers the API's own 404 is",
      "  reported gone; the shield area's \"not found or unauthorised\" answer, or a refused key, fails the refresh.",
      "- delete: no API call; the rule keeps its last action. `pulumi destroy` prints `deleted`, as for every resource",
      "  it removes from the state, and the provider logs `WafRuleReview <shieldZoneId>/<ruleId> was forgotten, not",
      "  deleted: it still exists as it was, ...`.",
      "",
      "The resource id is `{shieldZoneId}/{ruleId}`.",
    ],
    example: {
      resources: [{ name: "sqli", type: "WafRuleReview", properties: { shieldZoneId: "12345", ruleId: "942100", action: "logOnly" } }],
      exports: {},
    },
  },
  inputs: WafRuleReviewInputsSchema,
  outputs: WafRuleReviewInputsSchema,
  import: { idForm: "{shieldZoneId}/{ruleId}" },
  operations: [
    { operation: "shieldWaf.updateRulesReviewTriggered", role: "create" },
    { operation: "shieldWaf.updateRulesReviewTriggered", role: "update" },
    { operation: "shieldZones.get", role: "read" },
    proofListUse("shieldZones"),
  ],
  objectList: () => ({ kind: "shieldZones" }),

  check: schemaCheck(WafRuleReviewInputsSchema),
  diffRules: { replaceOn: ["shieldZoneId", "ruleId"], updateOn: ["action"] },

  async create(client, inputs) {
    await client.reviewTriggeredWafRule(inputs.shieldZoneId, inputs.ruleId, inputs.action);
    return { id: `${inputs.shieldZoneId}/${inputs.ruleId}`, outs: inputs };
  },

  async read(client, id, props) {
    const read = unlessGone(client.getShieldZone(props.shieldZoneId), client, { kind: "shieldZones" });
    const zone = await read.catch((error: unknown) => {
      throw unreadableZone(props.shieldZoneId, error);
    });
    if (zone === undefined) {
      return { id: "" };
    }
    // What an ignore review changes in the zone is not published: a stored ignore stays ignore, since an update
    // could not clear a drift the lists seem to show and would repeat on every up.
    const action = props.action === "ignore" ? "ignore" : listedAction(zone, props.ruleId);
    const state: WafRuleReviewState = { shieldZoneId: props.shieldZoneId, ruleId: props.ruleId, action };
    return { id, props: state, inputs: state };
  },

  async update(client, _id, _olds, news) {
    await client.reviewTriggeredWafRule(news.shieldZoneId, news.ruleId, news.action);
    return { outs: news };
  },
};

export const wafRuleReviewProvider = dynamicProvider(wafRuleReviewDefinition);
