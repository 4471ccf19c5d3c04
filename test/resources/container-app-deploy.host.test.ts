// The ContainerAppDeploy scenarios of container-app-deploy.scenarios.ts through the dynamic-provider host; container-app-deploy.plugin.test.ts runs them
// through the provider plugin.
import { containerAppDeployScenarios } from "./container-app-deploy.scenarios";

containerAppDeployScenarios("dynamic-provider host");
