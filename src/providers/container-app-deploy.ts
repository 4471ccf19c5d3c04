import { dynamicProvider } from "./dynamic-provider";
import { containerAppDeployRow } from "./metadata/container-app-triggers";
import { triggerDefinition } from "./trigger-definition";

/** The ContainerAppDeploy provider, served from its trigger row; see `ContainerAppDeploy` for the behaviour. */
export const containerAppDeployDefinition = triggerDefinition(containerAppDeployRow);

export const containerAppDeployProvider = dynamicProvider(containerAppDeployDefinition);
