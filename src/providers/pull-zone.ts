import { dynamicProvider } from "./dynamic-provider";
import { pullZoneRow } from "./metadata/pull-zone";
import { rowDefinition } from "./row-definition";

/** The PullZone provider, served from its metadata row; see `PullZone` for the behaviour. */
export const pullZoneDefinition = rowDefinition(pullZoneRow);

export const pullZoneProvider = dynamicProvider(pullZoneDefinition);
