// The CachePurge scenarios of cache-purge.scenarios.ts through the provider plugin; cache-purge.host.test.ts runs them through
// the dynamic-provider host.
import { cachePurgeScenarios } from "./cache-purge.scenarios";

cachePurgeScenarios("provider plugin");
