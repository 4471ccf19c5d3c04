// The WafRuleReview scenarios of waf-rule-review.scenarios.ts through the provider plugin; waf-rule-review.host.test.ts runs them through the
// dynamic-provider host.
import { wafRuleReviewScenarios } from "./waf-rule-review.scenarios";

wafRuleReviewScenarios("provider plugin");
