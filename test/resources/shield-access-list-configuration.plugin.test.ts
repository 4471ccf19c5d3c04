// The ShieldAccessListConfiguration scenarios of shield-access-list-configuration.scenarios.ts through the provider plugin;
// shield-access-list-configuration.host.test.ts runs them through the dynamic-provider host.
import { shieldAccessListConfigurationScenarios } from "./shield-access-list-configuration.scenarios";

shieldAccessListConfigurationScenarios("provider plugin");
