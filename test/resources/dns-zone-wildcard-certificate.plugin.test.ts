// The DnsZoneWildcardCertificate scenarios of dns-zone-wildcard-certificate.scenarios.ts through the provider plugin;
// dns-zone-wildcard-certificate.host.test.ts runs them through the dynamic-provider host.
import { dnsZoneWildcardCertificateScenarios } from "./dns-zone-wildcard-certificate.scenarios";

dnsZoneWildcardCertificateScenarios("provider plugin");
