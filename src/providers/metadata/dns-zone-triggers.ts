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

/** A scan of the records a domain has at its current DNS host, run on create and again when an input changes. */
export const dnsZoneRecordScanRow: TriggerRow = {
  name: "DnsZoneRecordScan",
  description:
    "Starts a scan of the records a domain already has at its current DNS host (by the zone's id, or by the domain before " +
    "the zone exists) once, and again when a trigger changes; `getDnsZoneRecordScan` reads what the scan found.",
  operation: "dnsZones.scanRecords",
  recorded: ["JobId", "Status"],
  exactlyOneOf: ["zoneId", "domain"],
  example: {
    resources: [
      ...exampleZone,
      {
        name: "scan",
        type: "DnsZoneRecordScan",
        comment: "Scanned again whenever the www record is made anew; getDnsZoneRecordScan reads the result.",
        properties: { zoneId: outputOf("site", "dnsZoneId"), triggers: [outputOf("www", "id")] },
      },
    ],
    exports: { scanJobId: outputOf("scan", "jobId") },
  },
  objectList: { kind: "dnsZones" },
  descriptions: {
    zoneId: "Id of the DNS zone whose domain is scanned, a whole number. Exactly one of `zoneId` and `domain` is given.",
    domain:
      "The domain scanned, for a zone not made yet, such as `example.org`. Exactly one of `zoneId` and `domain` is given.",
    jobId: "Id (a GUID) of the scan the run started, as the API answered it; `getDnsZoneRecordScan` reads the zone's latest scan.",
    status:
      "Where the scan stood when the run started it (`Pending`, `InProgress`, `Completed` or `Failed`); a refresh does not read " +
      "it again: `getDnsZoneRecordScan` reads the zone's latest scan and the records it found.",
  },
};
