import { createHash } from "node:crypto";
import { SUCCEEDED_RESULT } from "./http-responses";
import { apiGuardianEndpoint, apiGuardianPath } from "./api-guardian";
import { DEMO } from "./demo-account";
import type { AppRecord, VideoLibraryRecord } from "./state";
import { TableStore } from "./table-store";
import { concretePath, objectTemplate, templateOf } from "./stored-objects";

type Fields = Record<string, unknown>;
type Host = "api" | "video";

/**
 * An object as the API answers it: the fields nothing set as the spec has them, then these. A getter among `fields`
 * stays a getter, read each time the object is answered.
 */
function demoObject(host: Host, collection: string[], fields: Fields): Fields {
  return Object.defineProperties({ ...objectTemplate(templateOf(host, collection)) }, Object.getOwnPropertyDescriptors(fields));
}

function put(store: TableStore, host: Host, template: string, params: Record<string, string>, id: string | number, fields: Fields) {
  const segments = template.split("/").slice(1);
  store.collection(concretePath(host, segments, params)).put(String(id), demoObject(host, segments, fields));
}

/**
 * The demo account's objects that the operations table's own store holds, related as on a real account (see
 * {@link DEMO}): a DNS zone whose `cdn` record points at the demo pull zone, the storage zone that pull zone pulls
 * from, the shield zone's custom WAF rule, rate limit and access list, the video library's collection (its counts
 * read when answered, so that they follow the library's videos), the registry the container app's image comes from
 * and where the app forwards its logs.
 */
export function createDemoTable(library: VideoLibraryRecord): TableStore {
  const store = new TableStore();
  putDns(store);
  putStorage(store);
  putShield(store);
  putVideo(store, library);
  putRegistry(store);
  putLogForwarding(store);
  return store;
}

function putDns(store: TableStore): void {
  const zone = { dnsZoneId: String(DEMO.dnsZone.id), zoneId: String(DEMO.dnsZone.id) };
  const records = "/dnszone/{zoneId}/records";
  put(store, "api", "/dnszone", zone, DEMO.dnsZone.id, {
    Id: DEMO.dnsZone.id,
    Domain: DEMO.dnsZone.domain,
    DateCreated: "2026-01-05T09:00:00Z",
    DateModified: "2026-02-10T14:30:00Z",
    NameserversDetected: true,
    Nameserver1: "kiki.bunny.net",
    Nameserver2: "coco.bunny.net",
    SoaEmail: `hostmaster@${DEMO.dnsZone.domain}`,
    NameserversNextCheck: "2026-02-11T14:30:00Z",
    LoggingIPAnonymizationEnabled: true,
    LogAnonymizationType: 0,
  });
  const record = { Ttl: 300, Disabled: false, AutoSslIssuance: true, EnviromentalVariables: [] };
  put(store, "api", records, zone, DEMO.dnsRecords.cdn, {
    ...record,
    Id: DEMO.dnsRecords.cdn,
    Type: 2,
    Name: DEMO.pullZone.customHostname.split(".")[0],
    Value: DEMO.pullZone.systemHostname,
    Comment: `The pull zone ${DEMO.pullZone.name}`,
  });
  put(store, "api", records, zone, DEMO.dnsRecords.www, {
    ...record,
    Id: DEMO.dnsRecords.www,
    Type: 0,
    Name: "www",
    Value: "203.0.113.10",
  });
  put(store, "api", records, zone, DEMO.dnsRecords.mail, {
    ...record,
    Id: DEMO.dnsRecords.mail,
    Type: 4,
    Name: "",
    Value: `mail.${DEMO.dnsZone.domain}`,
    Priority: 10,
    Ttl: 3600,
    AutoSslIssuance: false,
  });
}

function putStorage(store: TableStore): void {
  put(store, "api", "/storagezone", {}, DEMO.storageZone.id, {
    Id: DEMO.storageZone.id,
    UserId: DEMO.userId,
    Name: DEMO.storageZone.name,
    Password: "demo-assets-password-5c1f",
    ReadOnlyPassword: "demo-assets-read-only-9a2e",
    DateModified: "2026-01-05T09:10:00Z",
    StorageUsed: 734_003_200,
    FilesStored: 1280,
    Region: "DE",
    ReplicationRegions: ["NY", "SG"],
    Custom404FilePath: "/404.html",
    StorageHostname: "storage.bunnycdn.com",
  });
}

