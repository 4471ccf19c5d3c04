// The ShieldApiGuardian scenarios of shield-api-guardian.scenarios.ts through the provider plugin; shield-api-guardian.host.test.ts
// runs them through the dynamic-provider host.
import { shieldApiGuardianScenarios } from "./shield-api-guardian.scenarios";

shieldApiGuardianScenarios("provider plugin");
