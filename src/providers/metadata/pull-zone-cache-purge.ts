import { outputOf } from "../program-example";
import type { TriggerRow } from "./trigger";

/** A purge of a pull zone's cache, run on create and again when an input changes. */
export const pullZoneCachePurgeRow: TriggerRow = {
  name: "PullZoneCachePurge",
  description: "Purges the cache of a pull zone (all of it, or the files of one cache tag) once, and again when a trigger changes.",
  operation: "pullZones.purgeCache",
  example: {
    resources: [
      { name: "site", type: "PullZone", properties: { name: "example-site", originUrl: "https://origin.example.org" } },
      {
        name: "purge",
        type: "PullZoneCachePurge",
        comment: "Purged again whenever the origin or the release changes.",
        properties: { pullZoneId: outputOf("site", "pullZoneId"), triggers: [outputOf("site", "originUrl"), "release-42"] },
      },
    ],
    exports: { purgedZone: outputOf("purge", "pullZoneId") },
  },
  objectList: { kind: "pullZones" },
  descriptions: {
    pullZoneId: "Id of the pull zone whose cache is purged, a whole number.",
    cacheTag: "Purges only the files the origin marked with this cache tag; unset, the whole cache of the zone is purged.",
  },
};
