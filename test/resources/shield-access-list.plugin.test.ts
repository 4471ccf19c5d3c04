// The ShieldAccessList scenarios of shield-access-list.scenarios.ts through the provider plugin; shield-access-list.host.test.ts
// runs them through the dynamic-provider host.
import { shieldAccessListScenarios } from "./shield-access-list.scenarios";

shieldAccessListScenarios("provider plugin");
