import { dynamicProvider } from "./dynamic-provider";
import { videoCollectionRow } from "./metadata/video";
import { rowDefinition } from "./row-definition";

/** The VideoCollection provider, served from its metadata row; see `VideoCollection` for the behaviour. */
export const videoCollectionDefinition = rowDefinition(videoCollectionRow);

export const videoCollectionProvider = dynamicProvider(videoCollectionDefinition);
