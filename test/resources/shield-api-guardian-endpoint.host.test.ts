// The ShieldApiGuardianEndpoint scenarios of shield-api-guardian-endpoint.scenarios.ts through the dynamic-provider host; shield-api-guardian-endpoint.plugin.test.ts
// runs them through the provider plugin.
import { shieldApiGuardianEndpointScenarios } from "./shield-api-guardian-endpoint.scenarios";

shieldApiGuardianEndpointScenarios("dynamic-provider host");
