import { outputOf } from "../program-example";
import type { TriggerRow } from "./trigger";

/** The hostname input of both requests, in the words of `ExternalDnsCertificate`'s. */
const hostname =
  "Hostname of a pull zone whose DNS is run elsewhere, e.g. `cdn.example.com`; the API answers 404 when no pull zone of the " +
  "account holds it.";

/** The first step of a certificate for a hostname whose DNS the user runs elsewhere: the TXT record to create. */
export const externalDnsCertificateRequestRow: TriggerRow = {
  name: "ExternalDnsCertificateRequest",
  description:
    "Asks for a certificate of a pull zone hostname whose DNS is run elsewhere, once and again when a trigger changes: the " +
    "API answers the TXT record that proves control of the hostname.",
  operation: "pullZones.requestExternalDnsCertificate",
  recorded: ["TxtRecordName", "TxtRecordValue", "ExpiresAt"],
  notes: [
    "The published API document gives the answer no fields: `txtRecordName`, `txtRecordValue` and `expiresAt` are the",
    "fields a live answer has been seen with. The record is to be created where the hostname's DNS is run (a `DnsRecord`",
    "where that is this platform), then `ExternalDnsCertificate` completes the certificate once the record is visible.",
  ],
  example: {
    resources: [
      { name: "zone", type: "DnsZone", properties: { domain: "example.com" } },
      {
        name: "request",
        type: "ExternalDnsCertificateRequest",
        comment: "Step 1: the API answers the TXT record that proves control of cdn.example.com.",
        properties: { hostname: "cdn.example.com" },
      },
      {
        name: "challenge",
        type: "DnsRecord",
        comment: "Step 2: the record, in the zone of example.com (any DNS host will do).",
        properties: {
          zoneId: outputOf("zone", "id"),
          type: "TXT",
          name: "_acme-challenge.cdn",
          value: outputOf("request", "txtRecordValue"),
        },
      },
      {
        name: "certificate",
        type: "ExternalDnsCertificate",
        comment: "Step 3: completed once the record exists, and again whenever its value changes.",
        properties: { hostname: "cdn.example.com", triggers: [outputOf("challenge", "value")] },
      },
    ],
    exports: { txtRecordName: outputOf("request", "txtRecordName"), hasCertificate: outputOf("certificate", "hasCertificate") },
  },
  objectList: { kind: "pullZones" },
  descriptions: {
    hostname,
    txtRecordName:
      "Full name of the TXT record to create, such as `_acme-challenge.cdn.example.com`, as the API answered the request; a " +
      "refresh does not read it again.",
    txtRecordValue: "Value of the TXT record to create, as the API answered the request; a refresh does not read it again.",
    expiresAt: "When the challenge expires (an ISO 8601 time), as the API answered the request; complete the certificate before.",
  },
};

/** The first step of a certificate proven over HTTP for a hostname whose DNS is run elsewhere: the file to serve. */
export const externalHttpCertificateRequestRow: TriggerRow = {
  name: "ExternalHttpCertificateRequest",
  description:
    "Asks for a certificate of a pull zone hostname whose DNS is run elsewhere, proven over HTTP, once and again when a " +
    "trigger changes: the API answers the file the hostname's own server is to serve.",
  operation: "pullZones.requestExternalHttpCertificate",
  recordedAnswer: "challenge",
  notes: [
    "The published API document does not describe the answer, and no live answer has been seen published: so `challenge`",
    "holds it whole, by the API's own field names, rather than fields named here as if they were documented. The file is",
    "to be served by the hostname's server, then `ExternalHttpCertificate` completes the certificate.",
  ],
  example: {
    resources: [
      {
        name: "request",
        type: "ExternalHttpCertificateRequest",
        comment: "Step 1: the API answers the file that proves control of cdn.example.com, for its server to serve (step 2).",
        properties: { hostname: "cdn.example.com" },
      },
    ],
    exports: { challenge: outputOf("request", "challenge") },
  },
  objectList: { kind: "pullZones" },
  descriptions: {
    hostname,
    challenge:
      "The API's answer to the request, whole, by its own field names (the file to serve), as the run left it: the published " +
      "document does not describe it. A field that holds a secret is left out; a refresh does not read it again.",
  },
};
