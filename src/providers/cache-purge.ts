import { dynamicProvider } from "./dynamic-provider";
import { cachePurgeRow } from "./metadata/cache-purge";
import { triggerDefinition } from "./trigger-definition";

/** The CachePurge provider, served from its trigger row; see `CachePurge` for the behaviour. */
export const cachePurgeDefinition = triggerDefinition(cachePurgeRow);

export const cachePurgeProvider = dynamicProvider(cachePurgeDefinition);
