import { z } from "zod";
import { IntegerId, PathId, WafRuleAction } from "../schemas";
import { schemaCheck } from "./check";
import type { ProviderDefinition } from "./definition";
import { dynamicProvider } from "./dynamic-provider";

const WafRuleReviewArgs = z.object({
  shieldZoneId: IntegerId,
  ruleId: PathId,
  action: WafRuleAction,
});

/** Checked inputs, and state, of a WafRuleReview. */
export type WafRuleReviewState = z.output<typeof WafRuleReviewArgs>;

/** The WafRuleReview provider; see `WafRuleReview` for the behaviour. */
export const wafRuleReviewDefinition: ProviderDefinition<WafRuleReviewState> = {
  check: schemaCheck(WafRuleReviewArgs),
  diffRules: { replaceOn: ["shieldZoneId", "ruleId"], updateOn: ["action"] },

  async create(client, inputs) {
    await client.reviewTriggeredWafRule(inputs.shieldZoneId, inputs.ruleId, inputs.action);
    return { id: `${inputs.shieldZoneId}/${inputs.ruleId}`, outs: inputs };
  },

  async update(client, _id, _olds, news) {
    await client.reviewTriggeredWafRule(news.shieldZoneId, news.ruleId, news.action);
    return { outs: news };
  },
};

export const wafRuleReviewProvider = dynamicProvider(wafRuleReviewDefinition);
