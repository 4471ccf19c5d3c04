import { dynamicProvider } from "./dynamic-provider";
import { videoCodecReencodeRow } from "./metadata/video-triggers";
import { triggerDefinition } from "./trigger-definition";

/** The VideoCodecReencode provider, served from its trigger row; see `VideoCodecReencode` for the behaviour. */
export const videoCodecReencodeDefinition = triggerDefinition(videoCodecReencodeRow);

export const videoCodecReencodeProvider = dynamicProvider(videoCodecReencodeDefinition);
