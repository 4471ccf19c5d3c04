// The ShieldUploadScanning scenarios of shield-upload-scanning.scenarios.ts through the dynamic-provider host; shield-upload-scanning.plugin.test.ts
// runs them through the provider plugin.
import { shieldUploadScanningScenarios } from "./shield-upload-scanning.scenarios";

shieldUploadScanningScenarios("dynamic-provider host");
