// The VideoResolutionCleanup scenarios of video-resolution-cleanup.scenarios.ts through the provider plugin;
// video-resolution-cleanup.host.test.ts runs them through the dynamic-provider host.
import { videoResolutionCleanupScenarios } from "./video-resolution-cleanup.scenarios";

videoResolutionCleanupScenarios("provider plugin");
