import { dynamicProvider } from "./dynamic-provider";
import { containerLogForwardingRow } from "./metadata/container-log-forwarding";
import { rowDefinition } from "./row-definition";

/** The ContainerLogForwarding provider, served from its metadata row; see `ContainerLogForwarding` for the behaviour. */
export const containerLogForwardingDefinition = rowDefinition(containerLogForwardingRow);

export const containerLogForwardingProvider = dynamicProvider(containerLogForwardingDefinition);
