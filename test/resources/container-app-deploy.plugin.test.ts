// The ContainerAppDeploy scenarios of container-app-deploy.scenarios.ts through the provider plugin; container-app-deploy.host.test.ts runs them
// through the dynamic-provider host.
import { containerAppDeployScenarios } from "./container-app-deploy.scenarios";

containerAppDeployScenarios("provider plugin");
