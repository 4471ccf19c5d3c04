import { dynamicProvider } from "./dynamic-provider";
import { dnsZoneRow } from "./metadata/dns";
import { rowDefinition } from "./row-definition";

/** The DnsZone provider, served from its metadata row; see `DnsZone` for the behaviour. */
export const dnsZoneDefinition = rowDefinition(dnsZoneRow);

export const dnsZoneProvider = dynamicProvider(dnsZoneDefinition);
