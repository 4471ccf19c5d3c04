import { dynamicProvider } from "./dynamic-provider";
import { dnsZoneWildcardCertificateRow } from "./metadata/dns-zone-triggers";
import { triggerDefinition } from "./trigger-definition";

/** The DnsZoneWildcardCertificate provider, served from its trigger row; see `DnsZoneWildcardCertificate` for the behaviour. */
export const dnsZoneWildcardCertificateDefinition = triggerDefinition(dnsZoneWildcardCertificateRow);

export const dnsZoneWildcardCertificateProvider = dynamicProvider(dnsZoneWildcardCertificateDefinition);
