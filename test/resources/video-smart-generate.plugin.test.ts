// The VideoSmartGenerate scenarios of video-smart-generate.scenarios.ts through the provider plugin; video-smart-generate.host.test.ts
// runs them through the dynamic-provider host.
import { videoSmartGenerateScenarios } from "./video-smart-generate.scenarios";

videoSmartGenerateScenarios("provider plugin");
