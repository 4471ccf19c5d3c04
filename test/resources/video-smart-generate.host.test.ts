// The VideoSmartGenerate scenarios of video-smart-generate.scenarios.ts through the dynamic-provider host; video-smart-generate.plugin.test.ts
// runs them through the provider plugin.
import { videoSmartGenerateScenarios } from "./video-smart-generate.scenarios";

videoSmartGenerateScenarios("dynamic-provider host");
