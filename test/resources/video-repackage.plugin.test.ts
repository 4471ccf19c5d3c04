// The VideoRepackage scenarios of video-repackage.scenarios.ts through the provider plugin; video-repackage.host.test.ts runs them through
// the dynamic-provider host.
import { videoRepackageScenarios } from "./video-repackage.scenarios";

videoRepackageScenarios("provider plugin");
