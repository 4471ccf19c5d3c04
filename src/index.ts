/**
 * Pulumi resources and data functions for the Cloud Platform Management API.
 *
 * Resources: {@link Volume}, {@link ExternalDnsCertificate}, {@link WafRuleReview}, {@link VideoUpload}, {@link Video}.
 * Data functions: {@link getContainerTemplate}, {@link getPartnerContract}, {@link getBotDetectionMetrics},
 * {@link getShieldEventLogs}, each with a `…Output` form.
 * Also: {@link CloudPlatformClient} (one method per API operation), the error classes, and {@link startSimulator}
 * (an embedded API on loopback for tests and examples).
 *
 * Settings (Pulumi config namespace `cloudplatform`, environment variable as fallback): `apiKey`
 * (`CLOUDPLATFORM_API_KEY`, secret, required), `videoApiKey` (`CLOUDPLATFORM_VIDEO_API_KEY`, secret, defaults to
 * `apiKey`), `baseUrl` (`CLOUDPLATFORM_BASE_URL`, default `https://api.bunny.net`), `videoUrl`
 * (`CLOUDPLATFORM_VIDEO_URL`, default `https://video.bunnycdn.com`), `maxRetries` (`CLOUDPLATFORM_MAX_RETRIES`, 0 to
 * 10, default 3), `timeoutSeconds` (`CLOUDPLATFORM_TIMEOUT_SECONDS`, default 60).
 *
 * @packageDocumentation
 */
import type * as client from "./client";
import type * as settings from "./settings";
import type * as simulator from "./simulator";

export { Volume, type VolumeArgs } from "./resources/volume";
export { ExternalDnsCertificate, type ExternalDnsCertificateArgs } from "./resources/external-dns-certificate";
export { WafRuleReview, type WafRuleReviewAction, type WafRuleReviewArgs } from "./resources/waf-rule-review";
export { VideoUpload, type VideoUploadArgs } from "./resources/video-upload";
export { Video, type VideoArgs } from "./resources/video";
export type {
  VideoOutputCodec,
  VideoResolution,
  VideoUploadOptionArgs,
  VideoUploadOptionOutputs,
} from "./resources/video-upload-options";

export {
  getContainerTemplate,
  getContainerTemplateOutput,
  type GetContainerTemplateArgs,
  type GetContainerTemplateOutputArgs,
} from "./data/container-template";
export { getPartnerContract, getPartnerContractOutput } from "./data/partner-contract";
export {
  getBotDetectionMetrics,
  getBotDetectionMetricsOutput,
  type GetBotDetectionMetricsArgs,
  type GetBotDetectionMetricsOutputArgs,
} from "./data/bot-detection-metrics";
export {
  getShieldEventLogs,
  getShieldEventLogsOutput,
  type GetShieldEventLogsArgs,
  type GetShieldEventLogsOutputArgs,
  type ShieldEventLogs,
} from "./data/shield-event-logs";
export type { DataSourceOutputOptions } from "./data/options";

export type {
  ApiFailure,
  BotDetectionMetrics,
  ClientOptions,
  ContainerTemplate,
  OperationName,
  PartnerContract,
  PatchVolumeRequest,
  RequestTarget,
  ShieldEventLogPage,
  ShieldEventLogPagesOptions,
  UpdateVolumeResponse,
  UploadResult,
  VideoSource,
  VideoUploadOptions,
  VolumeSummary,
  WafRuleAction,
} from "./client";
export type { ShieldLogEntry, VideoStatus } from "./schemas";
export type {
  Fault,
  FaultController,
  RecordedRequest,
  RouteName,
  RunningSimulator,
  SimulatorOptions,
  SimulatorState,
} from "./simulator";

// The client, its errors and the simulator load undici and zod: they are loaded on first access, so that importing
// the package costs a program next to nothing.
function exportOnAccess(name: string, load: () => unknown): void {
  Object.defineProperty(exports, name, { enumerable: true, get: load });
}

