import { dynamicProvider } from "./dynamic-provider";
import { storageZoneRow } from "./metadata/storage";
import { rowDefinition } from "./row-definition";

/** The StorageZone provider, served from its metadata row; see `StorageZone` for the behaviour. */
export const storageZoneDefinition = rowDefinition(storageZoneRow);

export const storageZoneProvider = dynamicProvider(storageZoneDefinition);
