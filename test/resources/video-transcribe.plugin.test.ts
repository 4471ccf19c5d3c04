// The VideoTranscribe scenarios of video-transcribe.scenarios.ts through the provider plugin; video-transcribe.host.test.ts runs them through
// the dynamic-provider host.
import { videoTranscribeScenarios } from "./video-transcribe.scenarios";

videoTranscribeScenarios("provider plugin");
