// The DnsRecord scenarios of dns-record.scenarios.ts through the provider plugin; dns-record.host.test.ts runs them
// through the dynamic-provider host.
import { dnsRecordScenarios } from "./dns-record.scenarios";

dnsRecordScenarios("provider plugin");
