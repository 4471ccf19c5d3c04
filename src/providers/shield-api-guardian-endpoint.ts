import { dynamicProvider } from "./dynamic-provider";
import { shieldApiGuardianEndpointRow } from "./metadata/shield-element-settings";
import { rowDefinition } from "./row-definition";

/** The ShieldApiGuardianEndpoint provider, served from its metadata row; see `ShieldApiGuardianEndpoint` for the behaviour. */
export const shieldApiGuardianEndpointDefinition = rowDefinition(shieldApiGuardianEndpointRow);

export const shieldApiGuardianEndpointProvider = dynamicProvider(shieldApiGuardianEndpointDefinition);
