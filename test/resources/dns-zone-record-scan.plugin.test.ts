// The DnsZoneRecordScan scenarios of dns-zone-record-scan.scenarios.ts through the provider plugin;
// dns-zone-record-scan.host.test.ts runs them through the dynamic-provider host.
import { dnsZoneRecordScanScenarios } from "./dns-zone-record-scan.scenarios";

dnsZoneRecordScanScenarios("provider plugin");
