import type { ApiOperationName } from "../api/operations";

/**
 * The ids and names by which the demo account's objects point at each other, written once: the demo state and the
 * demo table are built with them, and {@link DEMO_OBJECTS} lists them. Numeric ids stay below 1000 where the table
 * store serves the object, so that an object created later never takes one.
 */
export const DEMO = {
  /** The account's user, who made its objects. */
  userId: "a3c1e0f2-5b7d-4e19-9c2a-6f0d8b4e7a31",
  pullZone: { id: 310245, name: "web-demo", systemHostname: "web-demo.b-cdn.net", customHostname: "cdn.example.com" },
  edgeRules: { forceSsl: "e1d9e0a0-0000-4000-8000-000000000001", assetsCache: "e1d9e0a0-0000-4000-8000-000000000002" },
  shieldZone: { id: 12345 },
  /** The custom page the shield zone shows a blocked request. */
  customPage: { pageType: "block", html: "<!doctype html><title>Blocked</title><p>This request was blocked.</p>" },
  customWafRule: { id: 801, name: "Block admin from outside the office" },
  rateLimit: { id: 802, name: "Login attempts" },
  accessList: { id: 803, name: "Office networks" },
  /** A list the platform keeps, which every shield zone has: the demo zone challenges the requests it matches. */
  managedAccessList: { configurationId: 9001, name: "VPN providers" },
  /** The shield zone's bot categorization: it blocks a category of bots (the AI scrapers), and lets one bot through. */
  botCategorization: { blockedCategory: 2, allowedBotId: 101 },
  /** The one endpoint of the OpenAPI document the shield zone's API Guardian checks requests against. */
  apiGuardianEndpoint: { id: 4101, method: "POST", path: "/api/orders" },
  dnsZone: { id: 501, domain: "example.com" },
  dnsRecords: { cdn: 701, www: 702, mail: 703 },
  storageZone: { id: 601, name: "demo-assets" },
  videoLibrary: { id: 4242, name: "Demo library" },
  /** The library's videos; the last two are in the collection. */
  videos: [1, 2, 3, 4, 5].map((n) => ({
    id: `5f3b6c1e-0000-4000-8000-${String(n).padStart(12, "0")}`,
    title: `Demo video ${n}`,
    inCollection: n >= 4,
  })),
  collection: { id: "c0ffee00-0000-4000-8000-000000000001", name: "Demo trailers" },
  /** The captions the first video holds. */
  caption: { srclang: "en", label: "English" },
  app: {
    id: "app-demo",
    container: { id: "ctr-web", name: "web" },
    volumes: [
      { id: "vol-data", name: "data" },
      { id: "vol-logs", name: "logs" },
    ],
  },
  registry: { id: 901, name: "GitHub Container Registry", hostName: "ghcr.io" },
  /** Where the app forwards its logs; the token is the log service's, which a read never reports. */
  logForwarding: { id: "lf-demo", endpoint: "logs.example.com", token: "demo-log-token-7d2b" },
} as const;

/** One object of the demo account, as the simulator command lists it. */
export interface DemoObject {
  /** The part of the API it belongs to: `CDN`, `Shield`, `DNS`, `Storage`, `Video`, `Containers`. */
  area: string;
  /** What it is: `pull zone`, `DNS record`. */
  what: string;
  /** Its name on the account. */
  name: string;
  /** Its id, as the paths of its operations hold it. */
  id: string;
  /** The operation whose answer holds it (its own read, or the list of its collection), with its path parameters. */
  read: { operation: ApiOperationName; params: Record<string, string> };
}

const text = (id: string | number) => String(id);
const app = { appId: DEMO.app.id };

