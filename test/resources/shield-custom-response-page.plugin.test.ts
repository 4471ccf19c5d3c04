// The ShieldCustomResponsePage scenarios of shield-custom-response-page.scenarios.ts through the provider plugin;
// shield-custom-response-page.host.test.ts runs them through the dynamic-provider host.
import { shieldCustomResponsePageScenarios } from "./shield-custom-response-page.scenarios";

shieldCustomResponsePageScenarios("provider plugin");
