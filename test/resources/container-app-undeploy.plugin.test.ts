// The ContainerAppUndeploy scenarios of container-app-undeploy.scenarios.ts through the provider plugin; container-app-undeploy.host.test.ts runs them
// through the dynamic-provider host.
import { containerAppUndeployScenarios } from "./container-app-undeploy.scenarios";

containerAppUndeployScenarios("provider plugin");
