// The VideoCollection scenarios of video-collection.scenarios.ts through the dynamic-provider host; video-collection.plugin.test.ts runs them
// through the provider plugin.
import { videoCollectionScenarios } from "./video-collection.scenarios";

videoCollectionScenarios("dynamic-provider host");
