import type { ContainerTemplateRecord } from "./container-template";
import { DEMO } from "./demo-account";
import { createDemoTable, demoAppFields, demoLibraryFields } from "./demo-table";
import { intBetween, seedFrom, seededRandom } from "./deterministic";
import type { AppRecord, BotDetectionDayRecord, BotDetectionMetricsRecord, PullZoneRecord, SimulatorState, VideoLibraryRecord } from "./state";
import { objectTemplate, templateOf } from "./stored-objects";
import { DAY_MS, isoDayKey, startOfUtcDay } from "./utc-days";

/**
 * A fresh state holding the demo account every simulator starts with. Its dates are fixed, so that every start answers
 * the same; only the bot detection metrics, which cover the 28 days up to `now`, move with the day.
 */
export function createDemoState(now: Date): SimulatorState {
  const [data, logs] = DEMO.app.volumes;
  const app: AppRecord = {
    volumes: new Map([
      [data.id, { ...data, size: 10, totalUsage: 3.2 }],
      [logs.id, { ...logs, size: 5, totalUsage: 1.1 }],
    ]),
    containers: new Map([[DEMO.app.container.id, webContainer()]]),
  };
  app.fields = demoAppFields(app);
  const library: VideoLibraryRecord = {
    allowReupload: false,
    fields: demoLibraryFields(),
    videos: new Map(
      DEMO.videos.map(({ id, title, inCollection }, index) => [
        id,
        {
          title,
          dateUploaded: "2026-01-01T00:00:00Z",
          ...(inCollection ? { collectionId: DEMO.collection.id } : {}),
          ...(index === 0 ? { captions: [{ ...DEMO.caption, version: 1 }] } : {}),
        },
      ]),
    ),
  };
  return {
    apps: new Map([[DEMO.app.id, app]]),
    certificates: new Map([
      [DEMO.pullZone.customHostname, { verified: true, completed: 0 }],
      ["pending.example.com", { verified: false, completed: 0 }],
    ]),
    unpullableImages: new Set(),
    pointedHostnames: new Set([DEMO.pullZone.customHostname, "static.example.com", "old-cdn.example.com"]),
    pullZones: new Map([
      [
        String(DEMO.pullZone.id),
        {
          name: DEMO.pullZone.name,
          originUrl: `https://${DEMO.storageZone.name}.b-cdn.net`,
          hostnames: [
            { id: 5501, value: DEMO.pullZone.systemHostname, hasCertificate: true, isSystemHostname: true },
            { id: 5502, value: DEMO.pullZone.customHostname, hasCertificate: false, isSystemHostname: false },
          ],
          fields: webPullZoneFields(),
        },
      ],
      [
        "310246",
        {
          name: "assets-demo",
          originUrl: "https://assets-origin.example.com",
          hostnames: [
            { id: 5503, value: "assets-demo.b-cdn.net", hasCertificate: true, isSystemHostname: true },
            { id: 5504, value: "pending.example.com", hasCertificate: false, isSystemHostname: false },
            { id: 5505, value: "static.example.com", hasCertificate: true, isSystemHostname: false },
          ],
          fields: pullZoneFields({ MonthlyBandwidthUsed: 5_368_709_120, MonthlyCharges: 0.05 }),
        },
      ],
      [
        "310247",
        {
          name: "legacy-demo",
          originUrl: "https://legacy-origin.example.com",
          hostnames: [
            { id: 5506, value: "legacy-demo.b-cdn.net", hasCertificate: true, isSystemHostname: true },
            { id: 5507, value: "old-cdn.example.com", hasCertificate: true, isSystemHostname: false },
          ],
          fields: pullZoneFields({ EnableTLS1: true, EnableTLS1_1: true, TlsSecurityLevel: 0 }),
        },
      ],
    ]),
    shieldZones: new Map([
      [
        String(DEMO.shieldZone.id),
        {
          acceptsReviews: true,
          pullZoneId: DEMO.pullZone.id,
          triggeredRuleIds: new Set(["942100", "941100"]),
          wafReviews: new Map(),
          wafDisabledRules: new Set(["920350"]),
          wafLogOnlyRules: new Set(["913100"]),
          botMetrics: twentyEightDaysOfMetrics(String(DEMO.shieldZone.id), now),
          customPages: new Map([[DEMO.customPage.pageType, DEMO.customPage.html]]),
        },
      ],
      [
        "99999",
        {
          acceptsReviews: false,
          pullZoneId: 310246,
          triggeredRuleIds: new Set(),
          wafReviews: new Map(),
          wafDisabledRules: new Set(),
          wafLogOnlyRules: new Set(),
          botMetrics: { overviewPastTwentyEightDays: null, totalLoggedRequests: 0, totalChallengedRequests: 0 },
        },
      ],
    ]),
    missingShieldZone: "notFound",
    shieldZoneReadsBeforeReady: 0,
    videoLibraries: new Map([[String(DEMO.videoLibrary.id), library]]),
    table: createDemoTable(library),
    partner: {
      isPartner: true,
      contract: {
        PartnerCustomerId: 7001,
        ContractValue: 120000,
        MonthlyCommitmentValue: 10000,
        ContractStartDate: "2026-01-01T00:00:00Z",
        ContractEndDate: "2026-12-31T23:59:59Z",
        ContractBillingType: 2,
        Currency: 1,
        UpdatedByUserId: DEMO.userId,
        PartnerUserId: null,
      },
    },
  };
}

