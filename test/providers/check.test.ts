// Every resource's `check`, called in-process on the provider objects with 10,000 generated inputs
// each: wrong types, huge strings, unicode, negative and fractional numbers, prototype-pollution keys
// as own keys, path characters in ids, values unknown during a preview. The rules are modelled here
// independently of the schemas; `check` must never throw, must name exactly the invalid properties,
// must accept the valid inputs, and must never call the API.
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import fc from "fast-check";
import { containerLogForwardingProvider } from "../../src/providers/container-log-forwarding";
import { containerRegistryProvider } from "../../src/providers/container-registry";
import { containerAppProvider } from "../../src/providers/container-app";
import { dnsRecordProvider } from "../../src/providers/dns-record";
import { dnsZoneProvider } from "../../src/providers/dns-zone";
import { pullZoneProvider } from "../../src/providers/pull-zone";
import { pullZoneCachePurgeProvider } from "../../src/providers/pull-zone-cache-purge";
import { cachePurgeProvider } from "../../src/providers/cache-purge";
import { containerAppDeployProvider } from "../../src/providers/container-app-deploy";
import { containerAppRestartProvider } from "../../src/providers/container-app-restart";
import { containerAppUndeployProvider } from "../../src/providers/container-app-undeploy";
import { dnsZoneWildcardCertificateProvider } from "../../src/providers/dns-zone-wildcard-certificate";
import { dnsZoneRecordScanProvider } from "../../src/providers/dns-zone-record-scan";
import { videoCodecReencodeProvider } from "../../src/providers/video-codec-reencode";
import { videoFetchProvider } from "../../src/providers/video-fetch";
import { videoReencodeProvider } from "../../src/providers/video-reencode";
import { videoRepackageProvider } from "../../src/providers/video-repackage";
import { videoResolutionCleanupProvider } from "../../src/providers/video-resolution-cleanup";
import { videoSmartGenerateProvider } from "../../src/providers/video-smart-generate";
import { videoThumbnailProvider } from "../../src/providers/video-thumbnail";
import { videoTranscribeProvider } from "../../src/providers/video-transcribe";
import { pullZoneEdgeRuleProvider } from "../../src/providers/pull-zone-edge-rule";
import { pullZoneHostnameProvider } from "../../src/providers/pull-zone-hostname";
import { shieldAccessListProvider } from "../../src/providers/shield-access-list";
import { shieldAccessListConfigurationProvider } from "../../src/providers/shield-access-list-configuration";
import { shieldBotActionProvider } from "../../src/providers/shield-bot-action";
import { shieldBotCategoryActionProvider } from "../../src/providers/shield-bot-category-action";
import { shieldBotDetectionProvider } from "../../src/providers/shield-bot-detection";
import { shieldCustomResponsePageProvider } from "../../src/providers/shield-custom-response-page";
import { shieldApiGuardianProvider } from "../../src/providers/shield-api-guardian";
import { shieldApiGuardianEndpointProvider } from "../../src/providers/shield-api-guardian-endpoint";
import { shieldUploadScanningProvider } from "../../src/providers/shield-upload-scanning";
import { shieldZoneProvider } from "../../src/providers/shield-zone";
import { storageZoneProvider } from "../../src/providers/storage-zone";
import { videoCaptionProvider } from "../../src/providers/video-caption";
import { videoCollectionProvider } from "../../src/providers/video-collection";
import { videoLibraryProvider } from "../../src/providers/video-library";
import { externalDnsCertificateProvider } from "../../src/providers/external-dns-certificate";
import { externalDnsCertificateRequestProvider } from "../../src/providers/external-dns-certificate-request";
import { externalHttpCertificateProvider } from "../../src/providers/external-http-certificate";
import { externalHttpCertificateRequestProvider } from "../../src/providers/external-http-certificate-request";
import { videoProvider } from "../../src/providers/video";
import { videoUploadProvider } from "../../src/providers/video-upload";
import { volumeProvider } from "../../src/providers/volume";
import { wafRuleReviewProvider } from "../../src/providers/waf-rule-review";
import { resourceNames } from "../../src/providers";
import { shieldCustomWafRuleProvider } from "../../src/providers/shield-custom-waf-rule";
import { shieldRateLimitProvider } from "../../src/providers/shield-rate-limit";
import { ISO_639_1_CODES, VIDEO_OUTPUT_CODECS, VIDEO_RESOLUTIONS } from "../../src/schemas";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { configureRequest, simulatorConfig } from "../helpers/provider-config";
import { ensure, ensureEqual, holdsUnknown, hostileValue, isValidId, isValidIntegerId, pollutionKeys, prototypePolluted, topLevelProperty, validId, validIntegerId, validOrHostile } from "../helpers/hostile-values";

const RUNS = 10_000;

/** Property -> whether a value is valid for it (undefined = not given). */
type Rules = Record<string, (value: unknown) => boolean>;

interface CheckOutcome {
  inputs?: Record<string, unknown>;
  failures?: { property: string; reason: string }[];
}

interface Subject {
  check(olds: Record<string, unknown>, news: Record<string, unknown>): Promise<CheckOutcome>;
  rules: Rules;
  arbitraries: Record<string, fc.Arbitrary<unknown>>;
  /** The previous inputs `check` is given (none for a first deployment). */
  olds?: fc.Arbitrary<Record<string, unknown>>;
  /** Two properties of which exactly one must be given: the second is named where both are, the first where neither is. */
  exactlyOne?: readonly [string, string];
}

/** The property `exactlyOne` names as wrongly given in `declared` (none or one); a value a preview does not know is not judged. */
function exactlyOneViolation(declared: Record<string, unknown>, exactlyOne: Subject["exactlyOne"]): string[] {
  if (exactlyOne === undefined || exactlyOne.some((property) => holdsUnknown(declared[property]))) return [];
  const given = exactlyOne.filter((property) => declared[property] !== undefined);
  if (given.length === 1) return [];
  return [given.length === 0 ? exactlyOne[0] : exactlyOne[1]];
}

const required = (rule: (value: unknown) => boolean) => (value: unknown) => value !== undefined && (holdsUnknown(value) || rule(value));
const optional = (rule: (value: unknown) => boolean) => (value: unknown) => value === undefined || holdsUnknown(value) || rule(value);
const oneOf = (values: readonly unknown[]) => (value: unknown) => values.includes(value);
const distinctListOf = (values: readonly string[]) => (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => values.includes(item)) && new Set(value).size === value.length;
const isBoolean = (value: unknown) => typeof value === "boolean";
const isString = (value: unknown) => typeof value === "string";
const isInt32 = (value: unknown) => Number.isInteger(value) && Math.abs(value as number) <= 2 ** 31;
const isByte = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 255;
const isNumber = (value: unknown) => typeof value === "number" && Number.isFinite(value);
const isHostname = (value: unknown) =>
  typeof value === "string" && value.length <= 253 && value.split(".").every((label) => /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label));

/** The trigger resources of the video API, whose `libraryId` is a whole number in text, as the resources take ids. */
const VIDEO_TRIGGERS = [
  "VideoReencode",
  "VideoTranscribe",
  "VideoRepackage",
  "VideoSmartGenerate",
  "VideoThumbnail",
  "VideoResolutionCleanup",
  "VideoFetch",
  "VideoCodecReencode",
];

/**
 * The id `check` makes of a valid declared one: its string, and for a pull zone, an edge script or a pull zone's
 * storage zone (compared with the id the API reports) without leading zeros; but a part of the resource's own id (an
 * edge rule's or a hostname's zone), kept as given. A video trigger resource's library and a DNS zone trigger
 * resource's zone, parameters of their call, lose their leading zeros too.
 */
