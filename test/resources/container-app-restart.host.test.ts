// The ContainerAppRestart scenarios of container-app-restart.scenarios.ts through the dynamic-provider host; container-app-restart.plugin.test.ts runs them
// through the provider plugin.
import { containerAppRestartScenarios } from "./container-app-restart.scenarios";

containerAppRestartScenarios("dynamic-provider host");
