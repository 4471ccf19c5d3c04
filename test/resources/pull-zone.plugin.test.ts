// The PullZone scenarios of pull-zone.scenarios.ts through the provider plugin; pull-zone.host.test.ts runs them
// through the dynamic-provider host.
import { pullZoneScenarios } from "./pull-zone.scenarios";

pullZoneScenarios("provider plugin");
