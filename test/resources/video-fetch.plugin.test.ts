// The VideoFetch scenarios of video-fetch.scenarios.ts through the provider plugin;
// video-fetch.host.test.ts runs them through the dynamic-provider host.
import { videoFetchScenarios } from "./video-fetch.scenarios";

videoFetchScenarios("provider plugin");
