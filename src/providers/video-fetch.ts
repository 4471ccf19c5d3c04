import { dynamicProvider } from "./dynamic-provider";
import { videoFetchRow } from "./metadata/video-triggers";
import { triggerDefinition } from "./trigger-definition";

/** The VideoFetch provider, served from its trigger row; see `VideoFetch` for the behaviour. */
export const videoFetchDefinition = triggerDefinition(videoFetchRow);

export const videoFetchProvider = dynamicProvider(videoFetchDefinition);
