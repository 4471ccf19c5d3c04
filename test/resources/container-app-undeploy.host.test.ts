// The ContainerAppUndeploy scenarios of container-app-undeploy.scenarios.ts through the dynamic-provider host; container-app-undeploy.plugin.test.ts runs them
// through the provider plugin.
import { containerAppUndeployScenarios } from "./container-app-undeploy.scenarios";

containerAppUndeployScenarios("dynamic-provider host");
