// The DnsZoneRecordScan scenarios of dns-zone-record-scan.scenarios.ts through the dynamic-provider host;
// dns-zone-record-scan.plugin.test.ts runs them through the provider plugin.
import { dnsZoneRecordScanScenarios } from "./dns-zone-record-scan.scenarios";

dnsZoneRecordScanScenarios("dynamic-provider host");