const expectedId = (property: string, declared: unknown, resource: string) =>
  (["pullZoneId", "scriptId", "storageZoneId"].includes(property) && resource !== "PullZoneEdgeRule" && resource !== "PullZoneHostname") ||
  (property === "libraryId" && VIDEO_TRIGGERS.includes(resource)) ||
  (property === "zoneId" && ["DnsZoneWildcardCertificate", "DnsZoneRecordScan"].includes(resource))
    ? String(declared).replace(/^0+(?=[0-9])/, "")
    : String(declared);

/** Sometimes missing, else valid or hostile (`validWeight` to 1). */
const maybe = (valid: fc.Arbitrary<unknown>, validWeight = 3) =>
  fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 6, arbitrary: validOrHostile(valid, validWeight) });

let sim: RunningSimulator;
let dir: string;
let videoFile: string;
/** The inputs a previous deployment stored for videoFile: with them, check does not read the unchanged file again. */
let previousVideo: Record<string, unknown>;

beforeAll(async () => {
  sim = await startSimulator({ apiKey: "fuzz-check-account-key-4b1e", videoApiKey: "fuzz-check-video-key-c07a" });
  const request = configureRequest(simulatorConfig(sim));
  const providers = [volumeProvider, externalDnsCertificateProvider, wafRuleReviewProvider, videoUploadProvider, videoProvider];
  for (const provider of [
    ...providers,
    dnsZoneProvider,
    dnsRecordProvider,
    storageZoneProvider,
    pullZoneProvider,
    pullZoneEdgeRuleProvider,
    pullZoneHostnameProvider,
    videoLibraryProvider,
    videoCollectionProvider,
    videoCaptionProvider,
    shieldAccessListProvider,
    containerRegistryProvider,
    containerLogForwardingProvider,
    containerAppProvider,
    shieldCustomWafRuleProvider,
    shieldRateLimitProvider,
    shieldZoneProvider,
    pullZoneCachePurgeProvider,
    cachePurgeProvider,
    shieldBotDetectionProvider,
    shieldCustomResponsePageProvider,
    shieldAccessListConfigurationProvider,
    shieldBotActionProvider,
    shieldBotCategoryActionProvider,
    shieldUploadScanningProvider,
    shieldApiGuardianProvider,
    shieldApiGuardianEndpointProvider,
    containerAppRestartProvider,
    containerAppDeployProvider,
    containerAppUndeployProvider,
    videoReencodeProvider,
    videoTranscribeProvider,
    videoRepackageProvider,
    videoSmartGenerateProvider,
    dnsZoneWildcardCertificateProvider,
    dnsZoneRecordScanProvider,
    externalDnsCertificateRequestProvider,
    externalHttpCertificateRequestProvider,
    externalHttpCertificateProvider,
    videoThumbnailProvider,
    videoResolutionCleanupProvider,
    videoFetchProvider,
    videoCodecReencodeProvider,
  ]) {
    await provider.configure(request);
  }
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "fuzz-check-"));
  videoFile = path.join(dir, "clip.mp4");
  await fs.writeFile(videoFile, "a small video");
  const stat = await fs.stat(videoFile);
  previousVideo = { filePath: videoFile, bytes: stat.size, mtimeMs: stat.mtimeMs, sha256: createHash("sha256").update("a small video").digest("hex") };
});

