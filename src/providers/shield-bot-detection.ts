import { dynamicProvider } from "./dynamic-provider";
import { shieldBotDetectionRow } from "./metadata/shield-settings";
import { rowDefinition } from "./row-definition";

/** The ShieldBotDetection provider, served from its metadata row; see `ShieldBotDetection` for the behaviour. */
export const shieldBotDetectionDefinition = rowDefinition(shieldBotDetectionRow);

export const shieldBotDetectionProvider = dynamicProvider(shieldBotDetectionDefinition);
