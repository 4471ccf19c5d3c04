import { lazyProvider } from "../lazy-provider";

type Implementation = typeof import("../waf-rule-review");

/** The WafRuleReview provider the Pulumi host runs; the implementation loads on the first call. */
export = lazyProvider(
  () => (require("pulumi-cloudplatform/dist/providers/waf-rule-review.js") as Implementation).wafRuleReviewProvider,
);
