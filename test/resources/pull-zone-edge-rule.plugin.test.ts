// The PullZoneEdgeRule scenarios of pull-zone-edge-rule.scenarios.ts through the provider plugin; pull-zone-edge-rule.host.test.ts
// runs them through the dynamic-provider host.
import { pullZoneEdgeRuleScenarios } from "./pull-zone-edge-rule.scenarios";

pullZoneEdgeRuleScenarios("provider plugin");