function putShield(store: TableStore): void {
  const shieldZoneId = DEMO.shieldZone.id;
  const rule = { shieldZoneId, userId: DEMO.userId, ruleJson: null, errorResponse: SUCCEEDED_RESULT };
  put(store, "api", "/shield/waf/custom-rule", {}, DEMO.customWafRule.id, {
    ...rule,
    id: DEMO.customWafRule.id,
    ruleName: DEMO.customWafRule.name,
    ruleDescription: "Requests for /admin from addresses outside the office networks are blocked",
    ruleConfiguration: {
      actionType: 1,
      variableTypes: { REQUEST_URI: "" },
      operatorType: 0,
      severityType: 2,
      transformationTypes: [8],
      value: "/admin",
      isNegated: false,
      isRegexVariable: false,
      chainedRuleConditions: [{ variableTypes: { REMOTE_ADDR: "" }, operatorType: 12, value: "198.51.100.0/24", isNegated: true }],
    },
  });
  put(store, "api", "/shield/rate-limit", {}, DEMO.rateLimit.id, {
    ...rule,
    id: DEMO.rateLimit.id,
    ruleName: DEMO.rateLimit.name,
    ruleDescription: "More than 5 login attempts a minute from one address are challenged",
    ruleConfiguration: {
      actionType: 3,
      variableTypes: { REQUEST_URI: "" },
      operatorType: 0,
      severityType: 1,
      transformationTypes: [8],
      value: "/login",
      isNegated: false,
      isRegexVariable: false,
      requestCount: 5,
      counterKeyType: 0,
      timeframe: 60,
      blockTime: 300,
      chainedRuleConditions: [],
    },
  });
    const offices = "198.51.100.0/24\n203.0.113.0/24";
  put(store, "api", "/shield/shield-zone/{shieldZoneId}/access-lists", { shieldZoneId: String(shieldZoneId) }, DEMO.accessList.id, {
    id: DEMO.accessList.id,
    name: DEMO.accessList.name,
    description: "The office's address ranges",
    type: 1,
    content: offices,
    checksum: createHash("sha256").update(offices).digest("hex"),
    entryCount: offices.split("\n").length,
    lastModified: "2026-01-12T10:00:00Z",
  });
  // The zone challenges the requests of the managed list of VPN providers.
  const accessLists = ["shield", "shield-zone", String(shieldZoneId), "access-lists"];
  const vpnConfiguration = [...accessLists, "configurations", String(DEMO.managedAccessList.configurationId)];
  store.setSettings(concretePath("api", vpnConfiguration, {}), { isEnabled: true, action: 3 });
  // The zone blocks a category of bots (Block, 1), and lets one bot through (Allow, 2).
  const categorization = ["shield", "shield-zone", String(shieldZoneId), "bot-categorization"];
  const { blockedCategory, allowedBotId } = DEMO.botCategorization;
  store.setSettings(concretePath("api", [...categorization, "categories", String(blockedCategory)], {}), { action: 1 });
  store.setSettings(concretePath("api", [...categorization, "bots", String(allowedBotId)], {}), { action: 2 });
  // The zone's bot detection challenges suspect requests, its fingerprint check set higher than the rest.
  store.setSettings(concretePath("api", ["shield", "shield-zone", String(shieldZoneId), "bot-detection"], {}), {
    executionMode: 1,
    requestIntegrity: { sensitivity: 1 },
    ipAddress: { sensitivity: 1 },
    browserFingerprint: { sensitivity: 2, aggression: 2, complexEnabled: false },
  });
  // Uploads are scanned: known abuse material blocked, malware logged.
  store.setSettings(concretePath("api", ["shield", "shield-zone", String(shieldZoneId), "upload-scanning"], {}), {
    isEnabled: true,
    csamScanningMode: 2,
    antivirusScanningMode: 1,
  });
  // API Guardian checks the shop's API in log mode, with one endpoint of the OpenAPI document it was given.
  store.setSettings(apiGuardianPath({ shieldZoneId: String(shieldZoneId) }), {
    configuration: { isEnabled: true, executionMode: 0, bodyLimitAction: 1, unmatchedPathAction: 1, title: "Shop API", version: "1.2.0" },
    endpoints: [
      apiGuardianEndpoint(
        { endpointId: DEMO.apiGuardianEndpoint.id, shieldZoneId },
        DEMO.apiGuardianEndpoint,
        true,
        "2026-01-12T10:00:00Z",
      ),
    ],
  });
}

