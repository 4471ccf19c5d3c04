// The VideoCodecReencode scenarios of video-codec-reencode.scenarios.ts through the dynamic-provider host;
// video-codec-reencode.plugin.test.ts runs them through the provider plugin.
import { videoCodecReencodeScenarios } from "./video-codec-reencode.scenarios";

videoCodecReencodeScenarios("dynamic-provider host");
