// The ShieldApiGuardianEndpoint scenarios of shield-api-guardian-endpoint.scenarios.ts through the provider plugin; shield-api-guardian-endpoint.host.test.ts
// runs them through the dynamic-provider host.
import { shieldApiGuardianEndpointScenarios } from "./shield-api-guardian-endpoint.scenarios";

shieldApiGuardianEndpointScenarios("provider plugin");
