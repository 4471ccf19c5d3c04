import { dynamicProvider } from "./dynamic-provider";
import { pullZoneCachePurgeRow } from "./metadata/pull-zone-cache-purge";
import { triggerDefinition } from "./trigger-definition";

/** The PullZoneCachePurge provider, served from its trigger row; see `PullZoneCachePurge` for the behaviour. */
export const pullZoneCachePurgeDefinition = triggerDefinition(pullZoneCachePurgeRow);

export const pullZoneCachePurgeProvider = dynamicProvider(pullZoneCachePurgeDefinition);
