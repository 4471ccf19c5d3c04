// The VideoRepackage scenarios of video-repackage.scenarios.ts through the dynamic-provider host; video-repackage.plugin.test.ts runs them through
// the provider plugin.
import { videoRepackageScenarios } from "./video-repackage.scenarios";

videoRepackageScenarios("dynamic-provider host");