// Node's ES module loader learns the names of a CommonJS module from assignments like these in its source; without
// them `import { CloudPlatformClient } from "pulumi-cloudplatform"` fails (an ES import loads them at once).
exports.CloudPlatformClient = exports.CloudPlatformError = exports.ApiError = undefined;
exports.UnauthorizedError = exports.ForbiddenError = exports.NotFoundError = exports.RateLimitedError = undefined;
exports.VideoAlreadyUploadedError = exports.InputValidationError = exports.ResponseValidationError = undefined;
exports.NetworkError = exports.SettingsError = exports.startSimulator = undefined;

/**
 * The API client: one method per operation, inputs checked before any call, answers parsed, retries and timeouts.
 * Usable without Pulumi.
 */
export declare const CloudPlatformClient: typeof client.CloudPlatformClient;
export type CloudPlatformClient = client.CloudPlatformClient;
exportOnAccess("CloudPlatformClient", () => require("./client").CloudPlatformClient);

/** Base class of every error of this package; none ever holds an API key. */
export declare const CloudPlatformError: typeof client.CloudPlatformError;
export type CloudPlatformError = client.CloudPlatformError;
exportOnAccess("CloudPlatformError", () => require("./client").CloudPlatformError);

/**
 * The API answered with a failure (non-2xx, or `success: false`): status, the API's error key and message, the fields
 * it blamed, method and path.
 */
export declare const ApiError: typeof client.ApiError;
export type ApiError = client.ApiError;
exportOnAccess("ApiError", () => require("./client").ApiError);

/** 401: the key is missing, wrong or not accepted for this area. */
export declare const UnauthorizedError: typeof client.UnauthorizedError;
export type UnauthorizedError = client.UnauthorizedError;
exportOnAccess("UnauthorizedError", () => require("./client").UnauthorizedError);

/** 403: the key is valid but not allowed to do this. */
export declare const ForbiddenError: typeof client.ForbiddenError;
export type ForbiddenError = client.ForbiddenError;
exportOnAccess("ForbiddenError", () => require("./client").ForbiddenError);

/** 404: the object in the path does not exist. */
export declare const NotFoundError: typeof client.NotFoundError;
export type NotFoundError = client.NotFoundError;
exportOnAccess("NotFoundError", () => require("./client").NotFoundError);

/** 429 that was not retried (retries exhausted, or Retry-After beyond the retry delay cap). */
export declare const RateLimitedError: typeof client.RateLimitedError;
export type RateLimitedError = client.RateLimitedError;
exportOnAccess("RateLimitedError", () => require("./client").RateLimitedError);

/** The video already has a file; a new video id is needed to upload another. */
export declare const VideoAlreadyUploadedError: typeof client.VideoAlreadyUploadedError;
export type VideoAlreadyUploadedError = client.VideoAlreadyUploadedError;
exportOnAccess("VideoAlreadyUploadedError", () => require("./client").VideoAlreadyUploadedError);

/** Input refused before any HTTP call; `issues` names each field and the rule it breaks. */
export declare const InputValidationError: typeof client.InputValidationError;
export type InputValidationError = client.InputValidationError;
exportOnAccess("InputValidationError", () => require("./client").InputValidationError);

/** An answer whose body does not have the documented shape; names the endpoint and the field. */
export declare const ResponseValidationError: typeof client.ResponseValidationError;
export type ResponseValidationError = client.ResponseValidationError;
exportOnAccess("ResponseValidationError", () => require("./client").ResponseValidationError);

/** No usable answer: connection refused or dropped, timeout, DNS failure. */
export declare const NetworkError: typeof client.NetworkError;
export type NetworkError = client.NetworkError;
exportOnAccess("NetworkError", () => require("./client").NetworkError);

/** A `cloudplatform` setting is missing or invalid; names the config key, its environment variable and the rule. */
export declare const SettingsError: typeof settings.SettingsError;
export type SettingsError = settings.SettingsError;
exportOnAccess("SettingsError", () => require("./settings").SettingsError);

/** Starts the embedded API on 127.0.0.1 (random port by default) with demo data, for tests and examples. */
export declare const startSimulator: typeof simulator.startSimulator;
exportOnAccess("startSimulator", () => require("./simulator").startSimulator);
