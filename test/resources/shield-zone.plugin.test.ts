// The ShieldZone scenarios of shield-zone.scenarios.ts through the provider plugin; shield-zone.host.test.ts runs them
// through the dynamic-provider host.
import { shieldZoneScenarios } from "./shield-zone.scenarios";

shieldZoneScenarios("provider plugin");
