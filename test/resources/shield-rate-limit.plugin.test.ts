// The ShieldRateLimit scenarios of shield-rate-limit.scenarios.ts through the provider plugin; shield-rate-limit.host.test.ts runs them
// through the dynamic-provider host.
import { shieldRateLimitScenarios } from "./shield-rate-limit.scenarios";

shieldRateLimitScenarios("provider plugin");
