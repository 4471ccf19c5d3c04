// The StorageZone scenarios of storage-zone.scenarios.ts through the provider plugin; storage-zone.host.test.ts runs them
// through the dynamic-provider host.
import { storageZoneScenarios } from "./storage-zone.scenarios";

storageZoneScenarios("provider plugin");
