// The ContainerRegistry scenarios of container-registry.scenarios.ts through the provider plugin;
// container-registry.host.test.ts runs them through the dynamic-provider host.
import { containerRegistryScenarios } from "./container-registry.scenarios";

containerRegistryScenarios("provider plugin");
