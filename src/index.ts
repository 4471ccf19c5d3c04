/// <reference types="node" preserve="true" />
/**
 * Pulumi resources and data functions for the Cloud Platform Management API.
 *
 * Resources: {@link Volume}, {@link ExternalDnsCertificate}, {@link WafRuleReview}, {@link VideoUpload}, {@link Video},
 * {@link DnsZone}, {@link DnsRecord}, {@link StorageZone}, {@link PullZone}, {@link PullZoneHostname},
 * {@link PullZoneEdgeRule}, {@link VideoLibrary}, {@link VideoCollection}, {@link ContainerApp},
 * {@link ContainerRegistry}, {@link ShieldZone}, {@link ShieldCustomWafRule}, {@link ShieldRateLimit},
 * {@link ShieldAccessList}, {@link ShieldBotDetection}, {@link ShieldUploadScanning} and {@link ShieldApiGuardian}
 * (adopted: every shield zone has them), {@link ShieldAccessListConfiguration} (adopted: one for each of a zone's
 * access lists), {@link ShieldBotCategoryAction} and {@link ShieldBotAction} (adopted: one for each category of bots,
 * and each bot, the platform knows), {@link ShieldApiGuardianEndpoint} (adopted: one for each endpoint of the zone's
 * OpenAPI document), {@link ShieldCustomResponsePage}, {@link VideoCaption},
 * {@link ContainerLogForwarding}; and the one-shot operations, run again when a trigger changes:
 * {@link PullZoneCachePurge}, {@link CachePurge}, {@link ContainerAppRestart}, {@link ContainerAppUndeploy} and
 * {@link ContainerAppDeploy} (a stop, and a start, of an app's instances), {@link VideoReencode},
 * {@link VideoTranscribe}, {@link VideoRepackage}, {@link VideoSmartGenerate}, {@link VideoThumbnail},
 * {@link VideoResolutionCleanup}, {@link VideoFetch} (a video fetched from a URL, not managed by the stack),
 * {@link VideoCodecReencode}, {@link DnsZoneWildcardCertificate}, {@link DnsZoneRecordScan} (its result read by
 * {@link getDnsZoneRecordScan}), {@link ExternalDnsCertificateRequest} (the first step of the certificate
 * {@link ExternalDnsCertificate} completes), {@link ExternalHttpCertificateRequest} and {@link ExternalHttpCertificate}
 * (the two steps of a certificate proven by a file the hostname's server serves).
 * Data functions: {@link getContainerTemplate}, {@link getPartnerContract}, {@link getBotDetectionMetrics},
 * {@link getShieldEventLogs}, and the lookups {@link getDnsZone} (by id or domain), {@link getDnsRecord},
 * {@link getStorageZone} (by id or name), {@link getPullZone} (by id or name), {@link getPullZoneHostname},
 * {@link getPullZoneEdgeRule}, {@link getVideoLibrary}, {@link getVideoCollection}, {@link getContainerApp} (by id or
 * name), {@link getContainerRegistry} (by id or display name), {@link getShieldZone} (by id or pull zone),
 * {@link getShieldCustomWafRule}, {@link getShieldRateLimit}, {@link getShieldAccessList}, {@link getShieldBotDetection},
 * {@link getShieldUploadScanning}, {@link getShieldApiGuardian}, {@link getShieldAccessListConfiguration},
 * {@link getShieldBotCategoryAction}, {@link getShieldBotAction}, {@link getShieldApiGuardianEndpoint},
 * {@link getShieldCustomResponsePage},
 * {@link getVideoCaption} and {@link getContainerLogForwarding}, each with a `…Output` form.
 * Every other read of the API is a data function too, generated: {@link getStorageZones}, {@link getVideoLibraries},
 * {@link getShieldZones}, {@link getRegions} and the rest, each listed in the reference (`docs/reference/README.md`).
 * Also: {@link CloudPlatformClient} (one method per API operation), the error classes, and {@link startSimulator}
 * (an embedded API on loopback for tests and examples).
 *
 * Settings (Pulumi config namespace `cloudplatform`, environment variable as fallback): `apiKey`
 * (`CLOUDPLATFORM_API_KEY`, secret, required), `videoApiKey` (`CLOUDPLATFORM_VIDEO_API_KEY`, secret, defaults to
 * `apiKey`), `baseUrl` (`CLOUDPLATFORM_BASE_URL`, default `https://api.bunny.net`), `videoUrl`
 * (`CLOUDPLATFORM_VIDEO_URL`, default `https://video.bunnycdn.com`), `maxRetries` (`CLOUDPLATFORM_MAX_RETRIES`, 0 to
 * 10, default 3), `timeoutSeconds` (`CLOUDPLATFORM_TIMEOUT_SECONDS`, default 60), `callTimeoutSeconds`
 * (`CLOUDPLATFORM_CALL_TIMEOUT_SECONDS`), `maxRetryDelaySeconds` (`CLOUDPLATFORM_MAX_RETRY_DELAY_SECONDS`, default 30),
 * `readReuseSeconds` (`CLOUDPLATFORM_READ_REUSE_SECONDS`, default 10), `maxRequestsPerSecond`
 * (`CLOUDPLATFORM_MAX_REQUESTS_PER_SECOND`, unset).
 *
 * @packageDocumentation
 */
import { lazyLoad } from "./lazy-load";

export * from "./resources";
// The resource classes take the names at the root; the client's reduced types are `PullZone`, `PullZoneHostname`
// and `ShieldZone` of `pulumi-cloudplatform/client`.
export { PullZone, PullZoneHostname, ShieldZone } from "./resources";
export type { DeepInput } from "./resources/deep-input";

export * from "./data";

export * from "./errors";
export type { OperationName } from "./operations";
export type * from "./types";
export type {
  ClientOptions,
  ContentFingerprint,
  NamedSetting,
  ShieldEventLogPagesOptions,
  UploadedVideo,
  VideoSource,
} from "./client";
export type {
  Fault,
  FaultController,
  RecordedRequest,
  RunningSimulator,
  SimulatorOptions,
  SimulatorState,
} from "./simulator";

// The client and the simulator load undici and zod, so they load on first access: a program that only declares
// resources loads neither.

/**
 * The typed client of the API, one method per API operation: every input is validated before the call and every
 * answer is parsed. The class `pulumi-cloudplatform/client` exports, loaded from there on first access.
 *
 * @class
 */
export const CloudPlatformClient: typeof import("./client").CloudPlatformClient = undefined as never;
export type CloudPlatformClient = import("./client").CloudPlatformClient;
lazyLoad(exports, ["CloudPlatformClient"], () => require("./client"));

/** @function */
export const startSimulator: typeof import("./simulator").startSimulator = undefined as never;
lazyLoad(exports, ["startSimulator"], () => require("./simulator"));
