import { dynamicProvider } from "./dynamic-provider";
import { pullZoneHostnameRow } from "./metadata/pull-zone-parts";
import { rowDefinition } from "./row-definition";

/** The PullZoneHostname provider, served from its metadata row; see `PullZoneHostname` for the behaviour. */
export const pullZoneHostnameDefinition = rowDefinition(pullZoneHostnameRow);

export const pullZoneHostnameProvider = dynamicProvider(pullZoneHostnameDefinition);
