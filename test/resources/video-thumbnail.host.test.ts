// The VideoThumbnail scenarios of video-thumbnail.scenarios.ts through the dynamic-provider host; video-thumbnail.plugin.test.ts
// runs them through the provider plugin.
import { videoThumbnailScenarios } from "./video-thumbnail.scenarios";

videoThumbnailScenarios("dynamic-provider host");
