// The ShieldCustomWafRule scenarios of shield-custom-waf-rule.scenarios.ts through the provider plugin; shield-custom-waf-rule.host.test.ts runs
// them through the dynamic-provider host.
import { shieldCustomWafRuleScenarios } from "./shield-custom-waf-rule.scenarios";

shieldCustomWafRuleScenarios("provider plugin");
