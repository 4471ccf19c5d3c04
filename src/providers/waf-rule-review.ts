import { z } from "zod";
import { IntegerId, PathId, WafRuleAction } from "../schemas";
import { checkInputs } from "./check";
import { configureFromStack, configuredClient } from "./context";
import { diffInputs } from "./diff";
import type { CompleteProvider } from "./lazy-provider";
import { readStoredState } from "./stored-state";

const WafRuleReviewArgs = z.object({
  shieldZoneId: IntegerId,
  ruleId: PathId,
  action: WafRuleAction,
});

/** Checked inputs, and state, of a WafRuleReview. */
export type WafRuleReviewState = z.output<typeof WafRuleReviewArgs>;

/** Implementation of the WafRuleReview provider; see `WafRuleReview` for the behaviour. */
export const wafRuleReviewProvider: CompleteProvider<WafRuleReviewState, WafRuleReviewState> = {
  configure: configureFromStack,

  async check(_olds, news) {
    const checked = checkInputs(WafRuleReviewArgs, news);
    return checked.ok ? { inputs: checked.inputs } : { failures: checked.failures };
  },

  async diff(_id, olds, news) {
    return diffInputs(olds, news, { replaceOn: ["shieldZoneId", "ruleId"], updateOn: ["action"] });
  },

  async create(inputs) {
    await configuredClient().reviewTriggeredWafRule(inputs.shieldZoneId, inputs.ruleId, inputs.action);
    return { id: `${inputs.shieldZoneId}/${inputs.ruleId}`, outs: inputs };
  },

  read: readStoredState,

  async update(_id, _olds, news) {
    await configuredClient().reviewTriggeredWafRule(news.shieldZoneId, news.ruleId, news.action);
    return { outs: news };
  },

  async delete() {},
};
