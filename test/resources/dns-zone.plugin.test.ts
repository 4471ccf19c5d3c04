// The DnsZone scenarios of dns-zone.scenarios.ts through the provider plugin; dns-zone.host.test.ts runs them through
// the dynamic-provider host.
import { dnsZoneScenarios } from "./dns-zone.scenarios";

dnsZoneScenarios("provider plugin");
