import { dynamicProvider } from "./dynamic-provider";
import { containerAppUndeployRow } from "./metadata/container-app-triggers";
import { triggerDefinition } from "./trigger-definition";

/** The ContainerAppUndeploy provider, served from its trigger row; see `ContainerAppUndeploy` for the behaviour. */
export const containerAppUndeployDefinition = triggerDefinition(containerAppUndeployRow);

export const containerAppUndeployProvider = dynamicProvider(containerAppUndeployDefinition);