/** The demo account's objects, one of each kind, by area. */
export const DEMO_OBJECTS: readonly DemoObject[] = [
  {
    area: "CDN",
    what: "pull zone",
    name: DEMO.pullZone.name,
    id: text(DEMO.pullZone.id),
    read: { operation: "pullZones.get", params: { pullZoneId: text(DEMO.pullZone.id) } },
  },
  {
    area: "Shield",
    what: "shield zone",
    name: `shield of ${DEMO.pullZone.name}`,
    id: text(DEMO.shieldZone.id),
    read: { operation: "shieldZones.get", params: { shieldZoneId: text(DEMO.shieldZone.id) } },
  },
  {
    area: "Shield",
    what: "custom WAF rule",
    name: DEMO.customWafRule.name,
    id: text(DEMO.customWafRule.id),
    read: { operation: "shieldWaf.getCustomRule", params: { customRuleId: text(DEMO.customWafRule.id) } },
  },
  {
    area: "Shield",
    what: "rate limit",
    name: DEMO.rateLimit.name,
    id: text(DEMO.rateLimit.id),
    read: { operation: "shieldRateLimits.get", params: { rateLimitId: text(DEMO.rateLimit.id) } },
  },
  {
    area: "Shield",
    what: "access list",
    name: DEMO.accessList.name,
    id: text(DEMO.accessList.id),
    read: {
      operation: "shieldZones.getAccessList",
      params: { shieldZoneId: text(DEMO.shieldZone.id), accessListId: text(DEMO.accessList.id) },
    },
  },
  {
    area: "DNS",
    what: "DNS zone",
    name: DEMO.dnsZone.domain,
    id: text(DEMO.dnsZone.id),
    read: { operation: "dnsZones.get", params: { dnsZoneId: text(DEMO.dnsZone.id) } },
  },
  {
    area: "DNS",
    what: "DNS record",
    name: `${DEMO.pullZone.customHostname} CNAME ${DEMO.pullZone.systemHostname}`,
    id: text(DEMO.dnsRecords.cdn),
    read: { operation: "dnsZones.listRecords", params: { zoneId: text(DEMO.dnsZone.id) } },
  },
  {
    area: "Storage",
    what: "storage zone",
    name: DEMO.storageZone.name,
    id: text(DEMO.storageZone.id),
    read: { operation: "storageZones.get", params: { storageZoneId: text(DEMO.storageZone.id) } },
  },
  {
    area: "Video",
    what: "video library",
    name: DEMO.videoLibrary.name,
    id: text(DEMO.videoLibrary.id),
    read: { operation: "videoLibraries.get", params: { videoLibraryId: text(DEMO.videoLibrary.id) } },
  },
  {
    area: "Video",
    what: "video",
    name: DEMO.videos[0].title,
    id: DEMO.videos[0].id,
    read: { operation: "videos.get", params: { libraryId: text(DEMO.videoLibrary.id), videoId: DEMO.videos[0].id } },
  },
  {
    area: "Video",
    what: "collection",
    name: DEMO.collection.name,
    id: DEMO.collection.id,
    read: { operation: "videoCollections.get", params: { libraryId: text(DEMO.videoLibrary.id), collectionId: DEMO.collection.id } },
  },
  {
    area: "Containers",
    what: "app",
    name: DEMO.app.id,
    id: DEMO.app.id,
    read: { operation: "containerApps.get", params: app },
  },
  {
    area: "Containers",
    what: "container",
    name: DEMO.app.container.name,
    id: DEMO.app.container.id,
    read: { operation: "containerApps.getContainer", params: { ...app, containerId: DEMO.app.container.id } },
  },
  {
    area: "Containers",
    what: "volume",
    name: DEMO.app.volumes[0].name,
    id: DEMO.app.volumes[0].id,
    read: { operation: "containerApps.listVolumes", params: app },
  },
  {
    area: "Containers",
    what: "registry",
    name: DEMO.registry.name,
    id: text(DEMO.registry.id),
    read: { operation: "containerRegistries.get", params: { registryId: text(DEMO.registry.id) } },
  },
  {
    area: "Containers",
    what: "log forwarding",
    name: DEMO.logForwarding.endpoint,
    id: DEMO.logForwarding.id,
    read: { operation: "containerLogForwarding.get", params: app },
  },
];
