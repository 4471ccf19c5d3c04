import { DEMO } from "../../simulator/demo-account";
import { outputOf } from "../program-example";
import type { ResourceRow } from "./row";

/** A storage zone: created in its main region; its 404 rule and origin, which only an update takes, sent right after. */
export const storageZoneRow: ResourceRow = {
  name: "StorageZone",
  description: "A storage zone of the account: its name, main and replication regions, tier, and how it answers a missing file.",
  owns: [
    "The zone owns its settings and its list of replication regions. The files it holds, and the pull zones that serve",
    "it, are left to other tools and resources.",
  ],
  example: {
    resources: [
      {
        name: "assets",
        type: "StorageZone",
        properties: { name: "example-assets", region: "DE", replicationRegions: ["NY"], rewrite404To200: true },
      },
    ],
    exports: { storageZoneId: outputOf("assets", "storageZoneId"), storageHostname: outputOf("assets", "storageHostname") },
  },
  lookupExample: { storageZoneId: String(DEMO.storageZone.id) },
  create: "storageZones.create",
  read: "storageZones.get",
  list: "storageZones.list",
  update: "storageZones.update",
  updateStyle: "partial",
  delete: "storageZones.delete",
  id: "{storageZoneId}",
  idField: "Id",
  objectList: { kind: "storageZones" },
  leftOut: {
    PullZones: "the pull zones linked to the zone: a list of objects, which no property takes (each is a pull zone of its own)",
  },
  onlyAdded: {
    ReplicationRegions: "the API adds a replication region to a zone but does not take one away; a zone without it is a new zone",
  },
  naturalKey: ["Name"],
  uniqueKey: "Name",
  descriptions: {
    storageZoneId: "Id the API gave the zone; also the resource id.",
    name: "The zone's name, unique across the platform; it is also the user name of its FTP and HTTP access.",
    region: "Code of the region that holds the zone's main copy, such as `DE` or `NY`.",
    replicationRegions: "Codes of the regions that keep a copy of the zone's files besides its main region.",
    zoneTier: "The zone's kind of disks: `Standard` or `Edge` (solid state, for files read often).",
    storageZoneType: "Whether the zone also answers the S3 protocol: `Supported` or `NotSupported`.",
    originUrl: "Address the zone fetches a file from when it does not hold it. The API does not report it back.",
    custom404FilePath: "Path of the file the zone answers in place of a missing one.",
    rewrite404To200: "Whether an answer for a missing file has the status 200 instead of 404.",
    userId: "Id of the account that owns the zone, as the API reports it.",
    password: "The zone's password, which grants reading and writing its files.",
    readOnlyPassword: "The zone's password that grants reading its files only.",
    dateModified: "When the zone last changed, as the API reports it.",
    deleted: "Whether the API marks the zone deleted.",
    storageUsed: "Bytes the zone's files take up.",
    filesStored: "Number of files the zone holds.",
    storageHostname: "Host name of the zone's storage endpoint, for uploads and the file API.",
    s3Hostname: "Host name of the zone's S3 endpoint, where it answers that protocol.",
    replicationChangeInProgress: "Whether the API is still adding a replication region to the zone.",
    priceOverride: "The account's own price for the zone, where the platform set one.",
    discount: "The account's discount on the zone, in percent, as the API reports it.",
  },
};
