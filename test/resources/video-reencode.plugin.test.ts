// The VideoReencode scenarios of video-reencode.scenarios.ts through the provider plugin; video-reencode.host.test.ts runs them through
// the dynamic-provider host.
import { videoReencodeScenarios } from "./video-reencode.scenarios";

videoReencodeScenarios("provider plugin");
