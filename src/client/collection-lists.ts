import type { ApiOperationName } from "../api/operations";
import type { ParentCollection } from "../types";

/** The operation whose first page shows an address to be the API's, for each kind of list (see `confirmApiAddress`). */
export const COLLECTION_LISTS = {
  apps: "containerApps.list",
  shieldZones: "shieldZones.list",
  shieldAccessLists: "shieldZones.getAccessLists",
  pullZones: "pullZones.list",
  dnsZones: "dnsZones.list",
  storageZones: "storageZones.list",
  containerRegistries: "containerRegistries.list",
  videoLibraries: "videoLibraries.list",
  libraryCollections: "videoCollections.list",
  shieldCustomWafRules: "shieldWaf.listCustomRules",
  shieldRateLimits: "shieldRateLimits.list",
  libraryVideos: "videos.list",
} as const satisfies Record<ParentCollection["kind"], ApiOperationName>;
