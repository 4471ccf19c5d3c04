// The VideoResolutionCleanup scenarios of video-resolution-cleanup.scenarios.ts through the dynamic-provider host;
// video-resolution-cleanup.plugin.test.ts runs them through the provider plugin.
import { videoResolutionCleanupScenarios } from "./video-resolution-cleanup.scenarios";

videoResolutionCleanupScenarios("dynamic-provider host");
