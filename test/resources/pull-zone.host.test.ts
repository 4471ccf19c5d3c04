// The PullZone scenarios of pull-zone.scenarios.ts through the dynamic-provider host; pull-zone.plugin.test.ts runs them
// through the provider plugin.
import { pullZoneScenarios } from "./pull-zone.scenarios";

pullZoneScenarios("dynamic-provider host");