function putVideo(store: TableStore, library: VideoLibraryRecord): void {
  const libraryId = DEMO.videoLibrary.id;
  const inCollection = () => [...library.videos].filter(([, video]) => video.collectionId === DEMO.collection.id);
  put(store, "video", "/library/{libraryId}/collections", { libraryId: String(libraryId) }, DEMO.collection.id, {
    videoLibraryId: libraryId,
    guid: DEMO.collection.id,
    name: DEMO.collection.name,
    get videoCount() {
      return inCollection().length;
    },
    get previewVideoIds() {
      return inCollection()
        .map(([id]) => id)
        .join(",");
    },
  });
}

function putLogForwarding(store: TableStore): void {
  put(store, "api", "/mc/log/forwarding", {}, DEMO.app.id, {
    id: DEMO.logForwarding.id,
    app: DEMO.app.id,
    type: "SyslogTcp",
    endpoint: DEMO.logForwarding.endpoint,
    port: 6514,
    createdAt: "2026-01-08T12:00:00Z",
    token: DEMO.logForwarding.token,
    format: "SyslogRfc5424",
    enabled: true,
  });
}

function putRegistry(store: TableStore): void {
  put(store, "api", "/mc/registries", {}, DEMO.registry.id, {
    id: DEMO.registry.id,
    accountId: DEMO.userId,
    userId: DEMO.userId,
    namespaceId: "example",
    displayName: DEMO.registry.name,
    hostName: DEMO.registry.hostName,
    userName: "example-bot",
    firstPasswordSymbols: "ghp_",
    lastPasswordSymbols: "x9Qz",
    createdAt: "2026-01-08T11:00:00Z",
    isPublic: false,
    lastUpdatedAt: "2026-01-08T11:00:00Z",
  });
}

/** The demo video library's fields beyond its id and its videos, which its record holds. */
export function demoLibraryFields(): Record<string, unknown> {
  return {
    Name: DEMO.videoLibrary.name,
    TrafficUsage: 1_073_741_824,
    StorageUsage: 52_428_800,
    DateCreated: "2026-01-01T00:00:00Z",
    DateModified: "2026-01-20T08:00:00Z",
    ReplicationRegions: ["DE"],
    EnabledResolutions: "360p,720p,1080p",
    CaptionsFontSize: 20,
    CaptionsFontColor: "#ffffff",
    CaptionsBackground: "#000000",
    UILanguage: "en",
    AllowEarlyPlay: false,
    AllowedReferrers: [],
    BlockedReferrers: [],
    EnableMP4Fallback: true,
    AllowDirectPlay: true,
    Bitrate240p: 600,
    Bitrate360p: 800,
    Bitrate480p: 1400,
    Bitrate720p: 2800,
    Bitrate1080p: 5000,
    Bitrate1440p: 8000,
    Bitrate2160p: 25000,
    ShowHeatmap: true,
    Controls: "play,progress,volume,captions,settings,fullscreen",
    PlaybackSpeeds: "0.5,0.75,1,1.25,1.5,2",
    PlayerKeyColor: "#ff7755",
    FontFamily: "rubik",
    EnableTranscribing: true,
    TranscribingCaptionLanguages: ["en", "de"],
    EnableCaptionsInPlaylist: true,
    RememberPlayerPosition: true,
    OutputCodecs: "x264",
  };
}

/** The demo container app's fields beyond its id, containers and volumes, which its record holds. */
export function demoAppFields(app: AppRecord): Record<string, unknown> {
  const [cdn] = app.containers.get(DEMO.app.container.id)!.endpoints;
  return {
    name: DEMO.app.id,
    displayEndpoint: { id: cdn.id, address: cdn.publicHost, type: cdn.type },
    status: "active",
    runtimeType: "shared",
    regionSettings: { allowedRegionIds: ["DE", "NY"], requiredRegionIds: ["DE"], maxAllowedRegions: 2, provisioningType: "static" },
    containerInstances: [{ id: "ins-web-1", templateId: DEMO.app.container.id, podId: "pod-7c9f2", nodeIpAddress: "10.40.1.12" }],
    autoScaling: { min: 1, max: 3 },
    networkSettings: { ingressBandwidthLimit: 1000, egressBandwidthLimit: 1000 },
  };
}
