import { useProviderPlugin } from "../helpers/installed-package";

// The WafRuleReview scenarios of the dynamic resource (requests, answers, drift), run unchanged through the provider plugin.
useProviderPlugin();
require("../resources/waf-rule-review.test");