afterAll(async () => {
  await sim?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

function subjects(): Record<string, Subject> {
  /** A trigger resource of a container app, whose one input is the app's id. */
  const appTrigger = (provider: typeof containerAppRestartProvider): Subject => ({
    check: (olds, news) => provider.check(olds, news) as Promise<CheckOutcome>,
    rules: { appId: required(isValidId), triggers: optional(Array.isArray) },
    arbitraries: { appId: maybe(validId), triggers: maybe(fc.array(hostileValue, { maxLength: 4 })) },
  });
  const isReadableFile = (value: unknown) => value === videoFile;
  const listOf = (values: readonly string[]) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.uniqueArray(fc.constantFrom(...values), { minLength: 1 }) },
      { weight: 1, arbitrary: fc.constantFrom([], [values[0], values[0]], [values[0].toUpperCase()], values[0]) },
    );
  const uploadOptionRules: Rules = {
    jitEnabled: optional(isBoolean),
    enabledResolutions: optional(distinctListOf(VIDEO_RESOLUTIONS)),
    enabledOutputCodecs: optional(distinctListOf(VIDEO_OUTPUT_CODECS)),
    transcribeEnabled: optional(isBoolean),
    transcribeLanguages: optional(distinctListOf(ISO_639_1_CODES)),
    sourceLanguage: optional(oneOf(ISO_639_1_CODES)),
    generateTitle: optional(isBoolean),
    generateDescription: optional(isBoolean),
    generateChapters: optional(isBoolean),
    generateMoments: optional(isBoolean),
  };
  const uploadOptionArbitraries = {
    jitEnabled: maybe(fc.boolean(), 12),
    enabledResolutions: maybe(listOf(VIDEO_RESOLUTIONS), 12),
    enabledOutputCodecs: maybe(listOf(VIDEO_OUTPUT_CODECS), 12),
    transcribeEnabled: maybe(fc.boolean(), 12),
    transcribeLanguages: maybe(listOf(ISO_639_1_CODES), 12),
    sourceLanguage: maybe(fc.constantFrom(...ISO_639_1_CODES, "EN", "eng", "xx", "bh"), 12),
    generateTitle: maybe(fc.boolean(), 12),
    generateDescription: maybe(fc.boolean(), 12),
    generateChapters: maybe(fc.boolean(), 12),
    generateMoments: maybe(fc.boolean(), 12),
  };
  const filePaths = (readableWeight: number) =>
    fc.oneof(
      { weight: readableWeight, arbitrary: fc.constant(videoFile) },
      { weight: 1, arbitrary: fc.constantFrom(dir, path.join(dir, "missing.mp4"), `${videoFile}\u0000`, `${dir}/../${path.basename(dir)}/nothing`, "") },
      { weight: 1, arbitrary: hostileValue },
    );
  return {
    Volume: {
      check: (olds, news) => volumeProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        appId: required(isValidId),
        volumeId: required(isValidId),
        name: optional((value) => value === null || (typeof value === "string" && /^[A-Za-z0-9_-]{1,50}$/.test(value))),
        size: optional((value) => value === null || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100)),
      },
      arbitraries: {
        appId: maybe(validId),
        volumeId: maybe(validId),
        name: maybe(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,50}$/), fc.constant(null), fc.stringMatching(/^[A-Za-z0-9_-]{51,60}$/))),
        size: maybe(fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constant(null), fc.integer({ min: -5, max: 105 }))),
      },
    },
    ExternalDnsCertificate: {
      check: (olds, news) => externalDnsCertificateProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: { hostname: required(isHostname), triggers: optional(Array.isArray), pullZoneId: optional(isValidIntegerId) },
      arbitraries: {
        hostname: maybe(fc.oneof(fc.domain(), fc.constantFrom("cdn.example.com", "-bad.example.com", "a..b", "example.com.", `${"a".repeat(64)}.com`, `${"a.".repeat(127)}a`))),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
        pullZoneId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId })),
      },
    },
    ExternalHttpCertificate: {
      check: (olds, news) => externalHttpCertificateProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: { hostname: required(isHostname), triggers: optional(Array.isArray), pullZoneId: optional(isValidIntegerId) },
      arbitraries: {
        hostname: maybe(fc.oneof(fc.domain(), fc.constantFrom("cdn.example.com", "-bad.example.com", "a..b", "example.com.", `${"a".repeat(64)}.com`, `${"a.".repeat(127)}a`))),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
        pullZoneId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId })),
      },
    },
    ExternalDnsCertificateRequest: {
      check: (olds, news) => externalDnsCertificateRequestProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: { hostname: required((value) => isString(value) && value.length > 0), triggers: optional(Array.isArray) },
      arbitraries: {
        hostname: maybe(fc.oneof(fc.domain(), fc.constantFrom("", "cdn.example.com"), fc.integer())),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
      },
    },
    ExternalHttpCertificateRequest: {
      check: (olds, news) => externalHttpCertificateRequestProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: { hostname: required((value) => isString(value) && value.length > 0), triggers: optional(Array.isArray) },
      arbitraries: {
        hostname: maybe(fc.oneof(fc.domain(), fc.constantFrom("", "cdn.example.com"), fc.integer())),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
      },
    },
    PullZoneCachePurge: {
      check: (olds, news) => pullZoneCachePurgeProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: { pullZoneId: required(isValidIntegerId), cacheTag: optional(isString), triggers: optional(Array.isArray) },
      arbitraries: {
        pullZoneId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId })),
        cacheTag: maybe(fc.string()),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
      },
    },
    CachePurge: {
      check: (olds, news) => cachePurgeProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: { url: required(isString), async: optional(isBoolean), exactPath: optional(isBoolean), triggers: optional(Array.isArray) },
      arbitraries: {
        url: maybe(fc.webUrl()),
        async: maybe(fc.boolean()),
        exactPath: maybe(fc.boolean()),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
      },
    },
    ContainerAppRestart: appTrigger(containerAppRestartProvider),
    ContainerAppDeploy: appTrigger(containerAppDeployProvider),
    ContainerAppUndeploy: appTrigger(containerAppUndeployProvider),
    DnsZoneWildcardCertificate: {
      check: (olds, news) => dnsZoneWildcardCertificateProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: { zoneId: required(isValidIntegerId), domain: optional(isString), triggers: optional(Array.isArray) },
      arbitraries: {
        zoneId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId })),
        domain: maybe(fc.oneof(fc.domain(), fc.constant(7))),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
      },
    },
    DnsZoneRecordScan: {
      check: (olds, news) => dnsZoneRecordScanProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: { zoneId: optional(isValidIntegerId), domain: optional(isString), triggers: optional(Array.isArray) },
      exactlyOne: ["zoneId", "domain"],
      arbitraries: {
        zoneId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId })),
        domain: maybe(fc.oneof(fc.domain(), fc.constant(7))),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
      },
    },
    VideoReencode: {
      check: (olds, news) => videoReencodeProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        libraryId: required(isValidIntegerId),
        videoId: required(isValidId),
        libraryApiKey: optional((value) => isString(value) && value.length > 0),
        triggers: optional(Array.isArray),
      },
      arbitraries: {
        libraryId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId })),
        videoId: maybe(validId),
        libraryApiKey: maybe(fc.string({ maxLength: 8 })),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
      },
    },
    VideoRepackage: {
      check: (olds, news) => videoRepackageProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        libraryId: required(isValidIntegerId),
        videoId: required(isValidId),
        keepOriginalFiles: optional(isBoolean),
        libraryApiKey: optional((value) => isString(value) && value.length > 0),
        triggers: optional(Array.isArray),
      },
      arbitraries: {
        libraryId: maybe(validIntegerId),
        videoId: maybe(validId),
        keepOriginalFiles: maybe(fc.oneof(fc.boolean(), fc.constant("no"))),
        libraryApiKey: maybe(fc.string({ maxLength: 8 })),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
      },
    },
    VideoSmartGenerate: {
      check: (olds, news) => videoSmartGenerateProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        libraryId: required(isValidIntegerId),
        videoId: required(isValidId),
        generateChapters: optional(isBoolean),
        sourceLanguage: optional(isString),
        triggers: optional(Array.isArray),
      },
      arbitraries: {
        libraryId: maybe(validIntegerId),
        videoId: maybe(validId),
        generateChapters: maybe(fc.oneof(fc.boolean(), fc.constant("yes"))),
        sourceLanguage: maybe(fc.oneof(fc.constant("en"), fc.constant(3))),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
      },
    },
    VideoResolutionCleanup: {
      check: (olds, news) => videoResolutionCleanupProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        libraryId: required(isValidIntegerId),
        videoId: required(isValidId),
        resolutionsToDelete: optional(isString),
        deleteNonConfiguredResolutions: optional(isBoolean),
        dryRun: optional(isBoolean),
        libraryApiKey: optional((value) => isString(value) && value.length > 0),
        triggers: optional(Array.isArray),
      },
      arbitraries: {
        libraryId: maybe(validIntegerId),
        videoId: maybe(validId),
        resolutionsToDelete: maybe(fc.oneof(fc.constant("240p,360p"), fc.constant(240))),
        deleteNonConfiguredResolutions: maybe(fc.oneof(fc.boolean(), fc.constant("no"))),
        dryRun: maybe(fc.oneof(fc.boolean(), fc.constant(1))),
        libraryApiKey: maybe(fc.string({ maxLength: 8 })),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
      },
    },
    VideoFetch: {
      check: (olds, news) => videoFetchProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        libraryId: required(isValidIntegerId),
        url: required((value) => isString(value) && value.length > 0),
        // A map of texts by header name; an own `__proto__` key is dropped, as every object's is, never taken as a header.
        headers: optional(
          (value) =>
            typeof value === "object" &&
            value !== null &&
            !Array.isArray(value) &&
            Object.entries(value)
              .filter(([name]) => name !== "__proto__")
              .every(([, text]) => isString(text)),
        ),
        title: optional(isString),
        collectionId: optional(isString),
        thumbnailTime: optional(isInt32),
        libraryApiKey: optional((value) => isString(value) && value.length > 0),
        triggers: optional(Array.isArray),
      },
      arbitraries: {
        libraryId: maybe(validIntegerId, 12),
        url: maybe(fc.webUrl(), 12),
        headers: maybe(
          fc.oneof(
            { weight: 6, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }) },
            { weight: 1, arbitrary: fc.constant({ Authorization: 1 }) },
          ),
          12,
        ),
        title: maybe(fc.string({ maxLength: 8 }), 12),
        collectionId: maybe(fc.uuid(), 12),
        thumbnailTime: maybe(fc.integer({ min: 0, max: 100_000 }), 12),
        libraryApiKey: maybe(fc.string({ minLength: 1, maxLength: 8 }), 12),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 }), 12),
      },
    },
    VideoCodecReencode: {
      check: (olds, news) => videoCodecReencodeProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        libraryId: required(isValidIntegerId),
        videoId: required(isValidId),
        outputCodecId: required(oneOf(["x264", "vp9", "hevc", "av1"])),
        libraryApiKey: optional((value) => isString(value) && value.length > 0),
        triggers: optional(Array.isArray),
      },
      arbitraries: {
        libraryId: maybe(validIntegerId),
        videoId: maybe(validId),
        outputCodecId: maybe(fc.constantFrom("x264", "vp9", "hevc", "av1", "VP9", "vp8", 1)),
        libraryApiKey: maybe(fc.string({ maxLength: 8 })),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
      },
    },
    VideoThumbnail: {
      check: (olds, news) => videoThumbnailProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        libraryId: required(isValidIntegerId),
        videoId: required(isValidId),
        thumbnailUrl: required(isString),
        libraryApiKey: optional((value) => isString(value) && value.length > 0),
        triggers: optional(Array.isArray),
      },
      arbitraries: {
        libraryId: maybe(validIntegerId),
        videoId: maybe(validId),
        thumbnailUrl: maybe(fc.oneof(fc.constant("https://images.example.com/poster.jpg"), fc.constant(42))),
        libraryApiKey: maybe(fc.string({ maxLength: 8 })),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
      },
    },
    VideoTranscribe: {
      check: (olds, news) => videoTranscribeProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        libraryId: required(isValidIntegerId),
        videoId: required(isValidId),
        force: optional(isBoolean),
        targetLanguages: optional((value) => Array.isArray(value) && value.every(isString)),
        sourceLanguage: optional(isString),
        triggers: optional(Array.isArray),
      },
      arbitraries: {
        libraryId: maybe(validIntegerId),
        videoId: maybe(validId),
        force: maybe(fc.oneof(fc.boolean(), fc.constant("yes"))),
        targetLanguages: maybe(fc.oneof(fc.array(fc.constantFrom("en", "de")), fc.constant("de"))),
        sourceLanguage: maybe(fc.oneof(fc.constant("en"), fc.constant(3))),
        triggers: maybe(fc.array(hostileValue, { maxLength: 4 })),
      },
    },
    WafRuleReview: {
      check: (olds, news) => wafRuleReviewProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        shieldZoneId: required(isValidIntegerId),
        ruleId: required(isValidId),
        action: required(oneOf(["ignore", "logOnly", "disableRule"])),
      },
      arbitraries: {
        shieldZoneId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId })),
        ruleId: maybe(validId),
        // The valid actions weigh as much as the invalid ones: the valid runs (about 8%) stay above the floor of a
        // twentieth whatever the random seed.
        action: maybe(
          fc.oneof(
            fc.constantFrom("ignore", "logOnly", "disableRule"),
            fc.constantFrom("Ignore", "LogOnly", 0, 1, 2, "disable_rule"),
          ),
        ),
      },
    },
    VideoUpload: {
      check: (olds, news) => videoUploadProvider.check(olds, news) as Promise<CheckOutcome>,
      olds: fc.constantFrom({}, previousVideo),
      rules: {
        libraryId: required(isValidIntegerId),
        videoId: required(isValidId),
        filePath: required(isReadableFile),
        ...uploadOptionRules,
      },
      arbitraries: {
        libraryId: maybe(fc.oneof(validIntegerId, validId), 12),
        videoId: maybe(validId, 12),
        filePath: filePaths(8),
        ...uploadOptionArbitraries,
      },
    },
    Video: {
      check: (olds, news) => videoProvider.check(olds, news) as Promise<CheckOutcome>,
      olds: fc.constantFrom({}, previousVideo),
      rules: {
        libraryId: required(isValidIntegerId),
        title: required((value) => typeof value === "string" && value.length > 0),
        collectionId: optional((value) => typeof value === "string"),
        thumbnailTime: optional((value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 2_147_483_647),
        filePath: optional(isReadableFile),
        ...uploadOptionRules,
      },
      arbitraries: {
        libraryId: maybe(fc.oneof(validIntegerId, validId), 12),
        title: maybe(fc.oneof({ weight: 9, arbitrary: fc.string({ minLength: 1 }) }, { weight: 1, arbitrary: fc.constant("") }), 12),
        collectionId: maybe(fc.uuid(), 12),
        thumbnailTime: maybe(
          fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 0, max: 2_147_483_647 }) }, { weight: 1, arbitrary: fc.constantFrom(-1, 1.5, 2_147_483_648) }),
          12,
        ),
        filePath: fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 8, arbitrary: filePaths(8) }),
        ...uploadOptionArbitraries,
      },
    },
    DnsZone: {
      check: (olds, news) => dnsZoneProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        domain: required((value) => isString(value) && value.length > 0),
        customNameserversEnabled: optional(isBoolean),
        nameserver1: optional(isString),
        nameserver2: optional(isString),
        soaEmail: optional(isString),
        loggingEnabled: optional(isBoolean),
        logAnonymizationType: optional(oneOf(["OneDigit", "Drop"])),
        certificateKeyType: optional(oneOf(["Ecdsa", "Rsa"])),
        loggingIPAnonymizationEnabled: optional(isBoolean),
      },
      arbitraries: {
        domain: maybe(fc.oneof({ weight: 9, arbitrary: fc.domain() }, { weight: 1, arbitrary: fc.constant("") }), 12),
        customNameserversEnabled: maybe(fc.boolean(), 12),
        nameserver1: maybe(fc.domain(), 12),
        nameserver2: maybe(fc.domain(), 12),
        soaEmail: maybe(fc.emailAddress(), 12),
        loggingEnabled: maybe(fc.boolean(), 12),
        logAnonymizationType: maybe(fc.constantFrom("OneDigit", "Drop", "onedigit", 0, 1), 12),
        certificateKeyType: maybe(fc.constantFrom("Ecdsa", "Rsa", "RSA", 1), 12),
        loggingIPAnonymizationEnabled: maybe(fc.boolean(), 12),
      },
    },
    DnsRecord: {
      check: (olds, news) => dnsRecordProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        zoneId: required(isValidIntegerId),
        type: required(oneOf(["A", "AAAA", "CNAME", "TXT", "MX", "Redirect", "Flatten", "PullZone", "SRV", "CAA", "PTR", "Script", "NS", "SVCB", "HTTPS", "TLSA"])),
        ttl: optional(isInt32),
        value: optional(isString),
        name: optional(isString),
        weight: optional(isInt32),
        priority: optional(isInt32),
        flags: optional(isByte),
        tag: optional(isString),
        port: optional(isInt32),
        pullZoneId: optional(isValidIntegerId),
        scriptId: optional(isValidIntegerId),
        accelerated: optional(isBoolean),
        monitorType: optional(oneOf(["None", "Ping", "Http", "Monitor"])),
        geolocationLatitude: optional(isNumber),
        geolocationLongitude: optional(isNumber),
        latencyZone: optional(isString),
        smartRoutingType: optional(oneOf(["None", "Latency", "Geolocation"])),
        disabled: optional(isBoolean),
        comment: optional(isString),
        autoSslIssuance: optional(isBoolean),
      },
      arbitraries: {
        zoneId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId }), 12),
        type: maybe(fc.constantFrom("A", "AAAA", "CNAME", "TXT", "MX", "SRV", "CAA", "a", "ALIAS", 0), 12),
        ttl: maybe(fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 0, max: 86_400 }) }, { weight: 1, arbitrary: fc.constant(1.5) }), 12),
        value: maybe(fc.string(), 12),
        name: maybe(fc.string(), 12),
        weight: maybe(fc.integer({ min: 0, max: 100 }), 12),
        priority: maybe(fc.integer({ min: 0, max: 100 }), 12),
        flags: maybe(fc.integer({ min: 0, max: 255 }), 12),
        tag: maybe(fc.constantFrom("issue", "issuewild", "iodef"), 12),
        port: maybe(fc.integer({ min: 0, max: 65_535 }), 12),
        pullZoneId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId }), 12),
        scriptId: maybe(validIntegerId, 12),
        accelerated: maybe(fc.boolean(), 12),
        monitorType: maybe(fc.constantFrom("None", "Ping", "Http", "Monitor", "http"), 12),
        geolocationLatitude: maybe(fc.double({ min: -90, max: 90, noNaN: true }), 12),
        geolocationLongitude: maybe(fc.double({ min: -180, max: 180, noNaN: true }), 12),
        latencyZone: maybe(fc.constantFrom("DE", "NY", "SG"), 12),
        smartRoutingType: maybe(fc.constantFrom("None", "Latency", "Geolocation", 2), 12),
        disabled: maybe(fc.boolean(), 12),
        comment: maybe(fc.string(), 12),
        autoSslIssuance: maybe(fc.boolean(), 12),
      },
    },
    StorageZone: {
      check: (olds, news) => storageZoneProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        name: required((value) => isString(value) && value.length > 0),
        region: required((value) => isString(value) && value.length > 0),
        replicationRegions: optional((value) => Array.isArray(value) && value.every(isString)),
        zoneTier: optional(oneOf(["Standard", "Edge"])),
        storageZoneType: optional(oneOf(["NotSupported", "Supported"])),
        originUrl: optional(isString),
        custom404FilePath: optional(isString),
        rewrite404To200: optional(isBoolean),
      },
      arbitraries: {
        name: maybe(fc.oneof({ weight: 9, arbitrary: fc.stringMatching(/^[a-z0-9-]{4,20}$/) }, { weight: 1, arbitrary: fc.constant("") }), 12),
        region: maybe(fc.constantFrom("DE", "NY", "SG", ""), 12),
        replicationRegions: maybe(fc.array(fc.constantFrom("DE", "NY", "SG", "LA"), { maxLength: 3 }), 12),
        zoneTier: maybe(fc.constantFrom("Standard", "Edge", "edge", 1), 12),
        storageZoneType: maybe(fc.constantFrom("NotSupported", "Supported", 0), 12),
        originUrl: maybe(fc.webUrl(), 12),
        custom404FilePath: maybe(fc.constantFrom("/404.html", "/missing/index.html"), 12),
        rewrite404To200: maybe(fc.boolean(), 12),
      },
    },
    PullZone: {
      check: (olds, news) => pullZoneProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        name: required((value) => isString(value) && value.length > 0),
        originUrl: optional(isString),
        type: optional(oneOf(["Premium", "Volume"])),
        originType: optional(oneOf(["OriginUrl", "DnsAccelerate", "StorageZone", "LoadBalancer", "EdgeScript", "MagicContainers", "PushZone"])),
        storageZoneId: optional(isValidIntegerId),
        blockedIps: optional((value) => Array.isArray(value) && value.every(isString)),
        allowedReferrers: optional((value) => Array.isArray(value) && value.every(isString)),
        optimizerImageQuality: optional((value) => isInt32(value) && (value as number) >= 1 && (value as number) <= 100),
        originShieldMaxConcurrentRequests: optional((value) => isInt32(value) && (value as number) >= 1 && (value as number) <= 10000),
        useStaleWhileOffline: optional(isBoolean),
      },
      arbitraries: {
        name: maybe(fc.oneof({ weight: 9, arbitrary: fc.stringMatching(/^[a-z0-9-]{4,20}$/) }, { weight: 1, arbitrary: fc.constant("") }), 12),
        originUrl: maybe(fc.webUrl(), 12),
        type: maybe(fc.constantFrom("Premium", "Volume", "volume", 1), 12),
        originType: maybe(fc.constantFrom("OriginUrl", "StorageZone", "EdgeScript", "Script", 4), 12),
        storageZoneId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId }), 12),
        blockedIps: maybe(fc.array(fc.ipV4(), { maxLength: 3 }), 12),
        allowedReferrers: maybe(fc.array(fc.domain(), { maxLength: 3 }), 12),
        optimizerImageQuality: maybe(fc.integer({ min: -5, max: 120 }), 12),
        originShieldMaxConcurrentRequests: maybe(fc.integer({ min: 0, max: 10_001 }), 12),
        useStaleWhileOffline: maybe(fc.boolean(), 12),
      },
    },
    PullZoneEdgeRule: {
      check: (olds, news) => pullZoneEdgeRuleProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        pullZoneId: required(isValidIntegerId),
        actionType: optional(oneOf(edgeRuleActions)),
        actionParameter1: optional(isString),
        actionParameter2: optional(isString),
        actionParameter3: optional(isString),
        triggers: optional(listOfObjects({ type: oneOf(triggerTypes), patternMatches: isStringList, patternMatchingType: oneOf(matchingTypes), parameter1: isString })),
        extraActions: optional(
          listOfObjects({ actionType: oneOf(edgeRuleActions), actionParameter1: isString, actionParameter2: isString, actionParameter3: isString }),
        ),
        triggerMatchingType: optional(oneOf(matchingTypes)),
        description: optional(isString),
        enabled: optional(isBoolean),
        orderIndex: optional((value) => Number.isInteger(value) && Math.abs(value as number) < 2 ** 31),
      },
      arbitraries: {
        pullZoneId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId }), 12),
        actionType: maybe(fc.constantFrom(...edgeRuleActions, "redirect", 1), 12),
        actionParameter1: maybe(fc.string(), 12),
        actionParameter2: maybe(fc.string(), 12),
        actionParameter3: maybe(fc.string(), 12),
        triggers: maybe(
          fc.array(
            fc.record(
              {
                type: fc.constantFrom(...triggerTypes, "url", 0),
                patternMatches: fc.oneof({ weight: 9, arbitrary: fc.array(fc.string(), { maxLength: 3 }) }, { weight: 1, arbitrary: fc.string() }),
                patternMatchingType: fc.constantFrom(...matchingTypes, 2),
                parameter1: fc.oneof({ weight: 9, arbitrary: fc.string() }, { weight: 1, arbitrary: fc.constant(7) }),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 2 },
          ),
          12,
        ),
        extraActions: maybe(
          fc.array(fc.record({ actionType: fc.constantFrom(...edgeRuleActions, "block"), actionParameter1: fc.string() }, { requiredKeys: [] }), {
            maxLength: 2,
          }),
          12,
        ),
        triggerMatchingType: maybe(fc.constantFrom(...matchingTypes, "matchAny", 1), 12),
        description: maybe(fc.string(), 12),
        enabled: maybe(fc.boolean(), 12),
        orderIndex: maybe(fc.oneof({ weight: 9, arbitrary: fc.integer({ min: -10, max: 1000 }) }, { weight: 1, arbitrary: fc.constant(1.5) }), 12),
      },
    },
    PullZoneHostname: {
      check: (olds, news) => pullZoneHostnameProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        pullZoneId: required(isValidIntegerId),
        hostname: required((value) => isString(value) && value.length > 0),
        hasCertificate: optional(isBoolean),
        forceSSL: optional(isBoolean),
        certificateKeyType: optional(oneOf(["Ecdsa", "Rsa"])),
      },
      arbitraries: {
        pullZoneId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId }), 12),
        hostname: maybe(fc.oneof({ weight: 9, arbitrary: fc.domain() }, { weight: 1, arbitrary: fc.constant("") }), 12),
        hasCertificate: maybe(fc.boolean(), 12),
        forceSSL: maybe(fc.boolean(), 12),
        certificateKeyType: maybe(fc.constantFrom("Ecdsa", "Rsa", "RSA", 1), 12),
      },
    },
    ContainerRegistry: {
      check: (olds, news) => containerRegistryProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        displayName: required((value) => isString(value) && value.length >= 1 && value.length <= 50),
        type: optional(oneOf(["dockerHub", "gitHub", "bunnyRegistry"])),
        passwordCredentials: optional(
          (value) =>
            typeof value === "object" &&
            value !== null &&
            Object.keys(value).every((key) => ["userName", "password"].includes(key)) &&
            ["userName", "password"].every((key) => isString((value as Record<string, unknown>)[key]) && ((value as Record<string, string>)[key]).length > 0),
        ),
      },
      arbitraries: {
        displayName: maybe(fc.oneof({ weight: 9, arbitrary: fc.string({ minLength: 1, maxLength: 50 }) }, { weight: 1, arbitrary: fc.constantFrom("", "x".repeat(51)) }), 12),
        type: maybe(fc.constantFrom("dockerHub", "gitHub", "bunnyRegistry", "GitHub", 1), 12),
        passwordCredentials: maybe(
          fc.record({ userName: fc.oneof(fc.string({ minLength: 1 }), fc.constant("")), password: fc.oneof(fc.string({ minLength: 1 }), fc.constant("")) }),
          12,
        ),
      },
    },
    ContainerLogForwarding: {
      check: (olds, news) => containerLogForwardingProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        appId: required((value) => isString(value) && value.length > 0),
        type: required(oneOf(["SyslogUdp", "SyslogTcp"])),
        endpoint: required(isString),
        port: required(Number.isSafeInteger),
        token: optional(isString),
        format: required(oneOf(["SyslogRfc3164", "SyslogRfc5424"])),
        enabled: required(isBoolean),
      },
      arbitraries: {
        appId: maybe(fc.oneof({ weight: 19, arbitrary: fc.constantFrom("app-demo", "app-1001") }, { weight: 1, arbitrary: fc.constant("") }), 40),
        type: maybe(fc.oneof({ weight: 19, arbitrary: fc.constantFrom("SyslogUdp", "SyslogTcp") }, { weight: 1, arbitrary: fc.constantFrom("syslogTcp", 1) }), 40),
        endpoint: maybe(fc.domain(), 40),
        port: maybe(fc.oneof({ weight: 19, arbitrary: fc.integer({ min: 1, max: 65535 }) }, { weight: 1, arbitrary: fc.constant(1.5) }), 40),
        token: maybe(fc.string(), 12),
        format: maybe(fc.oneof({ weight: 19, arbitrary: fc.constantFrom("SyslogRfc3164", "SyslogRfc5424") }, { weight: 1, arbitrary: fc.constant("Json") }), 40),
        enabled: maybe(fc.boolean(), 40),
      },
    },
    ShieldZone: {
      check: (olds, news) => shieldZoneProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        pullZoneId: required(isValidIntegerId),
        planType: optional(oneOf(["Basic", "Advanced", "Business", "Enterprise"])),
        wafEnabled: optional(isBoolean),
        wafExecutionMode: optional(oneOf(["Log", "Block"])),
        dDoSShieldSensitivity: optional(oneOf(["Off", "Low", "Medium", "High", "Challenge"])),
        whitelabelResponsePages: optional(isBoolean),
      },
      arbitraries: {
        pullZoneId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId }), 12),
        planType: maybe(fc.constantFrom("Basic", "Advanced", "Business", "Enterprise", "Gold"), 12),
        wafEnabled: maybe(fc.boolean(), 12),
        wafExecutionMode: maybe(fc.constantFrom("Log", "Block", "Drop"), 12),
        dDoSShieldSensitivity: maybe(fc.constantFrom("Off", "Low", "Medium", "High", "Challenge", "Max"), 12),
        whitelabelResponsePages: maybe(fc.boolean(), 12),
      },
    },
    ShieldBotDetection: {
      check: (olds, news) => shieldBotDetectionProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        shieldZoneId: required(isValidIntegerId),
        executionMode: optional(oneOf(["LogOnly", "Challenge"])),
        ipAddress: optional(
          (value) =>
            typeof value === "object" &&
            value !== null &&
            !Array.isArray(value) &&
            oneOf([undefined, "Off", "Low", "Medium", "High"])((value as Record<string, unknown>).sensitivity),
        ),
      },
      arbitraries: {
        shieldZoneId: maybe(validIntegerId, 12),
        executionMode: maybe(fc.constantFrom("LogOnly", "Challenge", "Block", 1), 12),
        ipAddress: maybe(fc.record({ sensitivity: fc.constantFrom("Off", "Low", "Medium", "High", "Extreme", 2) }, { requiredKeys: [] }), 12),
      },
    },
    ShieldCustomResponsePage: {
      check: (olds, news) => shieldCustomResponsePageProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        shieldZoneId: required(isValidIntegerId),
        pageType: required(oneOf(["block", "challenge", "ratelimit"])),
        html: required((value) => isString(value) && value.length > 0),
      },
      arbitraries: {
        shieldZoneId: maybe(validIntegerId, 12),
        pageType: maybe(fc.constantFrom("block", "challenge", "ratelimit", "Block", "error", 1), 12),
        html: maybe(fc.oneof({ weight: 9, arbitrary: fc.string({ minLength: 1 }) }, { weight: 1, arbitrary: fc.constant("") }), 12),
      },
    },
    ShieldAccessListConfiguration: {
      check: (olds, news) => shieldAccessListConfigurationProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        shieldZoneId: required(isValidIntegerId),
        configurationId: required(isValidIntegerId),
        isEnabled: optional((value) => typeof value === "boolean"),
        action: optional(oneOf(["None", "Allow", "Block", "Challenge", "Log", "Bypass"])),
      },
      arbitraries: {
        shieldZoneId: maybe(validIntegerId, 12),
        configurationId: maybe(validIntegerId, 12),
        isEnabled: maybe(fc.constantFrom(true, false, "yes", 1), 12),
        action: maybe(fc.constantFrom("Allow", "Block", "Challenge", "Deny", 2), 12),
      },
    },
    ShieldBotCategoryAction: {
      check: (olds, news) => shieldBotCategoryActionProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        shieldZoneId: required(isValidIntegerId),
        category: required(isValidIntegerId),
        categoryAction: optional(oneOf(["None", "Block", "Allow"])),
      },
      arbitraries: {
        shieldZoneId: maybe(validIntegerId, 12),
        category: maybe(validIntegerId, 12),
        categoryAction: maybe(fc.constantFrom("Block", "Allow", "Ignore", 1), 12),
      },
    },
    ShieldBotAction: {
      check: (olds, news) => shieldBotActionProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        shieldZoneId: required(isValidIntegerId),
        botId: required(isValidIntegerId),
        action: optional(oneOf(["None", "Block", "Allow", "Ignore"])),
      },
      arbitraries: {
        shieldZoneId: maybe(validIntegerId, 12),
        botId: maybe(validIntegerId, 12),
        action: maybe(fc.constantFrom("Block", "Allow", "Ignore", "Challenge", 1), 12),
      },
    },
    ShieldUploadScanning: {
      check: (olds, news) => shieldUploadScanningProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        shieldZoneId: required(isValidIntegerId),
        isEnabled: optional(isBoolean),
        antivirusScanningMode: optional(oneOf(["Disabled", "Log", "Block"])),
      },
      arbitraries: {
        shieldZoneId: maybe(validIntegerId, 12),
        isEnabled: maybe(fc.constantFrom(true, false, "true", 1), 12),
        antivirusScanningMode: maybe(fc.constantFrom("Disabled", "Log", "Block", "Quarantine", 2), 12),
      },
    },
    ShieldApiGuardian: {
      check: (olds, news) => shieldApiGuardianProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        shieldZoneId: required(isValidIntegerId),
        executionMode: optional(oneOf(["Log", "Block"])),
        unmatchedPathAction: optional(oneOf(["Block", "Log", "Ignore"])),
      },
      arbitraries: {
        shieldZoneId: maybe(validIntegerId, 12),
        executionMode: maybe(fc.constantFrom("Log", "Block", "Drop", 1), 12),
        unmatchedPathAction: maybe(fc.constantFrom("Block", "Log", "Ignore", "Allow", 0), 12),
      },
    },
    ShieldApiGuardianEndpoint: {
      check: (olds, news) => shieldApiGuardianEndpointProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        shieldZoneId: required(isValidIntegerId),
        endpointId: required(isValidIntegerId),
        detectParameterSqli: optional(isBoolean),
        // A map of lists keyed by location; an own `__proto__` key is dropped, as every object's is, never taken as a location.
        injectionDetectionParameters: optional(
          (value) =>
            typeof value === "object" &&
            value !== null &&
            !Array.isArray(value) &&
            Object.entries(value)
              .filter(([location]) => location !== "__proto__")
              .every(([location, names]) => ["Path", "Query", "Header", "Cookie"].includes(location) && isStringList(names)),
        ),
        rateLimitingTimeframe: optional(oneOf(["PerSecond", "PerTenSeconds", "PerOneMinute", "PerFiveMinutes", "PerFifteenMinutes", "PerOneHour"])),
      },
      arbitraries: {
        shieldZoneId: maybe(validIntegerId, 12),
        endpointId: maybe(validIntegerId, 12),
        detectParameterSqli: maybe(fc.constantFrom(true, false, "true", 1), 12),
        injectionDetectionParameters: maybe(
          fc.constantFrom({ Query: ["search"] }, { Path: [], Cookie: ["session"] }, { Body: ["q"] }, { Query: "search" }, { Header: [1] }, ["Query"]),
          12,
        ),
        rateLimitingTimeframe: maybe(fc.constantFrom("PerOneMinute", "PerOneHour", "PerDay", 60), 12),
      },
    },
    VideoLibrary: {
      check: (olds, news) => videoLibraryProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        name: required((value) => isString(value) && value.length > 0),
        replicationRegions: optional((value) => Array.isArray(value) && value.every(isString)),
        encodingTier: optional(oneOf(["Free", "Premium"])),
        drmVersion: optional(oneOf(["Basic", "Enterprise", "BasicV2"])),
        captionsFontSize: optional(isInt32),
        enableMP4Fallback: optional(isBoolean),
        allowedReferrers: optional((value) => Array.isArray(value) && value.every(isString)),
        webhookUrl: optional(isString),
      },
      arbitraries: {
        name: maybe(fc.oneof({ weight: 9, arbitrary: fc.stringMatching(/^[a-z0-9 -]{1,20}$/) }, { weight: 1, arbitrary: fc.constant("") }), 12),
        replicationRegions: maybe(fc.array(fc.constantFrom("DE", "NY", "SG"), { maxLength: 3 }), 12),
        encodingTier: maybe(fc.constantFrom("Free", "Premium", "premium", 1), 12),
        drmVersion: maybe(fc.constantFrom("Basic", "Enterprise", "BasicV2", 2), 12),
        captionsFontSize: maybe(fc.integer({ min: 8, max: 48 }), 12),
        enableMP4Fallback: maybe(fc.boolean(), 12),
        allowedReferrers: maybe(fc.array(fc.domain(), { maxLength: 3 }), 12),
        webhookUrl: maybe(fc.webUrl(), 12),
      },
    },
    ShieldCustomWafRule: shieldRuleSubject(shieldCustomWafRuleProvider, ["Block", "Log", "Challenge", "Allow", "Bypass"]),
    ShieldRateLimit: shieldRuleSubject(shieldRateLimitProvider, ["RateLimit", "Log", "Challenge"]),
    VideoCollection: {
      check: (olds, news) => videoCollectionProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        libraryId: required(isValidIntegerId),
        name: optional(isString),
        libraryApiKey: optional((value) => isString(value) && value.length > 0),
      },
      arbitraries: {
        libraryId: maybe(validIntegerId, 12),
        name: maybe(fc.stringMatching(/^[A-Za-z0-9 ]{1,20}$/), 12),
        libraryApiKey: maybe(fc.oneof({ weight: 9, arbitrary: fc.uuid() }, { weight: 1, arbitrary: fc.constant("") }), 12),
      },
    },
    VideoCaption: {
      check: (olds, news) => videoCaptionProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        libraryId: required(isValidIntegerId),
        videoId: required(isValidId),
        srclang: required((value) => isString(value) && value.length > 0),
        label: optional(isString),
        captionsFile: optional(isString),
        libraryApiKey: optional((value) => isString(value) && value.length > 0),
      },
      arbitraries: {
        libraryId: maybe(validIntegerId, 12),
        videoId: maybe(validId, 12),
        srclang: maybe(fc.oneof({ weight: 9, arbitrary: fc.constantFrom("en", "de", "pt-BR") }, { weight: 1, arbitrary: fc.constant("") }), 12),
        label: maybe(fc.oneof(fc.string(), fc.constant(null)), 12),
        captionsFile: maybe(fc.oneof(fc.string(), fc.constant(null)), 12),
        libraryApiKey: maybe(fc.oneof({ weight: 9, arbitrary: fc.uuid() }, { weight: 1, arbitrary: fc.constant("") }), 12),
      },
    },
    ShieldAccessList: {
      check: (olds, news) => shieldAccessListProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        shieldZoneId: required(isValidIntegerId),
        name: required(isString),
        description: optional(isString),
        type: required(oneOf(["IP", "CIDR", "ASN", "Country", "Organization", "JA4"])),
        content: required(isString),
      },
      arbitraries: {
        shieldZoneId: maybe(validIntegerId, 12),
        name: maybe(fc.stringMatching(/^[A-Za-z0-9 ]{1,20}$/), 12),
        description: maybe(fc.string(), 12),
        type: maybe(fc.constantFrom("IP", "CIDR", "ASN", "Country", "ip", "Subnet"), 12),
        content: maybe(fc.constantFrom("192.0.2.1", "198.51.100.0/24\n203.0.113.0/24", "64496", "FR\nDE", ""), 12),
      },
    },
    ContainerApp: {
      check: (olds, news) => containerAppProvider.check(olds, news) as Promise<CheckOutcome>,
      rules: {
        name: required((value) => isString(value) && value.length <= 100 && /^[A-Za-z0-9-\s]+$/.test(value)),
        runtimeType: required(oneOf(["shared", "reserved"])),
        terminationGracePeriodSeconds: optional((value) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 300),
        autoScaling: required((value) => isPlainObject(value) && isScale(value.min) && isScale(value.max)),
        regionSettings: required(
          (value) =>
            isPlainObject(value) &&
            [value.allowedRegionIds, value.requiredRegionIds].every((ids) => ids === undefined || isStringList(ids)) &&
            (value.maxAllowedRegions === undefined || isInt32(value.maxAllowedRegions)),
        ),
        containerTemplates: required(
          (value) => Array.isArray(value) && value.length > 0 && value.every((item) => isPlainObject(item) && item.imageTag !== ""),
        ),
        volumes: optional(
          (value) => Array.isArray(value) && value.every((item) => isPlainObject(item) && isString(item.name) && Number.isInteger(item.size) && (item.size as number) >= 1),
        ),
        deploymentTimeoutSeconds: optional((value) => Number.isInteger(value) && (value as number) >= 10 && (value as number) <= 7200),
      },
      arbitraries: {
        name: maybe(fc.oneof({ weight: 9, arbitrary: fc.stringMatching(/^[a-z0-9 -]{1,20}$/) }, { weight: 1, arbitrary: fc.constantFrom("", "shop!") }), 12),
        runtimeType: maybe(fc.constantFrom("shared", "reserved", "shared", "reserved", "shared", "Shared"), 12),
        terminationGracePeriodSeconds: maybe(fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: 300 }) }, { weight: 1, arbitrary: fc.constant(301) }), 12),
        autoScaling: maybe(fc.record({ min: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: 1000 }) }, { weight: 1, arbitrary: fc.constant(0) }), max: fc.integer({ min: 1, max: 1000 }) }), 12),
        regionSettings: maybe(
          fc.record({ allowedRegionIds: fc.array(fc.constantFrom("DE", "NY", "SG"), { maxLength: 3 }), requiredRegionIds: fc.constantFrom(["DE"], []) }, { requiredKeys: [] }),
          12,
        ),
        // Required: undeclared and empty are each as rare as one invalid container.
        containerTemplates: fc.oneof(
          { weight: 1, arbitrary: fc.constantFrom(undefined, [], [{ ...container, imageTag: "" }]) },
          { weight: 17, arbitrary: validOrHostile(fc.constantFrom([container], [container, { ...container, name: "worker" }]), 12) },
        ),
        volumes: maybe(fc.constantFrom([{ name: "data", size: 10 }], [], [{ name: "data", size: 10 }], [{ name: "data", size: 0 }]), 12),
        deploymentTimeoutSeconds: maybe(fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 10, max: 7200 }) }, { weight: 1, arbitrary: fc.constant(5) }), 12),
      },
    },
  };
}

