import { dynamicProvider } from "./dynamic-provider";
import { shieldCustomResponsePageRow } from "./metadata/shield-custom-response-page";
import { rowDefinition } from "./row-definition";

/** The ShieldCustomResponsePage provider, served from its metadata row; see `ShieldCustomResponsePage` for the behaviour. */
export const shieldCustomResponsePageDefinition = rowDefinition(shieldCustomResponsePageRow);

export const shieldCustomResponsePageProvider = dynamicProvider(shieldCustomResponsePageDefinition);
