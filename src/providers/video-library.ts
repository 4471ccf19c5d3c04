import { dynamicProvider } from "./dynamic-provider";
import { videoLibraryRow } from "./metadata/video";
import { rowDefinition } from "./row-definition";

/** The VideoLibrary provider, served from its metadata row; see `VideoLibrary` for the behaviour. */
export const videoLibraryDefinition = rowDefinition(videoLibraryRow);

export const videoLibraryProvider = dynamicProvider(videoLibraryDefinition);