/** A container of an app, valid. */
const container = { name: "web", imageRegistryId: "2001", imageNamespace: "example", imageName: "web", imageTag: "1.4.2" };
const isScale = (value: unknown) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 1000;

/** A plain object (no list, no null). */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The check subject of a shield rule whose configuration's `actionType` takes `actions`: a rule's `variableTypes` is a
 * map from the API's variable names to texts.
 */
function shieldRuleSubject(provider: { check: (olds: never, news: never) => Promise<unknown> }, actions: string[]): Subject {
  const variables = ["REQUEST_URI", "REQUEST_HEADERS", "REMOTE_ADDR"];
  const configurationRule = (value: unknown) =>
    isPlainObject(value) &&
    (value.actionType === undefined || actions.includes(value.actionType as string)) &&
    (value.value === undefined || isString(value.value)) &&
    (value.variableTypes === undefined ||
      (isPlainObject(value.variableTypes) &&
        Object.entries(value.variableTypes).every(([key, text]) => variables.includes(key) && isString(text))));
  return {
    check: (olds, news) => provider.check(olds as never, news as never) as Promise<CheckOutcome>,
    rules: {
      shieldZoneId: required(isValidIntegerId),
      ruleName: optional(isString),
      ruleDescription: optional(isString),
      ruleConfiguration: optional(configurationRule),
    },
    arbitraries: {
      shieldZoneId: maybe(fc.oneof({ weight: 3, arbitrary: validIntegerId }, { weight: 1, arbitrary: validId }), 12),
      ruleName: maybe(fc.stringMatching(/^[A-Za-z0-9 ]{1,20}$/), 12),
      ruleDescription: maybe(fc.string(), 12),
      ruleConfiguration: maybe(
        fc.record(
          {
            actionType: fc.constantFrom(...actions, "Deny"),
            variableTypes: fc.constantFrom({ REQUEST_URI: "" }, { REQUEST_HEADERS: "User-Agent" }, { REQUEST_PATH: "" }, { REMOTE_ADDR: 1 }),
            value: fc.oneof(fc.string(), fc.constant(7)),
          },
          { requiredKeys: [] },
        ),
        12,
      ),
    },
  };
}

