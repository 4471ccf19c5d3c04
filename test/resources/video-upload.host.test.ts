// The VideoUpload scenarios of video-upload.scenarios.ts through the dynamic-provider host; video-upload.plugin.test.ts runs them through the
// provider plugin.
import { videoUploadScenarios } from "./video-upload.scenarios";

videoUploadScenarios("dynamic-provider host");
