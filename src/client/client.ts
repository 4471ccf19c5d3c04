import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { z } from "zod";
import {
  BotDetectionMetricsResponse,
  ClientSettings,
  ContainerTemplate,
  EventLogDate,
  Hostname,
  PartnerContract,
  PatchVolumeRequest,
  IntegerId,
  PathId,
  ShieldEventLogPage,
  UpdateVolumeResponse,
  UploadResult,
  VIDEO_UPLOAD_OPTION_NAMES,
  VideoUploadOptions,
  VolumeListPage,
  WAF_RULE_ACTION_CODES,
  WafReviewResult,
  WafRuleAction,
  fieldPath,
  inputIssues,
  type BotDetectionMetrics,
  type CompleteExternalDnsCertificateRequest,
  type VolumeSummary,
  type WafReviewRequest,
} from "../schemas";
import { FILE_READ_BYTES } from "./file-reads";
import { failureFromResult } from "./error-body";
import {
  ApiError,
  InputValidationError,
  ResponseValidationError,
  VideoAlreadyUploadedError,
  apiErrorFor,
  type RequestTarget,
} from "./errors";
import { HttpTransport, type ApiResponse, type RetryPolicy } from "./http";
import type { OperationName } from "./operations";

export interface ClientOptions {
  /** Account API key, sent as `AccessKey` on every base-address call. */
  apiKey: string;
  /** Video library key for uploads; defaults to `apiKey`. */
  videoApiKey?: string;
  /** Default `https://api.bunny.net`; `http://` only for loopback hosts. */
  baseUrl?: string;
  /** Default `https://video.bunnycdn.com`; `http://` only for loopback hosts. */
  videoUrl?: string;
  /** Retries of a retryable failure; default 3. */
  maxRetries?: number;
  /** Bound of connecting, of waiting for a response and of each pause in a transfer; default 60. */
  timeoutSeconds?: number;
  /** Upper bound of the first backoff delay (it doubles per retry); default 500. */
  minRetryDelayMs?: number;
  /** Cap of any delay; a Retry-After asking for more ends the retries; default 30000. */
  maxRetryDelayMs?: number;
}

/** The content of a video: a file path, or a function that opens the content from its start (called once per attempt). */
export type VideoSource = { filePath: string } | { open: () => NodeJS.ReadableStream; bytes?: number };

export interface ShieldEventLogPagesOptions {
  /** Stop after this many pages even when more exist. */
  maxPages?: number;
}

const VideoSourceInput = z.union(
  [
    z.strictObject({ filePath: z.string().min(1) }),
    z.strictObject({
      open: z.custom<() => NodeJS.ReadableStream>((value) => typeof value === "function", "must be a function"),
      bytes: z.number().int().min(0).optional(),
    }),
  ],
  { error: "must be { filePath } or { open, bytes? }" },
);

const PagesOptionsInput = z.strictObject({
  maxPages: z.number({ error: "must be a positive integer" }).int("must be a positive integer").min(1, "must be a positive integer").optional(),
});

const UpdateVolumeInput = z.object({ appId: PathId, volumeId: PathId, patch: PatchVolumeRequest });
const AppInput = z.object({ appId: PathId });
const ContainerInput = z.object({ appId: PathId, containerId: PathId });
const HostnameInput = z.object({ hostname: Hostname });
const WafReviewInput = z.object({ shieldZoneId: IntegerId, ruleId: PathId, action: WafRuleAction });
const ShieldZoneInput = z.object({ shieldZoneId: IntegerId });
const EventLogPageInput = z.object({ shieldZoneId: IntegerId, date: EventLogDate, continuationToken: PathId.optional() });
const EventLogPagesInput = z.object({ shieldZoneId: IntegerId, date: EventLogDate, options: PagesOptionsInput });
const UploadInput = z.object({ libraryId: IntegerId, videoId: PathId, source: VideoSourceInput, options: VideoUploadOptions });


interface Route {
  operation: OperationName;
  method: "GET" | "POST" | "PATCH" | "PUT";
  /** Path segments after the base address; each is percent-encoded. */
  segments: string[];
}

