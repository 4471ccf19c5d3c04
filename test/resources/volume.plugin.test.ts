// The Volume scenarios of volume.scenarios.ts through the provider plugin; volume.host.test.ts runs them through the
// dynamic-provider host.
import { volumeScenarios } from "./volume.scenarios";

volumeScenarios("provider plugin");