/** Some of the names of the edge rules' actions, their triggers' kinds and how their triggers or patterns combine. */
const edgeRuleActions = ["ForceSSL", "Redirect", "OriginUrl", "BlockRequest", "SetResponseHeader"];
const triggerTypes = ["Url", "RequestHeader", "CountryCode", "RemoteIP"];
const matchingTypes = ["MatchAny", "MatchAll", "MatchNone"];
const isStringList = (value: unknown) => Array.isArray(value) && value.every(isString);
/** A list of objects each of whose properties, where given, its rule accepts. */
const listOfObjects = (rules: Rules) => (value: unknown) =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item === "object" &&
      item !== null &&
      !Array.isArray(item) &&
      Object.entries(rules).every(([property, rule]) => (item as Record<string, unknown>)[property] === undefined || rule((item as Record<string, unknown>)[property])),
  );

const counts: string[] = [];

afterAll(() => console.log(`resource check fuzz (${RUNS} runs each):\n${counts.join("\n")}`));

describe.each(resourceNames)("%s check", (name) => {
  test(`${RUNS} generated inputs: never throws, names exactly the invalid properties, accepts the valid ones, calls nothing`, async () => {
    const subject = subjects()[name];
    const tally = { valid: 0, invalid: 0, pollutionKeys: 0 };
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fc.record(subject.arbitraries, { requiredKeys: [] }), fc.boolean(), subject.olds ?? fc.constant({}), async (declared, withPollutionKeys, olds) => {
        const news: Record<string, unknown> = {
          ...(withPollutionKeys ? pollutionKeys() : {}),
          ...declared,
          __provider: "exports.handler = () => undefined;",
        };
        if (withPollutionKeys) tally.pollutionKeys += 1;
        const invalid = [
          ...new Set([
            ...Object.keys(subject.rules).filter((property) => !subject.rules[property](declared[property])),
            ...exactlyOneViolation(declared, subject.exactlyOne),
          ]),
        ].sort();
        const outcome = await subject.check(olds, news);

        if (invalid.length === 0) {
          tally.valid += 1;
          ensureEqual(outcome.failures ?? [], [], "failures of valid inputs");
          for (const [property, value] of Object.entries(outcome.inputs!)) {
            if (property.endsWith("Id") && !holdsUnknown(value)) ensureEqual(value, expectedId(property, declared[property], name), property);
          }
        } else {
          tally.invalid += 1;
          ensure(outcome.inputs === undefined, () => `invalid ${invalid.join(", ")} accepted`);
          const named = [...new Set(outcome.failures!.map((failure) => topLevelProperty(failure.property)))].sort();
          ensureEqual(named, invalid, "properties named");
          for (const failure of outcome.failures!) ensure(/\S/.test(failure.reason), () => `empty reason for ${failure.property}`);
        }
        ensureEqual(sim.requests.length, 0, "requests made");
        ensure(!prototypePolluted(), () => "Object.prototype was polluted");
      }),
      { numRuns: RUNS },
    );
    counts.push(`${name}: ${tally.valid} valid, ${tally.invalid} invalid (${tally.pollutionKeys} with pollution keys), ${(performance.now() - started).toFixed(0)} ms`);
    expect(tally.valid).toBeGreaterThan(RUNS / 20);
    expect(tally.invalid).toBeGreaterThan(RUNS / 5);
  });
});
