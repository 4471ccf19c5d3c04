// The Video scenarios of video.scenarios.ts through the provider plugin; video.host.test.ts runs them through the
// dynamic-provider host.
import { videoScenarios } from "./video.scenarios";

videoScenarios("provider plugin");
