// The PullZoneCachePurge scenarios of pull-zone-cache-purge.scenarios.ts through the dynamic-provider host; pull-zone-cache-purge.plugin.test.ts runs them
// through the provider plugin.
import { pullZoneCachePurgeScenarios } from "./pull-zone-cache-purge.scenarios";

pullZoneCachePurgeScenarios("dynamic-provider host");
