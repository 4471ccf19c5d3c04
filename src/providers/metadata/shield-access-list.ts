import { DEMO } from "../../simulator/demo-account";
import { outputOf } from "../program-example";
import type { ResourceRow } from "./row";

/**
 * A custom access list of a shield zone. Its own calls answer the list in the shield area's `data` envelope; what the
 * list does to a matching request (its action, and whether it is on) is its configuration, found in the zone's list of
 * access lists and written by a call of its own, which `ShieldAccessListConfiguration` owns.
 */
export const shieldAccessListRow: ResourceRow = {
  name: "ShieldAccessList",
  description: "A custom access list of a shield zone: a named list of addresses, networks, ASNs or countries.",
  owns: [
    "The resource owns the list's name, description, type and entries. What the shield does to a request that matches",
    "the list (its action, such as `Block` or `Challenge`, and whether the list is applied) is the list's configuration,",
    "which `ShieldAccessListConfiguration` owns: this resource neither sends nor compares it. The zone's other lists,",
    "and its managed lists, stay as they are. Writes under one shield zone are made one at a time, with those of the",
    "zone's other resources.",
  ],
  example: {
    resources: [
      {
        name: "offices",
        type: "ShieldAccessList",
        comment: "A list of the office networks, in the shield zone 12345.",
        properties: {
          shieldZoneId: "12345",
          name: "Office networks",
          type: "CIDR",
          content: "198.51.100.0/24\n203.0.113.0/24",
        },
      },
    ],
    exports: { entryCount: outputOf("offices", "entryCount") },
  },
  lookupExample: { shieldZoneId: String(DEMO.shieldZone.id), accessListId: String(DEMO.accessList.id) },
  create: "shieldZones.createAccessList",
  read: "shieldZones.getAccessList",
  update: "shieldZones.updateAccessList",
  updateStyle: "partial",
  delete: "shieldZones.deleteAccessList",
  id: "{shieldZoneId}/{accessListId}",
  idField: "id",
  objectList: ([shieldZoneId]) => ({ kind: "shieldAccessLists", shieldZoneId }),
  leftOut: {
    checksum: "a digest of the entries that the API keeps with them; the entries themselves are compared",
  },
  naturalKey: {
    none:
      "nothing says the API keeps the names of a zone's access lists apart, so no list can be told to be this one. Look " +
      "for a list of this name among the zone's custom lists (`getShieldZoneAccessLists`, or the dashboard); if one was " +
      "made, import it (`pulumi import` with `{shieldZoneId}/{accessListId}`) or delete it before the next `pulumi up`",
  },
  descriptions: {
    shieldZoneId:
      "Id of the shield zone that holds the list; a number is turned into its string. With the package's TypeScript " +
      "classes, give the zone's `id`.",
    accessListId: "Id the API gave the list, a number, kept as its string.",
    name: "The list's name, as the dashboard shows it.",
    description: "A note kept with the list.",
    type:
      "What each entry is: an address (`IP`), a network (`CIDR`), an autonomous system number (`ASN`), a two-letter " +
      "country code (`Country`), an organisation (`Organization`) or a TLS fingerprint (`JA4`).",
    content: "The entries, one a line, each of the list's `type`.",
    entryCount: "Number of entries the API counted in the list.",
    lastModified: "When the list was last changed, as the API reports it (UTC, ISO 8601).",
  },
};
