import { dynamicProvider } from "./dynamic-provider";
import { shieldRateLimitRow } from "./metadata/shield-rules";
import { rowDefinition } from "./row-definition";

/** The ShieldRateLimit provider, served from its metadata row; see `ShieldRateLimit` for the behaviour. */
export const shieldRateLimitDefinition = rowDefinition(shieldRateLimitRow);

export const shieldRateLimitProvider = dynamicProvider(shieldRateLimitDefinition);
