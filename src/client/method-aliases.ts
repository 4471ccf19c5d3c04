import { z } from "zod";
import {
  BotDetectionMetricsResponse,
  ContainerTemplateSchema,
  CreateVideoRequestSchema,
  EventLogDate,
  Hostname,
  IntegerId,
  LibraryVideoSchema,
  MaxPages,
  PartnerContractSchema,
  PatchVolumeRequestSchema,
  PathId,
  PullZoneList,
  PullZoneSchema,
  ShieldEventLogPageSchema,
  ShieldZoneResponse,
  StatusModelSchema,
  UpdateVideoRequestSchema,
  UpdateVolumeResponseSchema,
  VideoListPage,
  VideoUploadOptionsSchema,
  VolumeListPage,
  WAF_RULE_ACTION_CODES,
  WafReviewResult,
  WafRuleActionSchema,
} from "../schemas";
import type {
  BotDetectionMetrics,
  ContainerTemplate,
  CreateVideoRequest,
  LibraryVideo,
  PartnerContract,
  PatchVolumeRequest,
  PullZone,
  ShieldEventLogPage,
  ShieldEventLogPagesOptions,
  ShieldZone,
  UpdateVideoRequest,
  UpdateVolumeResponse,
  VideoSource,
  VideoUploadOptions,
  VolumeSummary,
  WafRuleAction,
} from "../types";
import type { ExternalDnsCertificateRequest } from "../api/models/core";
import type { UpdateReviewTriggeredRuleRequest } from "../api/models/shield";
import { alias, allPagesAlias, pagesAlias } from "./alias";
import { actionResult, bodyOf, dataOrError, statusResult, uploadResult, withErrorResponse } from "./envelopes";
import { noBody } from "./operation-declaration";
import { uploadContent, VideoSourceInput } from "./video-upload";

/** Videos per page of a search: the most the API serves in one page. */
export const VIDEO_SEARCH_PAGE_SIZE = 1000;

const AppInput = z.object({ appId: PathId });
const ShieldZoneInput = z.object({ shieldZoneId: IntegerId });
const byShieldZone = (shieldZoneId: string) => ({ shieldZoneId });
const VideoInput = z.object({ libraryId: IntegerId, videoId: PathId });

/**
 * Sent with every pull zone read: an answer with `includeCertificate=true` would carry each hostname's certificate
 * and its private key. `false` is the API's default; sending it keeps it so should the default change.
 */
const withoutCertificates = (parameters: object) => ({ ...parameters, includeCertificate: false });

/** The checked arguments with the one named `name` sent as the operation's body. */
const asBody =
  (name: string) =>
  ({ [name]: body, ...parameters }: Record<string, unknown>) => ({ ...parameters, body });

/**
 * The client's methods that predate the groups of operations, each an alias of the operation it calls: the arguments
 * it takes and the rules they follow, the parameters they become, and the view of the answer it returns.
 */
