import { dynamicProvider } from "./dynamic-provider";
import { dnsZoneRecordScanRow } from "./metadata/dns-zone-triggers";
import { triggerDefinition } from "./trigger-definition";

/** The DnsZoneRecordScan provider, served from its trigger row; see `DnsZoneRecordScan` for the behaviour. */
export const dnsZoneRecordScanDefinition = triggerDefinition(dnsZoneRecordScanRow);

export const dnsZoneRecordScanProvider = dynamicProvider(dnsZoneRecordScanDefinition);
