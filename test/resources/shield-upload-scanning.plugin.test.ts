// The ShieldUploadScanning scenarios of shield-upload-scanning.scenarios.ts through the provider plugin; shield-upload-scanning.host.test.ts
// runs them through the dynamic-provider host.
import { shieldUploadScanningScenarios } from "./shield-upload-scanning.scenarios";

shieldUploadScanningScenarios("provider plugin");
