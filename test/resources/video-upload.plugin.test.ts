// The VideoUpload scenarios of video-upload.scenarios.ts through the provider plugin; video-upload.host.test.ts runs them through the
// dynamic-provider host.
import { videoUploadScenarios } from "./video-upload.scenarios";

videoUploadScenarios("provider plugin");
