// The VideoCollection scenarios of video-collection.scenarios.ts through the provider plugin; video-collection.host.test.ts runs them
// through the dynamic-provider host.
import { videoCollectionScenarios } from "./video-collection.scenarios";

videoCollectionScenarios("provider plugin");