/** Validates an operation's arguments (an object keyed by parameter name) before any HTTP call. */
function checkInput<Schema extends z.ZodType>(operation: OperationName, schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new InputValidationError(inputIssues(result.error), operation);
  return result.data;
}

/** Parses a 2xx body against its schema, naming the first offending fields on mismatch. */
function checkResponse<Schema extends z.ZodType>(target: RequestTarget, response: ApiResponse, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(response.body);
  if (result.success) return result.data;
  const [first, ...rest] = result.error.issues;
  const more = rest.length === 0 ? "" : ` (and ${rest.length} more: ${rest.slice(0, 3).map((issue) => fieldPath(issue.path)).join(", ")})`;
  throw new ResponseValidationError(target, response.status, first.path.length === 0 ? "body" : fieldPath(first.path), `${first.message}${more}`);
}

/** One method per API operation. Every input is validated before the call and every answer is parsed. */
export class CloudPlatformClient {
  readonly #transport: HttpTransport;
  readonly #apiKey: string;
  readonly #videoApiKey: string;
  readonly #base: URL;
  readonly #video: URL;

  constructor(options: ClientOptions) {
    const result = ClientSettings.safeParse(options);
    if (!result.success) throw new InputValidationError(inputIssues(result.error));
    const settings = result.data;
    this.#apiKey = settings.apiKey;
    this.#videoApiKey = settings.videoApiKey ?? settings.apiKey;
    this.#base = new URL(settings.baseUrl);
    this.#video = new URL(settings.videoUrl);
    const { maxRetries, minRetryDelayMs, maxRetryDelayMs, timeoutSeconds } = settings;
    this.#transport = new HttpTransport({ maxRetries, minRetryDelayMs, maxRetryDelayMs, timeoutSeconds });
  }

  async updateVolume(appId: string, volumeId: string, patch: PatchVolumeRequest): Promise<UpdateVolumeResponse> {
    const input = checkInput("updateVolume", UpdateVolumeInput, { appId, volumeId, patch });
    const route: Route = { operation: "updateVolume", method: "PATCH", segments: ["mc", "apps", input.appId, "volumes", input.volumeId] };
    return this.#call(route, UpdateVolumeResponse, { json: input.patch });
  }

