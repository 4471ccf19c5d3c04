// The PullZoneHostname scenarios of pull-zone-hostname.scenarios.ts through the provider plugin; pull-zone-hostname.host.test.ts
// runs them through the dynamic-provider host.
import { pullZoneHostnameScenarios } from "./pull-zone-hostname.scenarios";

pullZoneHostnameScenarios("provider plugin");
