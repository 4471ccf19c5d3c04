import { DEMO } from "../../simulator/demo-account";
import { outputOf } from "../program-example";
import type { ResourceRow } from "./row";

/**
 * One of a shield zone's own pages (the one a blocked request sees, a challenged one, or one over a rate limit). The
 * PUT of its type is both the create and the update: its whole body is the page's HTML, and the GET answers that HTML
 * alone. The zone's list proves a 404 to be the API's: a page never written, or deleted, answers one.
 */
export const shieldCustomResponsePageRow: ResourceRow = {
  name: "ShieldCustomResponsePage",
  description: "A page of its own that a shield zone shows instead of bunny.net's: to a blocked, challenged or rate-limited request.",
  owns: [
    "The page of one type of the shield zone is owned by this resource alone: the zone's pages of the other types stay",
    "as they are. The page is given as its HTML, sent as the whole body of the upload and compared as the API answers",
    "it, so a page changed outside Pulumi shows as drift. Destroying the resource deletes the page, and the zone shows",
    "bunny.net's own page of that type again. A shield zone's writes, this resource's among them, are made one at a time.",
  ],
  example: {
    resources: [
      {
        name: "blocked",
        type: "ShieldCustomResponsePage",
        comment: "The page the shield zone 12345 shows to a request it blocks.",
        properties: {
          shieldZoneId: "12345",
          pageType: "block",
          html: "<!doctype html><title>Blocked</title><p>This request was blocked. Write to support@example.com.</p>",
        },
      },
    ],
    exports: { blockPage: outputOf("blocked", "html") },
  },
  lookupExample: { shieldZoneId: String(DEMO.shieldZone.id), pageType: DEMO.customPage.pageType },
  create: "shieldZones.replaceCustomPage",
  read: "shieldZones.getCustomPage",
  update: "shieldZones.replaceCustomPage",
  updateStyle: "partial",
  delete: "shieldZones.deleteCustomPage",
  id: "{shieldZoneId}/{pageType}",
  idField: "pageType",
  objectField: "pageType",
  textBody: "html",
  objectList: { kind: "shieldZones" },
  objectTypes: {
    "shieldZones.replaceCustomPage.pageType": {
      name: "ShieldCustomPageType",
      description: "Which of a shield zone's own pages: the one a blocked, a challenged or a rate-limited request sees.",
      descriptions: {},
    },
  },
  naturalKey: {
    none:
      "the upload writes over the zone's page of its type, so the next `pulumi up` sends the page again and the zone " +
      "still has one page of that type",
  },
  descriptions: {
    shieldZoneId: "Id of the shield zone that shows the page: a `ShieldZone`'s id, or that of the zone a pull zone was given.",
    pageType:
      "Which page of the zone: `block` (a request the shield blocks), `challenge` (a request it challenges) or " +
      "`ratelimit` (a request over a rate limit); also the last part of the resource id.",
    html: "The page's HTML, the whole of what the zone serves in its place, kept as given: the API stores it unchanged.",
  },
};
