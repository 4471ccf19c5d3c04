// The VideoLibrary scenarios of video-library.scenarios.ts through the provider plugin; video-library.host.test.ts runs them
// through the dynamic-provider host.
import { videoLibraryScenarios } from "./video-library.scenarios";

videoLibraryScenarios("provider plugin");
