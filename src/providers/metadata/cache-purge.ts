import { outputOf } from "../program-example";
import type { TriggerRow } from "./trigger";

/** A purge of one URL from the cache of the pull zone that serves it, run on create and again when an input changes. */
export const cachePurgeRow: TriggerRow = {
  name: "CachePurge",
  description: "Purges one URL from the cache of the pull zone that serves it once, and again when a trigger changes.",
  operation: "cache.purge",
  example: {
    resources: [
      { name: "site", type: "PullZone", properties: { name: "example-site", originUrl: "https://origin.example.org" } },
      {
        name: "home",
        type: "CachePurge",
        comment: "The home page is purged again whenever the origin changes.",
        properties: { url: "https://example-site.b-cdn.net/index.html", triggers: [outputOf("site", "originUrl")] },
      },
    ],
    exports: { purgedUrl: outputOf("home", "url") },
  },
  objectList: { kind: "pullZones" },
  descriptions: {
    url: "The address of the cached file to purge, with its scheme, on a hostname of one of the account's pull zones.",
    async: "Whether the API answers at once and purges in the background, rather than once the file is purged.",
    exactPath: "Whether only the exact path given is purged, not the variants of it the cache holds (other query strings).",
  },
};
