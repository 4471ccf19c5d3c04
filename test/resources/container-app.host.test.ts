// The ContainerApp scenarios of container-app.scenarios.ts through the dynamic-provider host; container-app.plugin.test.ts
// runs them through the provider plugin.
import { containerAppScenarios } from "./container-app.scenarios";

containerAppScenarios("dynamic-provider host");
