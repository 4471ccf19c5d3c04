// The ShieldRateLimit scenarios of shield-rate-limit.scenarios.ts through the dynamic-provider host; shield-rate-limit.plugin.test.ts runs them
// through the provider plugin.
import { shieldRateLimitScenarios } from "./shield-rate-limit.scenarios";

shieldRateLimitScenarios("dynamic-provider host");
