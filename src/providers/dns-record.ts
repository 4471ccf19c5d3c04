import { dynamicProvider } from "./dynamic-provider";
import { dnsRecordRow } from "./metadata/dns";
import { rowDefinition } from "./row-definition";

/** The DnsRecord provider, served from its metadata row; see `DnsRecord` for the behaviour. */
export const dnsRecordDefinition = rowDefinition(dnsRecordRow);

export const dnsRecordProvider = dynamicProvider(dnsRecordDefinition);
