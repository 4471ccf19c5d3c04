// The Video scenarios of video.scenarios.ts through the dynamic-provider host; video.plugin.test.ts runs them through the
// provider plugin.
import { videoScenarios } from "./video.scenarios";

videoScenarios("dynamic-provider host");
