// The VideoCaption scenarios of video-caption.scenarios.ts through the provider plugin; video-caption.host.test.ts runs them
// through the dynamic-provider host.
import { videoCaptionScenarios } from "./video-caption.scenarios";

videoCaptionScenarios("provider plugin");
