import { ClientSettings, SECRET_SETTINGS, inputIssues } from "../schemas";
import type {
  BotDetectionMetrics,
  ContainerTemplate,
  CreateVideoRequest,
  LibraryVideo,
  ParentCollection,
  PartnerContract,
  PatchVolumeRequest,
  PullZone,
  ShieldEventLogPage,
  ShieldEventLogPagesOptions,
  ShieldZone,
  UpdateVideoRequest,
  UpdateVolumeResponse,
  UploadedVideo,
  VideoSource,
  VideoUploadOptions,
  VolumeSummary,
  WafRuleAction,
} from "../types";
import { apiObjects } from "./api-objects";
import { ApiCaller } from "./caller";
import * as collections from "./collections";
import * as containerApps from "./container-apps";
import { InputValidationError } from "../errors";
import * as partner from "./partner";
import * as pullZones from "./pull-zones";
import * as shield from "./shield";
import * as video from "./video";

/**
 * Settings of a {@link CloudPlatformClient}: the keys, the two addresses, retries, timeouts and limits. Only `apiKey`
 * is required; every other option has the default stated on it, and a value outside its bounds is refused by the
 * constructor with an {@link InputValidationError}.
 */
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
  /**
   * Bound of connecting, of waiting for a response and of each pause in a transfer; an upload fails when no byte of
   * its content moves for this long. Default 60.
   */
  timeoutSeconds?: number;
  /** Upper bound of the first backoff delay (it doubles per retry); default 500. */
  minRetryDelayMs?: number;
  /**
   * Cap of any backoff; a 429 whose Retry-After asks for more fails the call at once, saying so; default 30000. A
   * 429 pauses every new request of the process to that address and key for its Retry-After, never less than the
   * backoff.
   */
  maxRetryDelayMs?: number;
  /**
   * Bound of a whole call other than an upload, every attempt and wait included: an answer still arriving then is
   * cut, and no retry starts that would end later. A call that meets 429s is retried until then, not only
   * `maxRetries` times. Default twice `timeoutSeconds`, at least 120.
   */
  callTimeoutSeconds?: number;
  /** Connections open at once to one address; further calls wait for a free one. Default 16. */
  maxConnectionsPerOrigin?: number;
  /** Largest answer body read, in bytes; a larger answer fails the call. Default 67108864 (64 MiB). */
  maxResponseBytes?: number;
  /**
   * Most pages one paged list may take (the volume list, a day's event logs); a list that goes on fails, naming
   * the operation and the count. Default 10000.
   */
  pageLimit?: number;
  /**
   * Seconds for which the answer of a read of a shield zone, an app's volume list, a pull zone, the pull zone list or
   * a video serves the same reads, by any client of the process with the same address and key; a read in flight
   * serves those made while it runs. A write through the client drops the answers it may change. 0 to 300; default
   * 0: every read is made. The providers set it from `cloudplatform:readReuseSeconds` (default 10).
   */
  readReuseSeconds?: number;
  /**
   * Paces the requests of the process to each address so that no more than this many start in a second. Unset by
   * default: requests start as they come.
   */
  maxRequestsPerSecond?: number;
}

/** One method per API operation. Every input is validated before the call and every answer is parsed.
 *
 * @example
 * ```ts
 * import { CloudPlatformClient } from "pulumi-cloudplatform/client";
 *
 * const client = new CloudPlatformClient({
 *   apiKey: process.env.CLOUDPLATFORM_API_KEY!,
 *   videoApiKey: process.env.CLOUDPLATFORM_VIDEO_API_KEY,
 * });
 * await client.updateVolume("app-1", "vol-1", { size: 30 });
 * for await (const page of client.shieldEventLogPages("12345", "11-24-2026")) {
 *   console.log(page.logs.length);
 * }
 * await client.close();
 * ```
 */
export class CloudPlatformClient {
  readonly #api: ApiCaller;
  /** The lists whose read showed their address to be the API's, by list. */
  readonly #confirmedAddresses = new Map<string, Promise<void>>();

  constructor(options: ClientOptions) {
    const result = ClientSettings.safeParse(options);
    if (!result.success) throw new InputValidationError(inputIssues(result.error, { input: options, secret: SECRET_SETTINGS }));
    this.#api = new ApiCaller(result.data);
  }

  /** `PATCH /mc/apps/{appId}/volumes/{volumeId}`: sets the volume's name and/or size. */
  updateVolume(appId: string, volumeId: string, patch: PatchVolumeRequest): Promise<UpdateVolumeResponse> {
    const volumes = apiObjects.volumeList(appId);
    return this.#api.objects.write(volumes, () => containerApps.updateVolume(this.#api, appId, volumeId, patch), volumes);
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
    return this.#api.objects.read(apiObjects.volumeList(appId), () => containerApps.listVolumes(this.#api, appId));
  }

