// The VideoCodecReencode scenarios of video-codec-reencode.scenarios.ts through the provider plugin;
// video-codec-reencode.host.test.ts runs them through the dynamic-provider host.
import { videoCodecReencodeScenarios } from "./video-codec-reencode.scenarios";

videoCodecReencodeScenarios("provider plugin");
