// The PullZoneCachePurge scenarios of pull-zone-cache-purge.scenarios.ts through the provider plugin; pull-zone-cache-purge.host.test.ts runs them
// through the dynamic-provider host.
import { pullZoneCachePurgeScenarios } from "./pull-zone-cache-purge.scenarios";

pullZoneCachePurgeScenarios("provider plugin");
