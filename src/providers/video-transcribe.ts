import { dynamicProvider } from "./dynamic-provider";
import { videoTranscribeRow } from "./metadata/video-triggers";
import { triggerDefinition } from "./trigger-definition";

/** The VideoTranscribe provider, served from its trigger row; see `VideoTranscribe` for the behaviour. */
export const videoTranscribeDefinition = triggerDefinition(videoTranscribeRow);

export const videoTranscribeProvider = dynamicProvider(videoTranscribeDefinition);
