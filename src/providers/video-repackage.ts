import { dynamicProvider } from "./dynamic-provider";
import { videoRepackageRow } from "./metadata/video-triggers";
import { triggerDefinition } from "./trigger-definition";

/** The VideoRepackage provider, served from its trigger row; see `VideoRepackage` for the behaviour. */
export const videoRepackageDefinition = triggerDefinition(videoRepackageRow);

export const videoRepackageProvider = dynamicProvider(videoRepackageDefinition);
