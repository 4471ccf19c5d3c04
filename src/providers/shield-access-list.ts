import { dynamicProvider } from "./dynamic-provider";
import { shieldAccessListRow } from "./metadata/shield-access-list";
import { rowDefinition } from "./row-definition";

/** The ShieldAccessList provider, served from its metadata row; see `ShieldAccessList` for the behaviour. */
export const shieldAccessListDefinition = rowDefinition(shieldAccessListRow);

export const shieldAccessListProvider = dynamicProvider(shieldAccessListDefinition);
