import type { ApiObject } from "./object-reads-and-writes";

/**
 * A value as a segment of an object's path: percent-encoded as its request encodes it, or, for a value no request can
 * carry (an unpaired surrogate, which the call then refuses), quoted.
 */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return JSON.stringify(value);
  }
}

/** The objects whose reads are shared and whose writes drop them, named by the path of their read. */
export const apiObjects = {
  shieldZone: (shieldZoneId: string): ApiObject => ({ path: `/shield/shield-zone/${segment(shieldZoneId)}` }),
  /** A shield zone's access lists: their list, and each list below it. */
  shieldAccessLists: (shieldZoneId: string): ApiObject => ({
    path: `/shield/shield-zone/${segment(shieldZoneId)}/access-lists`,
    andBelow: true,
  }),
  /** A shield zone's bot categorization: its list of categories and bots, and the action of each below it. */
  shieldBotCategorization: (shieldZoneId: string): ApiObject => ({
    path: `/shield/shield-zone/${segment(shieldZoneId)}/bot-categorization`,
    andBelow: true,
  }),
  /** A shield zone's bot detection settings. */
  shieldBotDetection: (shieldZoneId: string): ApiObject => ({ path: `/shield/shield-zone/${segment(shieldZoneId)}/bot-detection` }),
  /** A shield zone's upload scanning settings. */
  shieldUploadScanning: (shieldZoneId: string): ApiObject => ({ path: `/shield/shield-zone/${segment(shieldZoneId)}/upload-scanning` }),
  /** A shield zone's API Guardian: its configuration and its endpoints, read together. */
  shieldApiGuardian: (shieldZoneId: string): ApiObject => ({ path: `/shield/shield-zone/${segment(shieldZoneId)}/api-guardian` }),
  shieldAccessList: (shieldZoneId: string, accessListId: string): ApiObject => ({
    path: `/shield/shield-zone/${segment(shieldZoneId)}/access-lists/${segment(accessListId)}`,
  }),
  /** One of a shield zone's custom response pages, by its type. */
  shieldCustomPage: (shieldZoneId: string, pageType: string): ApiObject => ({
    path: `/shield/shield-zone/${segment(shieldZoneId)}/custom-page/${segment(pageType)}`,
  }),
  /**
   * A container app and what lies below it (its volumes): the app's writes and its volumes' are made one at a time,
   * since the API writes the app whole.
   */
  containerApp: (appId: string): ApiObject => ({ path: `/mc/apps/${segment(appId)}`, andBelow: true }),
  /** The log forwarding configuration of a container app, which the API keys by the app's id. */
  logForwarding: (appId: string): ApiObject => ({ path: `/mc/log/forwarding/${segment(appId)}` }),
  /** A custom WAF rule of a shield zone; its calls name it by its own id alone. */
  shieldCustomWafRule: (customRuleId: string): ApiObject => ({ path: `/shield/waf/custom-rule/${segment(customRuleId)}` }),
  /** A rate limit of a shield zone; its calls name it by its own id alone. */
  shieldRateLimit: (rateLimitId: string): ApiObject => ({ path: `/shield/rate-limit/${segment(rateLimitId)}` }),
  /** Every page of the app's volume list, read as one. */
  volumeList: (appId: string): ApiObject => ({ path: `/mc/apps/${segment(appId)}/volumes` }),
  pullZone: (pullZoneId: string): ApiObject => ({ path: `/pullzone/${segment(pullZoneId)}` }),
  pullZoneList: { path: "/pullzone" } satisfies ApiObject,
  /** The pull zone list and every pull zone. */
  everyPullZone: { path: "/pullzone", andBelow: true } satisfies ApiObject,
  /** A DNS zone, whose read lists its records. */
  dnsZone: (dnsZoneId: string): ApiObject => ({ path: `/dnszone/${segment(dnsZoneId)}` }),
  storageZone: (storageZoneId: string): ApiObject => ({ path: `/storagezone/${segment(storageZoneId)}` }),
  containerRegistry: (registryId: string): ApiObject => ({ path: `/mc/registries/${segment(registryId)}` }),
  /** A video library, whose writes include those of its referrer lists. */
  videoLibrary: (videoLibraryId: string): ApiObject => ({ path: `/videolibrary/${segment(videoLibraryId)}` }),
  /** A library's collections: the writes of one of them are made one at a time with the others'. */
  libraryCollections: (libraryId: string): ApiObject => ({
    video: true,
    path: `/library/${segment(libraryId)}/collections`,
    andBelow: true,
  }),
  videoCollection: (libraryId: string, collectionId: string): ApiObject => ({
    video: true,
    path: `/library/${segment(libraryId)}/collections/${segment(collectionId)}`,
  }),
  video: (libraryId: string, videoId: string): ApiObject => ({
    video: true,
    path: `/library/${segment(libraryId)}/videos/${segment(videoId)}`,
  }),
};
