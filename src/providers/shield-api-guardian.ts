import { dynamicProvider } from "./dynamic-provider";
import { shieldApiGuardianRow } from "./metadata/shield-settings";
import { rowDefinition } from "./row-definition";

/** The ShieldApiGuardian provider, served from its metadata row; see `ShieldApiGuardian` for the behaviour. */
export const shieldApiGuardianDefinition = rowDefinition(shieldApiGuardianRow);

export const shieldApiGuardianProvider = dynamicProvider(shieldApiGuardianDefinition);
