import { dynamicProvider } from "./dynamic-provider";
import { shieldZoneRow } from "./metadata/shield-zone";
import { rowDefinition } from "./row-definition";

/** The ShieldZone provider, served from its metadata row; see `ShieldZone` for the behaviour. */
export const shieldZoneDefinition = rowDefinition(shieldZoneRow);

export const shieldZoneProvider = dynamicProvider(shieldZoneDefinition);
