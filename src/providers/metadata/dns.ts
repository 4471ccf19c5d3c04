import { DEMO } from "../../simulator/demo-account";
import { outputOf } from "../program-example";
import type { ResourceRow } from "./row";

/** A DNS zone: created from its domain; its settings, which only an update takes, sent right after the create. */
export const dnsZoneRow: ResourceRow = {
  name: "DnsZone",
  description: "A DNS zone of the account: its domain, nameservers, SOA email, query logging and DNSSEC.",
  owns: [
    "The zone owns its settings. Its records are each a `DnsRecord` resource, so records made elsewhere (in the",
    "dashboard, by another stack) stay as they are.",
  ],
  example: {
    resources: [{ name: "site", type: "DnsZone", properties: { domain: "example.org", loggingEnabled: true, dnsSecEnabled: true } }],
    exports: { zoneId: outputOf("site", "dnsZoneId"), dsRecord: outputOf("site", "dsRecord") },
  },
  lookupExample: { dnsZoneId: String(DEMO.dnsZone.id) },
  create: "dnsZones.create",
  read: "dnsZones.get",
  list: "dnsZones.list",
  update: "dnsZones.update",
  updateStyle: "partial",
  delete: "dnsZones.delete",
  id: "{dnsZoneId}",
  idField: "Id",
  objectList: { kind: "dnsZones" },
  ownedElsewhere: { Records: "DnsRecord" },
  switches: {
    DnsSecEnabled: {
      on: "dnsZones.createDnssec",
      off: "dnsZones.deleteDnssec",
      recorded: {
        fields: ["DsRecord", "Digest", "DigestType", "Algorithm", "KeyTag", "PublicKey", "Flags"],
        reason:
          "no read of the API reports them (the zone's read says only whether DNSSEC is on), so a refresh keeps them as " +
          "recorded, and a zone imported with DNSSEC already on has none. For such a zone, turning DNSSEC on once more " +
          "answers them and keeps the zone's key: `client.dnsZones.createDnssec({ dnsZoneId })` with the package's " +
          "`CloudPlatformClient`, or `POST /dnszone/{dnsZoneId}/dnssec`",
      },
    },
  },
  naturalKey: ["Domain"],
  uniqueKey: "Domain",
  descriptions: {
    dnsZoneId: "Id the API gave the zone; also the resource id.",
    domain: "The domain the zone serves, such as `example.org`.",
    customNameserversEnabled: "Whether the zone announces the nameservers of `nameserver1` and `nameserver2` instead of the platform's.",
    nameserver1: "First nameserver announced when custom nameservers are on.",
    nameserver2: "Second nameserver announced when custom nameservers are on.",
    soaEmail: "Contact address written into the zone's SOA record.",
    loggingEnabled: "Whether the zone keeps a log of the queries it answers.",
    loggingIPAnonymizationEnabled: "Whether the query log hides the clients' addresses.",
    logAnonymizationType: "How the query log hides an address: `OneDigit` drops its last part, `Drop` leaves it out.",
    certificateKeyType: "Kind of private key (`Ecdsa` or `Rsa`) of the certificates issued for the zone's names.",
    dateCreated: "When the zone was created, as the API reports it.",
    dateModified: "When the zone last changed, as the API reports it.",
    nameserversDetected: "Whether the API found the domain delegated to the zone's nameservers.",
    nameserversNextCheck: "When the API next looks at the domain's delegation.",
    dnsSecEnabled:
      "Whether the platform signs the zone's answers with DNSSEC. Undeclared, the provider leaves it as the dashboard set it; " +
      "declared, a refresh that finds it otherwise shows the switch back as a change.",
    dsRecord: "The DS record to publish at the domain's registrar, whole, as one line of the zone file format.",
    digest: "Hash of the zone's signing key that the DS record carries, in hexadecimal.",
    digestType: "Hash function of `digest`, as the API names it (such as `SHA256 (2)`).",
    algorithm: "Number of the signature algorithm of the zone's key, from the IANA DNSSEC algorithm registry (13: ECDSA P-256).",
    keyTag: "Short number that tells resolvers which of the zone's keys the DS record points at.",
    publicKey: "The zone's key-signing public key, base64-encoded, for a registrar that asks for a DNSKEY instead of a DS record.",
    flags: "The DNSKEY flags of the zone's key-signing key (257 for such a key).",
  },
};

