// The ShieldCustomWafRule scenarios of shield-custom-waf-rule.scenarios.ts through the dynamic-provider host; shield-custom-waf-rule.plugin.test.ts runs
// them through the provider plugin.
import { shieldCustomWafRuleScenarios } from "./shield-custom-waf-rule.scenarios";

shieldCustomWafRuleScenarios("dynamic-provider host");
