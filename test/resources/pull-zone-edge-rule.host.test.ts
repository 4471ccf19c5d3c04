// The PullZoneEdgeRule scenarios of pull-zone-edge-rule.scenarios.ts through the dynamic-provider host; pull-zone-edge-rule.plugin.test.ts
// runs them through the provider plugin.
import { pullZoneEdgeRuleScenarios } from "./pull-zone-edge-rule.scenarios";

pullZoneEdgeRuleScenarios("dynamic-provider host");