/** A demo pull zone's PullZone model beyond its record: the fields of features it does not use as the API leaves them, then `fields`. */
function pullZoneFields(fields: Record<string, unknown>): PullZoneRecord["fields"] {
  return {
    ...objectTemplate(templateOf("api", ["pullzone"])),
    Enabled: true,
    Suspended: false,
    Type: 0,
    UserId: DEMO.userId,
    EnableGeoZoneUS: true,
    EnableGeoZoneEU: true,
    EnableGeoZoneASIA: true,
    EnableGeoZoneSA: true,
    EnableGeoZoneAF: true,
    AllowedReferrers: [],
    BlockedReferrers: [],
    BlockedIps: [],
    BudgetRedirectedCountries: [],
    BlockedCountries: [],
    EnableAutoSSL: true,
    TlsSecurityLevel: 1,
    CacheControlMaxAgeOverride: -1,
    CacheControlPublicMaxAgeOverride: -1,
    OptimizerImageQuality: 85,
    OptimizerMobileImageQuality: 70,
    QueryStringVaryParameters: [],
    CookieVaryParameters: [],
    EdgeRules: [],
    ...fields,
  };
}

/**
 * The demo web pull zone's own fields: it pulls from the demo storage zone, its DNS record is the demo zone's `cdn`
 * record, it has an origin shield and two edge rules.
 */
function webPullZoneFields(): PullZoneRecord["fields"] {
  return pullZoneFields({
    OriginType: 2,
    StorageZoneId: DEMO.storageZone.id,
    DnsZoneId: DEMO.dnsZone.id,
    DnsRecordId: DEMO.dnsRecords.cdn,
    AccessControlOriginHeaderExtensions: ["eot", "ttf", "woff", "woff2", "css"],
    EnableAccessControlOriginHeader: true,
    MonthlyBandwidthUsed: 48_318_382_080,
    MonthlyCharges: 0.45,
    EnableOriginShield: true,
    OriginShieldZoneCode: "FR",
    EnableLogging: true,
    LoggingIPAnonymizationEnabled: true,
    VerifyOriginSSL: true,
    OriginRetries: 1,
    OriginConnectTimeout: 10,
    OriginResponseTimeout: 60,
    UseStaleWhileOffline: true,
    // As the API stores a zone that serves stale copies (the behaviour entries of spec/corrections.json).
    UseBackgroundUpdate: true,
    EnableSmartCache: true,
    EdgeRules: [
      {
        Guid: DEMO.edgeRules.forceSsl,
        ActionType: 0,
        ActionParameter1: null,
        ActionParameter2: null,
        ActionParameter3: null,
        Triggers: [{ Type: 0, PatternMatches: ["http://*"], PatternMatchingType: 0, Parameter1: null }],
        ExtraActions: [],
        TriggerMatchingType: 0,
        Description: "Send every visitor to HTTPS",
        Enabled: true,
        OrderIndex: 0,
        ReadOnly: false,
      },
      {
        Guid: DEMO.edgeRules.assetsCache,
        ActionType: 3,
        ActionParameter1: "31536000",
        ActionParameter2: null,
        ActionParameter3: null,
        Triggers: [{ Type: 3, PatternMatches: ["css", "js", "woff2"], PatternMatchingType: 0, Parameter1: null }],
        ExtraActions: [],
        TriggerMatchingType: 0,
        Description: "Keep static assets cached for a year",
        Enabled: true,
        OrderIndex: 1,
        ReadOnly: false,
      },
    ],
  });
}

