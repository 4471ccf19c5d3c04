import { dynamicProvider } from "./dynamic-provider";
import { shieldAccessListConfigurationRow } from "./metadata/shield-element-settings";
import { rowDefinition } from "./row-definition";

/** The ShieldAccessListConfiguration provider, served from its metadata row; see `ShieldAccessListConfiguration` for the behaviour. */
export const shieldAccessListConfigurationDefinition = rowDefinition(shieldAccessListConfigurationRow);

export const shieldAccessListConfigurationProvider = dynamicProvider(shieldAccessListConfigurationDefinition);
