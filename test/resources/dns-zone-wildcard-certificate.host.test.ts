// The DnsZoneWildcardCertificate scenarios of dns-zone-wildcard-certificate.scenarios.ts through the dynamic-provider host;
// dns-zone-wildcard-certificate.plugin.test.ts runs them through the provider plugin.
import { dnsZoneWildcardCertificateScenarios } from "./dns-zone-wildcard-certificate.scenarios";

dnsZoneWildcardCertificateScenarios("dynamic-provider host");
