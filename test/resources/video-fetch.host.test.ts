// The VideoFetch scenarios of video-fetch.scenarios.ts through the dynamic-provider host;
// video-fetch.plugin.test.ts runs them through the provider plugin.
import { videoFetchScenarios } from "./video-fetch.scenarios";

videoFetchScenarios("dynamic-provider host");
