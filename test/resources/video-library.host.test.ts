// The VideoLibrary scenarios of video-library.scenarios.ts through the dynamic-provider host; video-library.plugin.test.ts runs them
// through the provider plugin.
import { videoLibraryScenarios } from "./video-library.scenarios";

videoLibraryScenarios("dynamic-provider host");
