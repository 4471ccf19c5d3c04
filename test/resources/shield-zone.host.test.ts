// The ShieldZone scenarios of shield-zone.scenarios.ts through the dynamic-provider host; shield-zone.plugin.test.ts runs them
// through the provider plugin.
import { shieldZoneScenarios } from "./shield-zone.scenarios";

shieldZoneScenarios("dynamic-provider host");
