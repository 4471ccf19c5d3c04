import {
  ClientSettings,
  inputIssues,
  type BotDetectionMetrics,
  type ContainerTemplate,
  type PartnerContract,
  type PatchVolumeRequest,
  type ShieldEventLogPage,
  type UpdateVolumeResponse,
  type VideoUploadOptions,
  type VolumeSummary,
  type WafRuleAction,
} from "../schemas";
import { ApiCaller } from "./caller";
import * as containerApps from "./container-apps";
import { InputValidationError } from "./errors";
import * as partner from "./partner";
import * as pullZones from "./pull-zones";
import * as shield from "./shield";
import type { ShieldEventLogPagesOptions } from "./shield";
import * as video from "./video";
import type { UploadedVideo, VideoSource } from "./video";

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

/** One method per API operation. Every input is validated before the call and every answer is parsed. */
export class CloudPlatformClient {
  readonly #api: ApiCaller;

  constructor(options: ClientOptions) {
    const result = ClientSettings.safeParse(options);
    if (!result.success) throw new InputValidationError(inputIssues(result.error));
    this.#api = new ApiCaller(result.data);
  }

  /** `PATCH /mc/apps/{appId}/volumes/{volumeId}`: sets the volume's name and/or size. */
  updateVolume(appId: string, volumeId: string, patch: PatchVolumeRequest): Promise<UpdateVolumeResponse> {
    return containerApps.updateVolume(this.#api, appId, volumeId, patch);
  }

  /**
   * Every volume of the app. ListVolumes declares no paging parameter, but its
   * answer has a `cursor`; a non-empty one is followed with `nextCursor`, the
   * parameter the same API uses for its other cursor-paged lists, so that no
   * volume is ever silently left out. Paging stops at an empty page or once
   * `meta.totalItems` volumes are in; a cursor seen before is an error rather
   * than a loop.
   */
  listVolumes(appId: string): Promise<VolumeSummary[]> {
    return containerApps.listVolumes(this.#api, appId);
  }

  /** `GET /mc/apps/{appId}/containers/{containerId}`. */
  getContainerTemplate(appId: string, containerId: string): Promise<ContainerTemplate> {
    return containerApps.getContainerTemplate(this.#api, appId, containerId);
  }

  /** `POST /pullzone/completeExternalDnsCertificate` for the hostname. */
  completeExternalDnsCertificate(hostname: string): Promise<void> {
    return pullZones.completeExternalDnsCertificate(this.#api, hostname);
  }

  /** `POST /shield/waf/rules/review-triggered/{shieldZoneId}`: the new action of a triggered WAF rule. */
  reviewTriggeredWafRule(shieldZoneId: string, ruleId: string, action: WafRuleAction): Promise<void> {
    return shield.reviewTriggeredWafRule(this.#api, shieldZoneId, ruleId, action);
  }

  /** The `data` of `GET /shield/metrics/shield-zone/{shieldZoneId}/bot-detection`. */
  getBotDetectionMetrics(shieldZoneId: string): Promise<BotDetectionMetrics> {
    return shield.getBotDetectionMetrics(this.#api, shieldZoneId);
  }

  /** One page of a day's event logs: the first without a token, later ones with the previous page's `continuationToken`. */
  getShieldEventLogPage(shieldZoneId: string, date: string, continuationToken?: string): Promise<ShieldEventLogPage> {
    return shield.getShieldEventLogPage(this.#api, shieldZoneId, date, continuationToken);
  }

  /**
   * Every page of a day's event logs, in order, fetched one at a time as the
   * iteration advances (only the current page is held). Arguments are checked
   * at once, before the first request.
   */
  shieldEventLogPages(shieldZoneId: string, date: string, options: ShieldEventLogPagesOptions = {}): AsyncIterableIterator<ShieldEventLogPage> {
    return shield.shieldEventLogPages(this.#api, shieldZoneId, date, options);
  }

  /**
   * Streams the content to the video (never holding it in memory) with the
   * given options as query parameters, and returns the API's answer with the
   * SHA-256 and size of the content sent. A 400 "already uploaded" becomes
   * VideoAlreadyUploadedError, which says whether an earlier attempt of this
   * same call may have stored the file.
   */
  uploadVideo(libraryId: string, videoId: string, source: VideoSource, options: VideoUploadOptions = {}): Promise<UploadedVideo> {
    return video.uploadVideo(this.#api, libraryId, videoId, source, options);
  }

  /** `GET /partner/contract`, decoded to camelCase names. */
  getPartnerContract(): Promise<PartnerContract> {
    return partner.getPartnerContract(this.#api);
  }

  /** Closes the kept-alive connections. */
  close(): Promise<void> {
    return this.#api.close();
  }
}
