import { dynamicProvider } from "./dynamic-provider";
import { shieldUploadScanningRow } from "./metadata/shield-settings";
import { rowDefinition } from "./row-definition";

/** The ShieldUploadScanning provider, served from its metadata row; see `ShieldUploadScanning` for the behaviour. */
export const shieldUploadScanningDefinition = rowDefinition(shieldUploadScanningRow);

export const shieldUploadScanningProvider = dynamicProvider(shieldUploadScanningDefinition);
