// The DnsRecord scenarios of dns-record.scenarios.ts through the dynamic-provider host; dns-record.plugin.test.ts runs them
// through the provider plugin.
import { dnsRecordScenarios } from "./dns-record.scenarios";

dnsRecordScenarios("dynamic-provider host");
