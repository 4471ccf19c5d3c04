import { DEMO } from "../../simulator/demo-account";
import { outputOf } from "../program-example";
import type { ResourceRow } from "./row";

// Settings the API keeps for each element of a list it makes itself for every shield zone: adopted and written, never
// created or deleted (see ResourceRow.settingsOf with readFrom).

/** What a shield zone does with the requests one of its access lists matches: the list's configuration. */
export const shieldAccessListConfigurationRow: ResourceRow = {
  name: "ShieldAccessListConfiguration",
  description: "How a shield zone applies one of its access lists: whether the list is on, and what it does with a matching request.",
  owns: [
    "Whether the shield zone applies one of its access lists, and the action it takes on a request the list matches.",
    "The API keeps this configuration for every list the zone has: the managed lists the platform keeps up to date, and",
    "the zone's custom lists, each a `ShieldAccessList` resource, which owns the list's name, type and entries and",
    "neither sends nor compares its configuration. The resource is adopted, never created: its create finds the list's",
    "configuration, by its `configurationId`, in the zone's list of access lists (`getShieldZoneAccessLists`), and",
    "writes the declared fields. The API cannot remove it, so destroying the resource forgets it: the list stays",
    "configured as the program last applied it. A shield zone's writes, this resource's among them, are made one at a",
    "time.",
  ],
  example: {
    resources: [
      {
        name: "vpnChallenge",
        type: "ShieldAccessListConfiguration",
        comment: "Challenge the requests of the managed list of VPN providers (its configuration 9001) in the shield zone 12345.",
        properties: { shieldZoneId: "12345", configurationId: "9001", isEnabled: true, action: "Challenge" },
      },
    ],
    exports: { listName: outputOf("vpnChallenge", "name") },
  },
  lookupExample: { shieldZoneId: String(DEMO.shieldZone.id), configurationId: String(DEMO.managedAccessList.configurationId) },
  settingsOf: "ShieldZone",
  read: "shieldZones.getAccessLists",
  readFrom: ["managedLists", "customLists"],
  update: "shieldZones.updateAccessListsConfiguration",
  updateStyle: "partial",
  id: "{shieldZoneId}/{configurationId}",
  idField: "configurationId",
  objectList: { kind: "shieldZones" },
  naturalKey: { none: "the API keeps one configuration for each of the zone's access lists; nothing is ever created" },
  descriptions: {
    shieldZoneId:
      "Id of the shield zone whose access list this configures, a number kept as its string. With the package's TypeScript " +
      "classes, give the zone's `id`.",
    configurationId:
      "Id the API gave the list's configuration in the zone, a number kept as its string: not the list's own id. The zone's " +
      "list of access lists (`getShieldZoneAccessLists`) gives it for each list.",
    isEnabled: "Whether the zone applies the list to its requests.",
    action:
      "What the zone does with a request the list matches: `Allow`, `Block`, `Challenge`, `Log`, or `Bypass` (skip the " +
      "shield's other checks); `None` does nothing.",
    listId: "Id of the access list this configures: a managed list's, or a custom list's (the `ShieldAccessList`'s `accessListId`).",
    name: "The list's name, as the dashboard shows it.",
    description: "A note kept with the list.",
    type:
      "What each entry of the list is: an address (`IP`), a network (`CIDR`), an autonomous system number (`ASN`), a " +
      "country (`Country`), an organisation (`Organization`) or a TLS fingerprint (`JA4`).",
    category: "What a managed list gathers (such as `VPNs`, `TorExitNodes` or `AiCrawlers`); `None` for a custom list.",
    requiredPlan: "The least shield plan under which the zone can apply the list: `Basic`, `Advanced`, `Business` or `Enterprise`.",
    entryCount: "Number of entries the list holds.",
    updateFrequency: "How often the platform renews a managed list, as a span of time (`1.00:00:00`: once a day).",
    lastUpdated: "When the list last changed, as the API reports it (UTC, ISO 8601).",
  },
};
