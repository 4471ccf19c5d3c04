import { intBetween, seedFrom, seededRandom } from "./deterministic";
import type { ContainerTemplateRecord } from "./container-template";
import { createDemoTable } from "./demo-table";
import type { BotDetectionDayRecord, BotDetectionMetricsRecord, SimulatorState } from "./state";
import { DAY_MS, isoDayKey, startOfUtcDay } from "./utc-days";

const DEMO_VIDEO_IDS = [1, 2, 3, 4, 5].map((n) => `5f3b6c1e-0000-4000-8000-${String(n).padStart(12, "0")}`);

/** A fresh state holding the demo account every simulator starts with. */
export function createDemoState(now: Date): SimulatorState {
  return {
    apps: new Map([
      [
        "app-demo",
        {
          volumes: new Map([
            ["vol-data", { id: "vol-data", name: "data", size: 10, totalUsage: 3.2 }],
            ["vol-logs", { id: "vol-logs", name: "logs", size: 5, totalUsage: 1.1 }],
          ]),
          containers: new Map([["ctr-web", webContainer()]]),
        },
      ],
    ]),
    certificates: new Map([
      ["cdn.example.com", { verified: true, completed: 0 }],
      ["pending.example.com", { verified: false, completed: 0 }],
    ]),
    pullZones: new Map([
      [
        "310245",
        {
          name: "web-demo",
          originUrl: "https://origin.example.com",
          hostnames: [
            { id: 5501, value: "web-demo.b-cdn.net", hasCertificate: true, isSystemHostname: true },
            { id: 5502, value: "cdn.example.com", hasCertificate: false, isSystemHostname: false },
          ],
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
        },
      ],
    ]),
    shieldZones: new Map([
      [
        "12345",
        {
          acceptsReviews: true,
          pullZoneId: 310245,
          triggeredRuleIds: new Set(["942100", "941100"]),
          wafReviews: new Map(),
          wafDisabledRules: new Set(["920350"]),
          wafLogOnlyRules: new Set(["913100"]),
          botMetrics: twentyEightDaysOfMetrics("12345", now),
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
    videoLibraries: new Map([
      [
        "4242",
        {
          allowReupload: false,
          videos: new Map(DEMO_VIDEO_IDS.map((id, i) => [id, { title: `Demo video ${i + 1}`, dateUploaded: "2026-01-01T00:00:00Z" }])),
        },
      ],
    ]),
    table: createDemoTable("4242", "web-demo.b-cdn.net"),
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
        UpdatedByUserId: "a3c1e0f2-5b7d-4e19-9c2a-6f0d8b4e7a31",
        PartnerUserId: null,
      },
    },
  };
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
    id: "ctr-web",
    name: "web",
    packageId: "pkg-7f3a9c",
    image: "ghcr.io/example/web:1.4.2",
    imageName: "web",
    imageNamespace: "example",
    imageTag: "1.4.2",
    imageRegistryId: "reg-ghcr-01",
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
        publicHost: "web-demo.b-cdn.net",
        type: "cdn",
        isSslEnabled: true,
        pullZoneId: "310245",
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
