import { outputOf, type ResourceExample } from "../program-example";
import type { TriggerRow } from "./trigger";

/** A zone, and a record of it, that the examples of the DNS zone trigger resources run their operation on. */
const exampleZone: ResourceExample["resources"] = [
  { name: "site", type: "DnsZone", properties: { domain: "example.org" } },
  { name: "www", type: "DnsRecord", properties: { zoneId: outputOf("site", "dnsZoneId"), type: "A", name: "www", value: "203.0.113.7" } },
];

/** An issue of a DNS zone's wildcard certificate, run on create and again when an input changes. */
export const dnsZoneWildcardCertificateRow: TriggerRow = {
  name: "DnsZoneWildcardCertificate",
  description: "Issues a DNS zone's wildcard certificate once, and again when a trigger changes.",
  operation: "dnsZones.issueCertificate",
  example: {
    resources: [
      ...exampleZone,
      {
        name: "wildcard",
        type: "DnsZoneWildcardCertificate",
        comment: "Issued again whenever the www record points elsewhere.",
        properties: { zoneId: outputOf("site", "dnsZoneId"), triggers: [outputOf("www", "value")] },
      },
    ],
    exports: { certificateZone: outputOf("wildcard", "zoneId") },
  },
  objectList: { kind: "dnsZones" },
  descriptions: {
    zoneId: "Id of the DNS zone whose wildcard certificate is issued, a whole number.",
    domain: "The name the certificate is issued for, if not the zone's own domain; unset, the API takes the zone's.",
  },
};
