import { dynamicProvider } from "./dynamic-provider";
import { videoCaptionRow } from "./metadata/video-caption";
import { rowDefinition } from "./row-definition";

/** The VideoCaption provider, served from its metadata row; see `VideoCaption` for the behaviour. */
export const videoCaptionDefinition = rowDefinition(videoCaptionRow);

export const videoCaptionProvider = dynamicProvider(videoCaptionDefinition);
