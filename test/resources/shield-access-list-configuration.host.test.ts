// The ShieldAccessListConfiguration scenarios of shield-access-list-configuration.scenarios.ts through the dynamic-provider host;
// shield-access-list-configuration.plugin.test.ts runs them through the provider plugin.
import { shieldAccessListConfigurationScenarios } from "./shield-access-list-configuration.scenarios";

shieldAccessListConfigurationScenarios("dynamic-provider host");
