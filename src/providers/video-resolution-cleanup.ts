import { dynamicProvider } from "./dynamic-provider";
import { videoResolutionCleanupRow } from "./metadata/video-triggers";
import { triggerDefinition } from "./trigger-definition";

/** The VideoResolutionCleanup provider, served from its trigger row; see `VideoResolutionCleanup` for the behaviour. */
export const videoResolutionCleanupDefinition = triggerDefinition(videoResolutionCleanupRow);

export const videoResolutionCleanupProvider = dynamicProvider(videoResolutionCleanupDefinition);
