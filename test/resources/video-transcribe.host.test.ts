// The VideoTranscribe scenarios of video-transcribe.scenarios.ts through the dynamic-provider host; video-transcribe.plugin.test.ts runs them through
// the provider plugin.
import { videoTranscribeScenarios } from "./video-transcribe.scenarios";

videoTranscribeScenarios("dynamic-provider host");
