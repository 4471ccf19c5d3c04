// The PullZoneHostname scenarios of pull-zone-hostname.scenarios.ts through the dynamic-provider host; pull-zone-hostname.plugin.test.ts
// runs them through the provider plugin.
import { pullZoneHostnameScenarios } from "./pull-zone-hostname.scenarios";

pullZoneHostnameScenarios("dynamic-provider host");
