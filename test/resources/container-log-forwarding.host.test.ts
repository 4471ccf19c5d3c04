// The ContainerLogForwarding scenarios of container-log-forwarding.scenarios.ts through the dynamic-provider host;
// container-log-forwarding.plugin.test.ts runs them through the provider plugin.
import { containerLogForwardingScenarios } from "./container-log-forwarding.scenarios";

containerLogForwardingScenarios("dynamic-provider host");
