// The ShieldApiGuardian scenarios of shield-api-guardian.scenarios.ts through the dynamic-provider host; shield-api-guardian.plugin.test.ts
// runs them through the provider plugin.
import { shieldApiGuardianScenarios } from "./shield-api-guardian.scenarios";

shieldApiGuardianScenarios("dynamic-provider host");
