// The ContainerApp scenarios of container-app.scenarios.ts through the provider plugin; container-app.host.test.ts runs
// them through the dynamic-provider host.
import { containerAppScenarios } from "./container-app.scenarios";

containerAppScenarios("provider plugin");
