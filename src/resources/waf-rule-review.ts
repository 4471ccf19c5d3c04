import * as pulumi from "@pulumi/pulumi";
import wafRuleReviewProvider = require("../providers/entry/waf-rule-review");
import type { WafRuleAction } from "../types";

/** Arguments of a {@link WafRuleReview}. */
export interface WafRuleReviewArgs {
  /**
   * Id of the shield zone where the rule triggered: a whole number, as a number or its digits. Changing it replaces
   * the resource.
   */
  shieldZoneId: pulumi.Input<string | number>;
  /** Id of the triggered rule, e.g. `942100`. A number is turned into its string. Changing it replaces the resource. */
  ruleId: pulumi.Input<string | number>;
  /** The new action of the rule: `"ignore"`, `"logOnly"` or `"disableRule"`. Changing it reviews the rule again. */
  action: pulumi.Input<WafRuleAction>;
}

/**
 * The review of a triggered WAF rule in a shield zone: the action the rule takes from now on.
 *
 * - create and update: `POST /shield/waf/rules/review-triggered/{shieldZoneId}` with the rule and the action. An
 *   answer with `success: false` is a failure whatever its HTTP status (the API answers some failures with 202).
 * - a change of `shieldZoneId` or `ruleId` replaces the resource.
 * - read (`pulumi refresh`, `preview --refresh`): `GET /shield/shield-zone/{shieldZoneId}`. A rule in the zone's
 *   `wafDisabledRules` has the action `disableRule`, one in `wafLogOnlyRules` `logOnly`, one in neither `ignore`; an
 *   action changed outside Pulumi shows as an update that reviews the rule again. A review stored as `ignore` stays
 *   `ignore` (what an ignore review changes in the zone is not published). A zone that answers the API's own 404 is
 *   reported gone; the shield area's "not found or unauthorised" answer, or a refused key, fails the refresh.
 * - delete: no API call; the rule keeps its last action.
 *
 * The resource id is `{shieldZoneId}/{ruleId}`.
 *
 * @example
 * ```ts
 * new cloudplatform.WafRuleReview("sqli", { shieldZoneId: 12345, ruleId: "942100", action: "logOnly" });
 * ```
 */
export class WafRuleReview extends pulumi.dynamic.Resource {
  /** Id of the shield zone. */
  public declare readonly shieldZoneId: pulumi.Output<string>;
  /** Id of the reviewed rule. */
  public declare readonly ruleId: pulumi.Output<string>;
  /** The action applied, by name. */
  public declare readonly action: pulumi.Output<WafRuleAction>;

  /**
   * @param name The unique name of the resource in the stack.
   * @param args The zone, the rule and the action.
   * @param opts Options of the resource.
   */
  constructor(name: string, args: WafRuleReviewArgs, opts?: pulumi.CustomResourceOptions) {
    super(
      wafRuleReviewProvider,
      name,
      { shieldZoneId: args.shieldZoneId, ruleId: args.ruleId, action: args.action },
      opts,
      "cloudplatform",
      "WafRuleReview",
    );
  }
}