  /**
   * Every volume of the app. ListVolumes declares no paging parameter, but its
   * answer has a `cursor`; a non-empty one is followed with `nextCursor`, the
   * parameter the same API uses for its other cursor-paged lists, so that no
   * volume is ever silently left out. Paging stops at an empty page or once
   * `meta.totalItems` volumes are in; a cursor seen before is an error rather
   * than a loop.
   */
  async listVolumes(appId: string): Promise<VolumeSummary[]> {
    const input = checkInput("listVolumes", AppInput, { appId });
    const route: Route = { operation: "listVolumes", method: "GET", segments: ["mc", "apps", input.appId, "volumes"] };
    const volumes: VolumeSummary[] = [];
    const followed = new Set<string>();
    let cursor: string | undefined;
    for (;;) {
      const query = cursor === undefined ? "" : `?nextCursor=${encodeURIComponent(cursor)}`;
      const page = await this.#call(route, VolumeListPage, { query });
      volumes.push(...page.items);
      if (!page.cursor || page.items.length === 0 || volumes.length >= (page.meta?.totalItems ?? Number.POSITIVE_INFINITY)) return volumes;
      if (followed.has(page.cursor)) {
        throw new ResponseValidationError(this.#target(route, this.#base), 200, "cursor", "repeats a cursor already followed");
      }
      followed.add(page.cursor);
      cursor = page.cursor;
    }
  }

  async getContainerTemplate(appId: string, containerId: string): Promise<ContainerTemplate> {
    const input = checkInput("getContainerTemplate", ContainerInput, { appId, containerId });
    const route: Route = { operation: "getContainerTemplate", method: "GET", segments: ["mc", "apps", input.appId, "containers", input.containerId] };
    return this.#call(route, ContainerTemplate);
  }

  async completeExternalDnsCertificate(hostname: string): Promise<void> {
    const input = checkInput("completeExternalDnsCertificate", HostnameInput, { hostname });
    const route: Route = { operation: "completeExternalDnsCertificate", method: "POST", segments: ["pullzone", "completeExternalDnsCertificate"] };
    const body: CompleteExternalDnsCertificateRequest = { Hostname: input.hostname };
    // A repeat after a 5xx or a dropped connection could complete the certificate twice; only a 429 or a failed connect (not applied) is retried.
    await this.#call(route, z.unknown(), { json: body, retry: "whenNotSent" });
  }

  async reviewTriggeredWafRule(shieldZoneId: string, ruleId: string, action: WafRuleAction): Promise<void> {
    const input = checkInput("reviewTriggeredWafRule", WafReviewInput, { shieldZoneId, ruleId, action });
    const route: Route = { operation: "reviewTriggeredWafRule", method: "POST", segments: ["shield", "waf", "rules", "review-triggered", input.shieldZoneId] };
    const body: WafReviewRequest = { ruleId: input.ruleId, action: WAF_RULE_ACTION_CODES[input.action] };
    // Whether a review that met a dropped connection or a 5xx was applied is unknown; only a 429 or a failed connect (not applied) is retried.
    const { target, response, result } = await this.#exchange(route, WafReviewResult, { json: body, retry: "whenNotSent" });
    if (!result.success) throw apiErrorFor(target, failureFromResult(response.status, result.errorResponse));
  }

  async getBotDetectionMetrics(shieldZoneId: string): Promise<BotDetectionMetrics> {
    const input = checkInput("getBotDetectionMetrics", ShieldZoneInput, { shieldZoneId });
    const route: Route = { operation: "getBotDetectionMetrics", method: "GET", segments: ["shield", "metrics", "shield-zone", input.shieldZoneId, "bot-detection"] };
    const { target, response, result } = await this.#exchange(route, BotDetectionMetricsResponse);
    if (result.error?.success === false) throw apiErrorFor(target, failureFromResult(response.status, result.error));
    if (!result.data) throw new ResponseValidationError(target, response.status, "data", "is missing");
    return result.data;
  }

  /** One page of a day's event logs: the first without a token, later ones with the previous page's `continuationToken`. */
  async getShieldEventLogPage(shieldZoneId: string, date: string, continuationToken?: string): Promise<ShieldEventLogPage> {
    const input = checkInput("getShieldEventLogs", EventLogPageInput, { shieldZoneId, date, continuationToken });
    return this.#eventLogPage(input.shieldZoneId, input.date, input.continuationToken);
  }

  /**
   * Every page of a day's event logs, in order, fetched one at a time as the
   * iteration advances (only the current page is held). Arguments are checked
   * at once, before the first request.
   */
  shieldEventLogPages(shieldZoneId: string, date: string, options: ShieldEventLogPagesOptions = {}): AsyncIterableIterator<ShieldEventLogPage> {
    const input = checkInput("getShieldEventLogs", EventLogPagesInput, { shieldZoneId, date, options });
    return this.#eventLogPages(input.shieldZoneId, input.date, input.options.maxPages ?? Number.POSITIVE_INFINITY);
  }

  /**
   * Streams the content to the video (never holding it in memory) with the
   * given options as query parameters. A 400 "already uploaded" becomes
   * VideoAlreadyUploadedError, which says whether an earlier attempt of this
   * same call may have stored the file.
   */
  async uploadVideo(libraryId: string, videoId: string, source: VideoSource, options: VideoUploadOptions = {}): Promise<UploadResult> {
    const input = checkInput("uploadVideo", UploadInput, { libraryId, videoId, source, options });
    const content = "filePath" in input.source ? await this.#fileContent(input.source.filePath) : input.source;
    const route: Route = { operation: "uploadVideo", method: "PUT", segments: ["library", input.libraryId, "videos", input.videoId] };
    const target = this.#target(route, this.#video);
    let response: ApiResponse;
    let attemptLost = false;
    try {
      response = await this.#transport.upload({
        target,
        origin: this.#video.origin,
        query: uploadQuery(input.options),
        accessKey: this.#videoApiKey,
        open: content.open,
        bytes: content.bytes,
        onLostAttempt: () => (attemptLost = true),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && /already uploaded/i.test(error.apiMessage)) {
        throw new VideoAlreadyUploadedError(target, error, attemptLost);
      }
      throw error;
    }
    const result = checkResponse(target, response, UploadResult);
    if (!result.success) {
      throw apiErrorFor(target, failureFromResult(response.status, { message: result.message }));
    }
    return result;
  }

