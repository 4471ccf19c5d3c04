// The ContainerLogForwarding scenarios of container-log-forwarding.scenarios.ts through the provider plugin;
// container-log-forwarding.host.test.ts runs them through the dynamic-provider host.
import { containerLogForwardingScenarios } from "./container-log-forwarding.scenarios";

containerLogForwardingScenarios("provider plugin");
