import { dynamicProvider } from "./dynamic-provider";
import { videoThumbnailRow } from "./metadata/video-triggers";
import { triggerDefinition } from "./trigger-definition";

/** The VideoThumbnail provider, served from its trigger row; see `VideoThumbnail` for the behaviour. */
export const videoThumbnailDefinition = triggerDefinition(videoThumbnailRow);

export const videoThumbnailProvider = dynamicProvider(videoThumbnailDefinition);
