import { dynamicProvider } from "./dynamic-provider";
import { videoReencodeRow } from "./metadata/video-triggers";
import { triggerDefinition } from "./trigger-definition";

/** The VideoReencode provider, served from its trigger row; see `VideoReencode` for the behaviour. */
export const videoReencodeDefinition = triggerDefinition(videoReencodeRow);

export const videoReencodeProvider = dynamicProvider(videoReencodeDefinition);
