// The DnsZone scenarios of dns-zone.scenarios.ts through the dynamic-provider host; dns-zone.plugin.test.ts runs them
// through the provider plugin.
import { dnsZoneScenarios } from "./dns-zone.scenarios";

dnsZoneScenarios("dynamic-provider host");
