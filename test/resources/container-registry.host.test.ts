// The ContainerRegistry scenarios of container-registry.scenarios.ts through the dynamic-provider host;
// container-registry.plugin.test.ts runs them through the provider plugin.
import { containerRegistryScenarios } from "./container-registry.scenarios";

containerRegistryScenarios("dynamic-provider host");