  async getPartnerContract(): Promise<PartnerContract> {
    return this.#call({ operation: "getPartnerContract", method: "GET", segments: ["partner", "contract"] }, PartnerContract);
  }

  /** Closes the kept-alive connections. */
  close(): Promise<void> {
    return this.#transport.close();
  }

  async #exchange<Schema extends z.ZodType>(
    route: Route,
    schema: Schema,
    extra: { json?: unknown; query?: string; retry?: RetryPolicy } = {},
  ): Promise<{ target: RequestTarget; response: ApiResponse; result: z.output<Schema> }> {
    const target = this.#target(route, this.#base);
    const response = await this.#transport.send({
      target,
      origin: this.#base.origin,
      query: extra.query ?? "",
      accessKey: this.#apiKey,
      json: extra.json,
      retry: extra.retry ?? "idempotent",
    });
    return { target, response, result: checkResponse(target, response, schema) };
  }

  async #call<Schema extends z.ZodType>(
    route: Route,
    schema: Schema,
    extra: { json?: unknown; query?: string; retry?: RetryPolicy } = {},
  ): Promise<z.output<Schema>> {
    return (await this.#exchange(route, schema, extra)).result;
  }

  #target(route: Route, base: URL): RequestTarget {
    return { operation: route.operation, method: route.method, path: `${base.pathname.replace(/\/$/, "")}/${route.segments.map(encodeURIComponent).join("/")}` };
  }

  #eventLogRoute(shieldZoneId: string, date: string, continuationToken: string | undefined): Route {
    const segments = ["shield", "event-logs", shieldZoneId, date];
    if (continuationToken !== undefined) segments.push(continuationToken);
    return { operation: "getShieldEventLogs", method: "GET", segments };
  }

  async #eventLogPage(shieldZoneId: string, date: string, continuationToken: string | undefined): Promise<ShieldEventLogPage> {
    const { target, response, result } = await this.#exchange(this.#eventLogRoute(shieldZoneId, date, continuationToken), ShieldEventLogPage);
    if (result.errorResponse?.success === false) throw apiErrorFor(target, failureFromResult(response.status, result.errorResponse));
    return result;
  }

  async *#eventLogPages(shieldZoneId: string, date: string, maxPages: number): AsyncGenerator<ShieldEventLogPage, void, undefined> {
    let token: string | undefined;
    const followed = new Set<string>();
    for (let fetched = 1; ; fetched++) {
      const page = await this.#eventLogPage(shieldZoneId, date, token);
      yield page;
      if (!page.hasMoreData || !page.continuationToken || fetched >= maxPages) return;
      if (followed.has(page.continuationToken)) {
        const target = this.#target(this.#eventLogRoute(shieldZoneId, date, token), this.#base);
        throw new ResponseValidationError(target, 200, "continuationToken", "repeats a token already followed");
      }
      followed.add(page.continuationToken);
      token = page.continuationToken;
    }
  }

  async #fileContent(filePath: string): Promise<{ open: () => NodeJS.ReadableStream; bytes: number }> {
    let size: number;
    try {
      const info = await stat(filePath);
      if (!info.isFile()) throw new Error("not a regular file");
      size = info.size;
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "does not exist" : "must be a readable regular file";
      throw new InputValidationError([{ field: "source.filePath", rule: reason }], "uploadVideo");
    }
    return { open: () => createReadStream(filePath, { highWaterMark: FILE_READ_BYTES }), bytes: size };
  }
}

/** The set options as query parameters, in the API's documented order; lists comma separated. */
function uploadQuery(options: VideoUploadOptions): string {
  const pairs: string[] = [];
  for (const name of VIDEO_UPLOAD_OPTION_NAMES) {
    const value = options[name];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.map(encodeURIComponent).join(",") : encodeURIComponent(String(value));
    pairs.push(`${name}=${text}`);
  }
  return pairs.length === 0 ? "" : `?${pairs.join("&")}`;
}