function twentyEightDaysOfMetrics(zoneId: string, now: Date): BotDetectionMetricsRecord {
  const random = seededRandom(seedFrom(`bot-metrics|${zoneId}`));
  const today = startOfUtcDay(now);
  const overview: Record<string, BotDetectionDayRecord> = {};
  let totalLoggedRequests = 0;
  let totalChallengedRequests = 0;
  for (let daysAgo = 27; daysAgo >= 0; daysAgo--) {
    const loggedRequests = intBetween(random, 200, 5000);
    const challengedRequests = intBetween(random, 0, Math.floor(loggedRequests / 4));
    overview[isoDayKey(today - daysAgo * DAY_MS)] = { loggedRequests, challengedRequests };
    totalLoggedRequests += loggedRequests;
    totalChallengedRequests += challengedRequests;
  }
  return { overviewPastTwentyEightDays: overview, totalLoggedRequests, totalChallengedRequests };
}

function webContainer(): ContainerTemplateRecord {
  return {
    id: DEMO.app.container.id,
    name: DEMO.app.container.name,
    packageId: "pkg-7f3a9c",
    image: "ghcr.io/example/web:1.4.2",
    imageName: "web",
    imageNamespace: "example",
    imageTag: "1.4.2",
    imageRegistryId: String(DEMO.registry.id),
    imageDigest: "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    imagePullPolicy: "ifNotPresent",
    entryPoint: {
      command: "node",
      commandArray: ["node"],
      arguments: "server.js --port 8080",
      argumentsArray: ["server.js", "--port", "8080"],
      workingDirectory: "/app",
    },
    probes: {
      startup: {
        initialDelaySeconds: 5,
        periodSeconds: 5,
        timeoutSeconds: 3,
        failureThreshold: 30,
        successThreshold: 1,
        httpGet: { request: { path: "/healthz/startup", portNumber: 8080 }, response: { expectedStatusCode: "ok" } },
      },
      readiness: {
        initialDelaySeconds: 10,
        periodSeconds: 10,
        timeoutSeconds: 7,
        failureThreshold: 3,
        successThreshold: 1,
        tcpSocket: { request: { portNumber: 8080 } },
      },
      liveness: {
        initialDelaySeconds: 15,
        periodSeconds: 20,
        timeoutSeconds: 5,
        failureThreshold: 3,
        successThreshold: 1,
        grpc: { request: { portNumber: 9090, serviceName: "grpc.health.v1.Health" } },
      },
    },
    environmentVariables: [
      { name: "NODE_ENV", value: "production" },
      { name: "LOG_LEVEL", value: "info" },
      { name: "DATA_DIR", value: "/data" },
    ],
    endpoints: [
      {
        id: "ep-cdn",
        displayName: "Public CDN",
        publicHost: DEMO.pullZone.systemHostname,
        type: "cdn",
        isSslEnabled: true,
        pullZoneId: String(DEMO.pullZone.id),
        portMappings: [{ containerPort: 8080, exposedPort: 443, protocols: ["tcp"] }],
        stickySessions: { enabled: true, sessionHeaders: ["X-Session-Id"], cookieName: "web_sticky" },
        internalIpAddresses: [{ address: "10.40.1.12", region: "DE" }],
        publicIpAddresses: [{ address: "198.51.100.24", region: "DE" }],
      },
      {
        id: "ep-anycast",
        displayName: "Anycast",
        publicHost: "web-demo.anycast.example.net",
        type: "anycast",
        isSslEnabled: true,
        pullZoneId: "310246",
        portMappings: [
          { containerPort: 8080, exposedPort: 80, protocols: ["tcp"] },
          { containerPort: 8443, exposedPort: 443, protocols: ["tcp"] },
        ],
        stickySessions: { enabled: false, sessionHeaders: [], cookieName: "route" },
        internalIpAddresses: [
          { address: "10.40.1.13", region: "DE" },
          { address: "10.60.2.7", region: "NY" },
        ],
        publicIpAddresses: [
          { address: "203.0.113.10", region: "DE" },
          { address: "203.0.113.11", region: "NY" },
        ],
      },
      {
        id: "ep-dns",
        displayName: "DNS over public IP",
        publicHost: "203.0.113.53",
        type: "publicIp",
        isSslEnabled: false,
        pullZoneId: "310247",
        portMappings: [{ containerPort: 5353, exposedPort: 53, protocols: ["udp", "tcp"] }],
        stickySessions: { enabled: false, sessionHeaders: [], cookieName: "dns" },
        internalIpAddresses: null,
        publicIpAddresses: [{ address: "203.0.113.53", region: "DE" }],
      },
    ],
    volumeMounts: [
      { name: "data", mountPath: "/data" },
      { name: "logs", mountPath: "/var/log/web" },
    ],
  };
}
