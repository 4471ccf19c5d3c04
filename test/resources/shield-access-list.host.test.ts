// The ShieldAccessList scenarios of shield-access-list.scenarios.ts through the dynamic-provider host; shield-access-list.plugin.test.ts
// runs them through the provider plugin.
import { shieldAccessListScenarios } from "./shield-access-list.scenarios";

shieldAccessListScenarios("dynamic-provider host");