export const methodAliases = {
  /** `PATCH /mc/apps/{appId}/volumes/{volumeId}`: sets the volume's name and/or size. */
  updateVolume: alias(
    "containerApps.updateVolume",
    (appId: string, volumeId: string, patch: PatchVolumeRequest) => ({ appId, volumeId, patch }),
    z.object({ appId: PathId, volumeId: PathId, patch: PatchVolumeRequestSchema }).transform(asBody("patch")),
    bodyOf<UpdateVolumeResponse>(UpdateVolumeResponseSchema),
  ),

  /**
   * Every volume of the app. ListVolumes declares no paging parameter, but its
   * answer has a `cursor`; a non-empty one is followed with `nextCursor`, the
   * parameter the same API uses for its other cursor-paged lists, so that no
   * volume is ever silently left out. Paging stops at an empty page or once
   * `meta.totalItems` volumes are in; a cursor seen before is an error rather
   * than a loop.
   */
  listVolumes: allPagesAlias<[appId: string], VolumeSummary>("containerApps.listVolumes", (appId) => ({ appId }), AppInput, VolumeListPage),

  /** `GET /mc/apps/{appId}/containers/{containerId}`. */
  getContainerTemplate: alias(
    "containerApps.getContainer",
    (appId: string, containerId: string) => ({ appId, containerId }),
    z.object({ appId: PathId, containerId: PathId }),
    bodyOf<ContainerTemplate>(ContainerTemplateSchema),
  ),

  /** `POST /pullzone/completeExternalDnsCertificate` for the hostname. */
  completeExternalDnsCertificate: alias(
    "pullZones.completeExternalDnsCertificate",
    (hostname: string) => ({ hostname }),
    z.object({ hostname: Hostname }).transform(({ hostname }) => {
      const body: ExternalDnsCertificateRequest = { Hostname: hostname };
      return { body };
    }),
    bodyOf(noBody),
  ),

  /**
   * `GET /pullzone/{pullZoneId}`: the zone's hostnames with `hasCertificate`. Never asks for certificates
   * (`includeCertificate=false`): that answer would carry their private keys.
   */
  getPullZone: alias(
    "pullZones.get",
    (pullZoneId: string) => ({ pullZoneId }),
    z.object({ pullZoneId: IntegerId }).transform(withoutCertificates),
    bodyOf<PullZone>(PullZoneSchema),
  ),

  /**
   * Every pull zone of the account, as `GET /pullzone` answers them in one array (no `page`, no `search`), with
   * `includeCertificate=false`. The whole list, never a search-narrowed one, is what can show that a hostname is in
   * no zone.
   */
  listPullZones: alias("pullZones.list", () => ({}), z.object({}).transform(withoutCertificates), bodyOf<PullZone[]>(PullZoneList)),

  /**
   * `GET /shield/shield-zone/{shieldZoneId}`: the zone's WAF rule lists (null lists become empty). The shield area's
   * 2xx with `success: false` (such as 202 `not_found_or_unauthorised_access.shieldzone`) is an ApiError carrying
   * that status and key; only a NotFoundError whose `fromApi` is true says the zone is gone.
   */
  getShieldZone: alias("shieldZones.get", byShieldZone, ShieldZoneInput, dataOrError<ShieldZone>(ShieldZoneResponse)),

  /** `POST /shield/waf/rules/review-triggered/{shieldZoneId}`: the new action of a triggered WAF rule. */
  reviewTriggeredWafRule: alias(
    "shieldWaf.updateRulesReviewTriggered",
    (shieldZoneId: string, ruleId: string, action: WafRuleAction) => ({ shieldZoneId, ruleId, action }),
    z
      .object({ shieldZoneId: IntegerId, ruleId: PathId, action: WafRuleActionSchema })
      .transform(({ shieldZoneId, ruleId, action }) => {
        const body: UpdateReviewTriggeredRuleRequest = { ruleId, action: WAF_RULE_ACTION_CODES[action] };
        return { shieldZoneId, body };
      }),
    actionResult(WafReviewResult),
  ),

  /** The `data` of `GET /shield/metrics/shield-zone/{shieldZoneId}/bot-detection`. */
  getBotDetectionMetrics: alias(
    "shieldMetrics.getShieldZoneBotDetection",
    byShieldZone,
    ShieldZoneInput,
    dataOrError<BotDetectionMetrics>(BotDetectionMetricsResponse),
  ),

  /** One page of a day's event logs: the first without a token, later ones with the previous page's `continuationToken`. */
  getShieldEventLogPage: alias(
    "shieldEventLogs.get",
    (shieldZoneId: string, date: string, continuationToken?: string) => ({ shieldZoneId, date, continuationToken }),
    z.object({ shieldZoneId: IntegerId, date: EventLogDate, continuationToken: PathId.optional() }),
    withErrorResponse<ShieldEventLogPage>(ShieldEventLogPageSchema),
    { operation: "getShieldEventLogs" },
  ),

  /**
   * Every page of a day's event logs, in order, fetched one at a time as the
   * iteration advances (only the current page is held). Arguments are checked
   * at once, before the first request.
   */
  shieldEventLogPages: pagesAlias(
    "shieldEventLogs.get",
    (shieldZoneId: string, date: string, options: ShieldEventLogPagesOptions = {}) => ({ shieldZoneId, date, options }),
    z.object({ shieldZoneId: IntegerId, date: EventLogDate, options: z.strictObject({ maxPages: MaxPages.optional() }) }),
    withErrorResponse<ShieldEventLogPage>(ShieldEventLogPageSchema),
    { operation: "getShieldEventLogs" },
  ),

  /**
   * Streams the content to the video (never holding it in memory) with the
   * given options as query parameters, and returns the API's answer with the
   * SHA-256 and size of the content sent. A 400 "already uploaded" becomes
   * VideoAlreadyUploadedError, which says whether an earlier attempt of this
   * same call may have stored the file.
   */
  uploadVideo: alias(
    "videos.upload",
    (libraryId: string, videoId: string, source: VideoSource, options: VideoUploadOptions = {}) => ({
      libraryId,
      videoId,
      source,
      options,
    }),
    z.object({ libraryId: IntegerId, videoId: PathId, source: VideoSourceInput, options: VideoUploadOptionsSchema }),
    uploadResult(StatusModelSchema),
    {
      prepare: async ({ source, options, ...ids }, named) => ({
        ...ids,
        ...(options as object),
        body: await uploadContent(source as VideoSource, named),
      }),
    },
  ),

  /** `GET {videoUrl}/library/{libraryId}/videos/{videoId}`, with the status decoded to its name. */
  getVideo: alias(
    "videos.get",
    (libraryId: string, videoId: string) => ({ libraryId, videoId }),
    VideoInput,
    bodyOf<LibraryVideo>(LibraryVideoSchema),
  ),

  /**
   * Without `search`: the first video of the library, read for the answer alone. With it: page `page` (from 1, 1000
   * a page) of the videos whose title contains `search`.
   */
  listVideos: alias(
    "videos.list",
    (libraryId: string, search?: string, page: number = 1) => ({ libraryId, search, page }),
    z
      .object({ libraryId: IntegerId, search: z.string().min(1).optional(), page: z.number().int().min(1) })
      .transform(({ libraryId, search, page }) =>
        search === undefined ? { libraryId, page: 1, itemsPerPage: 1 } : { libraryId, page, itemsPerPage: VIDEO_SEARCH_PAGE_SIZE, search },
      ),
    bodyOf<LibraryVideo[]>(VideoListPage.transform((answer) => answer.items ?? [])),
  ),

  /**
   * `POST {videoUrl}/library/{libraryId}/videos`: a new video without a file; `videoId` of the result is its guid.
   * Retried only where no video can have been created (429, a failed connect): after any other failure the video
   * may exist, and the error says so by its kind (a NetworkError or a 5xx ApiError).
   */
  createVideo: alias(
    "videos.create",
    (libraryId: string, fields: CreateVideoRequest) => ({ libraryId, fields }),
    z.object({ libraryId: IntegerId, fields: CreateVideoRequestSchema }).transform(asBody("fields")),
    bodyOf<LibraryVideo>(LibraryVideoSchema),
  ),

  /** `POST {videoUrl}/library/{libraryId}/videos/{videoId}`: sets the title and/or the collection ("" for none). */
  updateVideo: alias(
    "videos.update",
    (libraryId: string, videoId: string, changes: UpdateVideoRequest) => ({ libraryId, videoId, changes }),
    z.object({ libraryId: IntegerId, videoId: PathId, changes: UpdateVideoRequestSchema }).transform(asBody("changes")),
    statusResult(StatusModelSchema),
  ),

  /**
   * `DELETE {videoUrl}/library/{libraryId}/videos/{videoId}`. A retried delete whose first attempt was applied
   * answers 404: a NotFoundError whose `fromApi` is true means the video is gone either way.
   */
  deleteVideo: alias(
    "videos.delete",
    (libraryId: string, videoId: string) => ({ libraryId, videoId }),
    VideoInput,
    statusResult(StatusModelSchema),
  ),

  /** `GET /partner/contract`, decoded to camelCase names. */
  getPartnerContract: alias("partner.getContract", () => ({}), z.object({}), bodyOf<PartnerContract>(PartnerContractSchema)),
};
