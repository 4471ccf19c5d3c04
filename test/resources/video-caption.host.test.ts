// The VideoCaption scenarios of video-caption.scenarios.ts through the dynamic-provider host; video-caption.plugin.test.ts runs them
// through the provider plugin.
import { videoCaptionScenarios } from "./video-caption.scenarios";

videoCaptionScenarios("dynamic-provider host");
