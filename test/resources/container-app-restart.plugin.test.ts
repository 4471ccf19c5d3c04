// The ContainerAppRestart scenarios of container-app-restart.scenarios.ts through the provider plugin; container-app-restart.host.test.ts runs them
// through the dynamic-provider host.
import { containerAppRestartScenarios } from "./container-app-restart.scenarios";

containerAppRestartScenarios("provider plugin");
