// The VideoThumbnail scenarios of video-thumbnail.scenarios.ts through the provider plugin; video-thumbnail.host.test.ts
// runs them through the dynamic-provider host.
import { videoThumbnailScenarios } from "./video-thumbnail.scenarios";

videoThumbnailScenarios("provider plugin");
