// The CachePurge scenarios of cache-purge.scenarios.ts through the dynamic-provider host; cache-purge.plugin.test.ts runs them through
// the provider plugin.
import { cachePurgeScenarios } from "./cache-purge.scenarios";

cachePurgeScenarios("dynamic-provider host");
