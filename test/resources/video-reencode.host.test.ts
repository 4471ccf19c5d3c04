// The VideoReencode scenarios of video-reencode.scenarios.ts through the dynamic-provider host; video-reencode.plugin.test.ts runs them through
// the provider plugin.
import { videoReencodeScenarios } from "./video-reencode.scenarios";

videoReencodeScenarios("dynamic-provider host");
