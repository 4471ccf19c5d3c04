// The StorageZone scenarios of storage-zone.scenarios.ts through the dynamic-provider host; storage-zone.plugin.test.ts runs them
// through the provider plugin.
import { storageZoneScenarios } from "./storage-zone.scenarios";

storageZoneScenarios("dynamic-provider host");
