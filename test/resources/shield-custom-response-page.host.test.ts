// The ShieldCustomResponsePage scenarios of shield-custom-response-page.scenarios.ts through the dynamic-provider host;
// shield-custom-response-page.plugin.test.ts runs them through the provider plugin.
import { shieldCustomResponsePageScenarios } from "./shield-custom-response-page.scenarios";

shieldCustomResponsePageScenarios("dynamic-provider host");