  /**
   * One volume of the app, found in the app's whole list (`GET /mc/apps/{appId}/volumes`, every page): the API has
   * no read of a single volume. A list without it fails with NotListedError; an app that does not exist, with the
   * API's 404 (NotFoundError).
   */
  getVolume(appId: string, volumeId: string): Promise<VolumeSummary> {
    return containerApps.getVolume(this.#api, appId, volumeId, (app) => this.listVolumes(app));
  }

  /** `GET /mc/apps/{appId}/containers/{containerId}`. */
  getContainerTemplate(appId: string, containerId: string): Promise<ContainerTemplate> {
    return containerApps.getContainerTemplate(this.#api, appId, containerId);
  }

  /** `POST /pullzone/completeExternalDnsCertificate` for the hostname. */
  completeExternalDnsCertificate(hostname: string): Promise<void> {
    return this.#api.objects.write(apiObjects.everyPullZone, () => pullZones.completeExternalDnsCertificate(this.#api, hostname));
  }

  /**
   * `GET /pullzone/{pullZoneId}`: the zone's hostnames with `hasCertificate`. Never asks for certificates
   * (`includeCertificate=false`): that answer would carry their private keys.
   */
  getPullZone(pullZoneId: string): Promise<PullZone> {
    return this.#api.objects.read(apiObjects.pullZone(pullZoneId), () => pullZones.getPullZone(this.#api, pullZoneId));
  }

  /**
   * Every pull zone of the account, as `GET /pullzone` answers them in one array (no `page`, no `search`), with
   * `includeCertificate=false`. The whole list, never a search-narrowed one, is what can show that a hostname is in
   * no zone.
   */
  listPullZones(): Promise<PullZone[]> {
    return this.#api.objects.read(apiObjects.pullZoneList, () => pullZones.listPullZones(this.#api));
  }

  /**
   * `GET /shield/shield-zone/{shieldZoneId}`: the zone's WAF rule lists (null lists become empty). The shield area's
   * 2xx with `success: false` (such as 202 `not_found_or_unauthorised_access.shieldzone`) is an ApiError carrying
   * that status and key; only a NotFoundError whose `fromApi` is true says the zone is gone.
   */
  getShieldZone(shieldZoneId: string): Promise<ShieldZone> {
    return this.#api.objects.read(apiObjects.shieldZone(shieldZoneId), () => shield.getShieldZone(this.#api, shieldZoneId));
  }

  /** `POST /shield/waf/rules/review-triggered/{shieldZoneId}`: the new action of a triggered WAF rule. */
  reviewTriggeredWafRule(shieldZoneId: string, ruleId: string, action: WafRuleAction): Promise<void> {
    const zone = apiObjects.shieldZone(shieldZoneId);
    return this.#api.objects.write(zone, () => shield.reviewTriggeredWafRule(this.#api, shieldZoneId, ruleId, action), zone);
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
  shieldEventLogPages(
    shieldZoneId: string,
    date: string,
    options: ShieldEventLogPagesOptions = {},
  ): AsyncIterableIterator<ShieldEventLogPage> {
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
    const target = apiObjects.video(libraryId, videoId);
    return this.#api.objects.write(target, () => video.uploadVideo(this.#api, libraryId, videoId, source, options));
  }

  /** `GET {videoUrl}/library/{libraryId}/videos/{videoId}`, with the status decoded to its name. */
  getVideo(libraryId: string, videoId: string): Promise<LibraryVideo> {
    return this.#api.objects.read(apiObjects.video(libraryId, videoId), () => video.getVideo(this.#api, libraryId, videoId));
  }

  /**
   * `POST {videoUrl}/library/{libraryId}/videos`: a new video without a file; `videoId` of the result is its guid.
   * Retried only where no video can have been created (429, a failed connect): after any other failure the video
   * may exist, and the error says so by its kind (a NetworkError or a 5xx ApiError).
   */
  createVideo(libraryId: string, fields: CreateVideoRequest): Promise<LibraryVideo> {
    return video.createVideo(this.#api, libraryId, fields);
  }

  /** `POST {videoUrl}/library/{libraryId}/videos/{videoId}`: sets the title and/or the collection ("" for none). */
  updateVideo(libraryId: string, videoId: string, changes: UpdateVideoRequest): Promise<void> {
    return this.#api.objects.write(apiObjects.video(libraryId, videoId), () => video.updateVideo(this.#api, libraryId, videoId, changes));
  }

  /**
   * `DELETE {videoUrl}/library/{libraryId}/videos/{videoId}`. A retried delete whose first attempt was applied
   * answers 404: a NotFoundError whose `fromApi` is true means the video is gone either way.
   */
  deleteVideo(libraryId: string, videoId: string): Promise<void> {
    return this.#api.objects.write(apiObjects.video(libraryId, videoId), () => video.deleteVideo(this.#api, libraryId, videoId));
  }

  /**
   * Shows that the address answers as the API: reads the first page of `collection` (`GET /mc/apps`,
   * `GET /shield/shield-zones`, `GET /pullzone`, or `GET {videoUrl}/library/{libraryId}/videos`) and resolves once it
   * answered 2xx with the list's shape. A 404 for an object of that list, on the same address, is then the API's word
   * that the object is gone, not a wrong address's (a `/v2` suffix) or a gateway's. An answer that showed it is kept
   * for the client's life; a failure is thrown, and the next call reads again.
   */
  confirmApiAddress(collection: ParentCollection): Promise<void> {
    const key = JSON.stringify(collection);
    let confirmed = this.#confirmedAddresses.get(key);
    if (confirmed === undefined) {
      confirmed = collections.readFirstPage(this.#api, collection);
      this.#confirmedAddresses.set(key, confirmed);
      confirmed.catch(() => this.#confirmedAddresses.delete(key));
    }
    return confirmed;
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
