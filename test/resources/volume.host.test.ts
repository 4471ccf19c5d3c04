// The Volume scenarios of volume.scenarios.ts through the dynamic-provider host; volume.plugin.test.ts runs them through the
// provider plugin.
import { volumeScenarios } from "./volume.scenarios";

volumeScenarios("dynamic-provider host");
