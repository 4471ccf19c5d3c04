import { dynamicProvider } from "./dynamic-provider";
import { videoSmartGenerateRow } from "./metadata/video-triggers";
import { triggerDefinition } from "./trigger-definition";

/** The VideoSmartGenerate provider, served from its trigger row; see `VideoSmartGenerate` for the behaviour. */
export const videoSmartGenerateDefinition = triggerDefinition(videoSmartGenerateRow);

export const videoSmartGenerateProvider = dynamicProvider(videoSmartGenerateDefinition);
