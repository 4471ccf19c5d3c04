// The WafRuleReview scenarios of waf-rule-review.scenarios.ts through the dynamic-provider host; waf-rule-review.plugin.test.ts runs them through the
// provider plugin.
import { wafRuleReviewScenarios } from "./waf-rule-review.scenarios";

wafRuleReviewScenarios("dynamic-provider host");