/** A record of a DNS zone, read from its zone's answer, which lists the zone's records. */
export const dnsRecordRow: ResourceRow = {
  name: "DnsRecord",
  description: "One record of a DNS zone: its name, type and value, and how the platform answers it.",
  owns: [
    "The record is owned by this resource alone: its `DnsZone` neither sends nor compares the zone's records. A",
    "change of `zoneId` makes a new record in the other zone and deletes this one. A record deleted outside Pulumi is",
    "reported gone by a refresh, and the next `pulumi up` creates it again.",
  ],
  example: {
    resources: [
      { name: "site", type: "DnsZone", properties: { domain: "example.org" } },
      {
        name: "www",
        type: "DnsRecord",
        comment: "The zone's resource id, which stays known while a preview shows the zone updated.",
        properties: { zoneId: outputOf("site", "id"), type: "A", name: "www", value: "203.0.113.7", ttl: 300 },
      },
    ],
    exports: { wwwAddress: outputOf("www", "value") },
  },
  lookupExample: { zoneId: String(DEMO.dnsZone.id), recordId: String(DEMO.dnsRecords.mail) },
  create: "dnsZones.setRecords",
  read: "dnsZones.get",
  readFrom: "Records",
  update: "dnsZones.updateRecord",
  updateStyle: "partial",
  delete: "dnsZones.deleteRecord",
  id: "{zoneId}/{recordId}",
  idField: "Id",
  objectList: { kind: "dnsZones" },
  setByApi: ["Id"],
  leftOut: {
    EnviromentalVariables: "a script record's variables: a list of objects, which no property takes",
    GeolocationInfo: "where the API places the target: an object, which no property takes",
    IPGeoLocationInfo: "where the API places the address: an object, which no property takes",
  },
  naturalKey: ["Name", "Type", "Value"],
  descriptions: {
    zoneId:
      "Id of the DNS zone that holds the record; a number is turned into its string. With the package's TypeScript classes, " +
      "give the zone's `id`: their `dnsZoneId` output is unknown while a preview shows the zone updated, which would " +
      "preview the record replaced.",
    recordId: "Id the API gave the record in its zone.",
    type: "The record's type, by name: `A`, `AAAA`, `CNAME`, `TXT`, `MX`, `SRV`, `CAA`, `NS` and the platform's own kinds.",
    ttl: "Seconds for which resolvers may keep the answer.",
    value: "What the record answers: an address, a host name, a text, depending on the type.",
    name: "The name below the zone's domain (`www`); empty for the domain itself.",
    weight: "Share of answers this record gets among records of the same name and type.",
    priority: "Order of preference of an `MX` or `SRV` record: lower comes first.",
    flags: "The flags byte of a `CAA` record.",
    tag: "The property a `CAA` record sets, such as `issue`.",
    port: "The port an `SRV` record points at.",
    pullZoneId: "Id of the pull zone a `PullZone` record points at; a number is turned into its string. The API does not report it back.",
    scriptId: "Id of the edge script a `Script` record runs; a number is turned into its string. The API does not report it back.",
    accelerated: "Whether the platform's CDN serves the name in front of the record's value.",
    acceleratedPullZoneId: "Id of the pull zone that serves an accelerated record, as the API reports it.",
    accelerationStatus: "Where the acceleration of the record stands, as the API reports it.",
    linkName: "Name of the object a linked record points at, as the API reports it.",
    monitorType: "How the platform watches the record's target: `None`, `Ping`, `Http` or `Monitor`.",
    monitorStatus: "What the watch last found of the record's target, as the API reports it.",
    geolocationLatitude: "Latitude of the record's target, for answers routed by place.",
    geolocationLongitude: "Longitude of the record's target, for answers routed by place.",
    latencyZone: "The region whose clients a record routed by latency serves.",
    smartRoutingType: "How answers among records of one name are chosen: `None`, `Latency` or `Geolocation`.",
    disabled: "Whether the record is kept but not answered.",
    comment: "A note kept with the record.",
    autoSslIssuance: "Whether the platform issues a certificate for the record's name by itself.",
  },
};
