import { dynamicProvider } from "./dynamic-provider";
import { containerAppRestartRow } from "./metadata/container-app-triggers";
import { triggerDefinition } from "./trigger-definition";

/** The ContainerAppRestart provider, served from its trigger row; see `ContainerAppRestart` for the behaviour. */
export const containerAppRestartDefinition = triggerDefinition(containerAppRestartRow);

export const containerAppRestartProvider = dynamicProvider(containerAppRestartDefinition);
