/**
 * A list of the API that holds objects a read may find gone. Its 2xx answer on an address shows that the address is
 * the API's, so that a 404 there for an object of the list is the API's word that the object is gone, not a wrong
 * address's or a gateway's.
 */
export type ParentCollection =
  | {
      /** The account's container apps, `GET /mc/apps`: the parent of an app's volumes. */
      kind: "apps";
    }
  | {
      /** The account's shield zones, `GET /shield/shield-zones`. */
      kind: "shieldZones";
    }
  | {
      /** The custom and managed access lists of a shield zone, `GET /shield/shield-zone/{shieldZoneId}/access-lists`. */
      kind: "shieldAccessLists";
      /** Id of the shield zone. */
      shieldZoneId: string;
    }
  | {
      /** The account's pull zones, `GET /pullzone`. */
      kind: "pullZones";
    }
  | {
      /** The account's DNS zones, `GET /dnszone`: the parent of their records. */
      kind: "dnsZones";
    }
  | {
      /** The account's storage zones, `GET /storagezone`. */
      kind: "storageZones";
    }
  | {
      /** The account's container image registries, `GET /mc/registries`. */
      kind: "containerRegistries";
    }
  | {
      /** The account's video libraries, `GET /videolibrary`. */
      kind: "videoLibraries";
    }
  | {
      /** The collections of a library, `GET {videoUrl}/library/{libraryId}/collections`. */
      kind: "libraryCollections";
      /** Id of the video library. */
      libraryId: string;
    }
  | {
      /** The custom WAF rules of a shield zone, `GET /shield/waf/custom-rules/{shieldZoneId}`. */
      kind: "shieldCustomWafRules";
      /** Id of the shield zone. */
      shieldZoneId: string;
    }
  | {
      /** The rate limits of a shield zone, `GET /shield/rate-limits/{shieldZoneId}`. */
      kind: "shieldRateLimits";
      /** Id of the shield zone. */
      shieldZoneId: string;
    }
  | {
      /** The videos of a library, `GET {videoUrl}/library/{libraryId}/videos`. */
      kind: "libraryVideos";
      /** Id of the video library. */
      libraryId: string;
    };
