import {
  completeExternalDnsCertificate,
  completeExternalHttpCertificate,
  requestExternalDnsCertificate,
  requestExternalHttpCertificate,
} from "./handlers/certificates";
import { createApp, deleteApp, deployApp, getApp, replaceApp, restartApp, undeployApp, updateApp } from "./handlers/container-app";
import { deleteVolume, getContainerTemplate, listApps, listVolumes, updateVolume } from "./handlers/container-apps";
import { createLogForwarding, replaceLogForwarding } from "./handlers/container-log-forwarding";
import { createRegistry, deleteRegistry, replaceRegistry } from "./handlers/container-registries";
import { issueDnsZoneCertificate, scanDnsZoneRecords } from "./handlers/dns-zone-runs";
import { getPartnerContract } from "./handlers/partner";
import {
  addCertificate,
  addHostname,
  loadFreeCertificate,
  removeCertificate,
  removeHostname,
  setForceSsl,
  updatePrivateKeyType,
} from "./handlers/pull-zone-hostnames";
import { purgePullZoneCache } from "./handlers/pull-zone-purges";
import { getPullZone, listPullZones } from "./handlers/pull-zones";
import { getBotDetectionMetrics, getShieldZone, listShieldZones, reviewTriggeredWafRule } from "./handlers/shield";
import { getAccessLists, updateAccessListsConfiguration } from "./handlers/shield-access-lists";
import { updateApiGuardianEndpoint } from "./handlers/shield-api-guardian-endpoints";
import { API_GUARDIAN_SETTINGS, uploadApiGuardianSpec } from "./handlers/shield-api-guardian-spec";
import {
  getBotCategorization,
  replaceBotCategorizationBot,
  replaceBotCategorizationCategory,
} from "./handlers/shield-bot-categorization";
import { deleteCustomPage, getCustomPage, replaceCustomPage } from "./handlers/shield-custom-pages";
import { getShieldEventLogs } from "./handlers/shield-event-logs";
import { readShieldZoneSettings, writeShieldZoneSettings, type ShieldZoneSettings } from "./handlers/shield-zone-settings";
import { createShieldRule } from "./handlers/shield-rules";
import { createShieldZone, createUnderAttackShieldZone, getShieldZoneByPullZone, updateShieldZone } from "./handlers/shield-zones";
import { uploadVideo } from "./handlers/video-upload";
import { deleteCaptions, updateCaptions } from "./handlers/video-captions";
import {
  addVideoOutputCodec,
  cleanupVideoResolutions,
  fetchVideo,
  reencodeVideo,
  repackageVideo,
  setVideoThumbnail,
  smartGenerateVideo,
  transcribeVideo,
} from "./handlers/video-runs";
import { createVideo, deleteVideo, getVideo, listVideos, updateVideo } from "./handlers/videos";
import {
  botMetricsError,
  containerAppsError,
  eventLogsError,
  partnerError,
  pullZoneError,
  shieldZoneError,
  shieldZoneListError,
  shieldZoneWriteError,
  videoError,
  wafReviewError,
} from "./http-responses";
import { AREA_ERRORS } from "./area-errors";
import type { RouteDefinition } from "./route-definition";
import { withTableRoutes } from "./table-routes";
import type { OperationName } from "../operations";

/** Path prefix of the video API on the simulator's single port. */
export const VIDEO_PATH_PREFIX = "/video";

function route(
  name: OperationName,
  method: string,
  pattern: string,
  options: Pick<RouteDefinition, "key" | "body" | "error" | "handle">,
): RouteDefinition {
  return { name, method, segments: pattern.split("/").slice(1), ...options };
}

/** The path of a shield zone's access lists. */
const ACCESS_LISTS = "/shield/shield-zone/:shieldZoneId/access-lists";

/** The path of a shield zone's bot categorization. */
const BOT_CATEGORIZATION = "/shield/shield-zone/:shieldZoneId/bot-categorization";

/** The path of a shield zone's bot detection settings. */
const BOT_DETECTION = "/shield/shield-zone/:shieldZoneId/bot-detection";

/** The path of a shield zone's upload scanning settings. */
const UPLOAD_SCANNING = "/shield/shield-zone/:shieldZoneId/upload-scanning";

/** The path of a shield zone's API Guardian settings. */
const API_GUARDIAN = "/shield/shield-zone/:shieldZoneId/api-guardian";

/** The read and the PATCH of a shield zone's settings object at `pattern`. */
function shieldZoneSettingsRoutes(pattern: string, settings: ShieldZoneSettings): RouteDefinition[] {
  return [
    route(settings.read, "GET", pattern, {
      key: "account", body: "none", error: shieldZoneError, handle: readShieldZoneSettings(settings),
    }),
    route(settings.write, "PATCH", pattern, {
      key: "account", body: "json", error: shieldZoneError, handle: writeShieldZoneSettings(settings),
    }),
  ];
}

/** The path of one of a shield zone's custom response pages. */
const CUSTOM_PAGE = "/shield/shield-zone/:shieldZoneId/custom-page/:pageType";

const HAND_WRITTEN_ROUTES: readonly RouteDefinition[] = [
  route("listApps", "GET", "/mc/apps", {
    key: "account", body: "none", error: containerAppsError, handle: listApps,
  }),
  route("containerApps.create", "POST", "/mc/apps", {
    key: "account", body: "json", error: containerAppsError, handle: createApp,
  }),
  route("containerApps.get", "GET", "/mc/apps/:appId", {
    key: "account", body: "none", error: containerAppsError, handle: getApp,
  }),
  route("containerApps.replace", "PUT", "/mc/apps/:appId", {
    key: "account", body: "json", error: containerAppsError, handle: replaceApp,
  }),
  route("containerApps.update", "PATCH", "/mc/apps/:appId", {
    key: "account", body: "json", error: containerAppsError, handle: updateApp,
  }),
  route("containerApps.delete", "DELETE", "/mc/apps/:appId", {
    key: "account", body: "none", error: containerAppsError, handle: deleteApp,
  }),
  route("containerApps.restart", "POST", "/mc/apps/:appId/restart", {
    key: "account", body: "none", error: containerAppsError, handle: restartApp,
  }),
  route("containerApps.deploy", "POST", "/mc/apps/:appId/deploy", {
    key: "account", body: "none", error: containerAppsError, handle: deployApp,
  }),
  route("containerApps.undeploy", "POST", "/mc/apps/:appId/undeploy", {
    key: "account", body: "none", error: containerAppsError, handle: undeployApp,
  }),
  route("listVolumes", "GET", "/mc/apps/:appId/volumes", {
    key: "account", body: "none", error: containerAppsError, handle: listVolumes,
  }),
  route("updateVolume", "PATCH", "/mc/apps/:appId/volumes/:volumeId", {
    key: "account", body: "json", error: containerAppsError, handle: updateVolume,
  }),
  route("containerApps.deleteVolume", "DELETE", "/mc/apps/:appId/volumes/:volumeId", {
    key: "account", body: "none", error: containerAppsError, handle: deleteVolume,
  }),
  route("getContainerTemplate", "GET", "/mc/apps/:appId/containers/:containerId", {
    key: "account", body: "none", error: containerAppsError, handle: getContainerTemplate,
  }),
  route("containerRegistries.create", "POST", "/mc/registries", {
    key: "account", body: "json", error: containerAppsError, handle: createRegistry,
  }),
  route("containerRegistries.replace", "PUT", "/mc/registries/:registryId", {
    key: "account", body: "json", error: containerAppsError, handle: replaceRegistry,
  }),
  route("containerRegistries.delete", "DELETE", "/mc/registries/:registryId", {
    key: "account", body: "none", error: containerAppsError, handle: deleteRegistry,
  }),
  route("containerLogForwarding.create", "POST", "/mc/log/forwarding", {
    key: "account", body: "json", error: containerAppsError, handle: createLogForwarding,
  }),
  route("containerLogForwarding.replace", "PUT", "/mc/log/forwarding/:appId", {
    key: "account", body: "json", error: containerAppsError, handle: replaceLogForwarding,
  }),
  route("completeExternalDnsCertificate", "POST", "/pullzone/completeExternalDnsCertificate", {
    key: "account", body: "json", error: pullZoneError, handle: completeExternalDnsCertificate,
  }),
  route("pullZones.requestExternalDnsCertificate", "POST", "/pullzone/requestExternalDnsCertificate", {
    key: "account", body: "json", error: pullZoneError, handle: requestExternalDnsCertificate,
  }),
  route("pullZones.requestExternalHttpCertificate", "POST", "/pullzone/requestExternalHttpCertificate", {
    key: "account", body: "json", error: pullZoneError, handle: requestExternalHttpCertificate,
  }),
  route("pullZones.completeExternalHttpCertificate", "POST", "/pullzone/completeExternalHttpCertificate", {
    key: "account", body: "json", error: pullZoneError, handle: completeExternalHttpCertificate,
  }),
  route("pullZones.loadFreeCertificate", "GET", "/pullzone/loadFreeCertificate", {
    key: "account", body: "none", error: pullZoneError, handle: loadFreeCertificate,
  }),
  route("pullZones.addHostname", "POST", "/pullzone/:pullZoneId/addHostname", {
    key: "account", body: "json", error: pullZoneError, handle: addHostname,
  }),
  route("pullZones.removeHostname", "DELETE", "/pullzone/:pullZoneId/removeHostname", {
    key: "account", body: "json", error: pullZoneError, handle: removeHostname,
  }),
  route("pullZones.setForceSsl", "POST", "/pullzone/:pullZoneId/setForceSSL", {
    key: "account", body: "json", error: pullZoneError, handle: setForceSsl,
  }),
  route("pullZones.updatePrivateKeyType", "POST", "/pullzone/:pullZoneId/updatePrivateKeyType", {
    key: "account", body: "json", error: pullZoneError, handle: updatePrivateKeyType,
  }),
  route("pullZones.purgeCache", "POST", "/pullzone/:pullZoneId/purgeCache", {
    key: "account", body: "optional-json", error: pullZoneError, handle: purgePullZoneCache,
  }),
  route("dnsZones.issueCertificate", "POST", "/dnszone/:zoneId/certificate/issue", {
    key: "account", body: "optional-json", error: pullZoneError, handle: issueDnsZoneCertificate,
  }),
  route("dnsZones.scanRecords", "POST", "/dnszone/records/scan", {
    key: "account", body: "json", error: pullZoneError, handle: scanDnsZoneRecords,
  }),
  route("pullZones.addCertificate", "POST", "/pullzone/:pullZoneId/addCertificate", {
    key: "account", body: "json", error: pullZoneError, handle: addCertificate,
  }),
  route("pullZones.removeCertificate", "DELETE", "/pullzone/:pullZoneId/removeCertificate", {
    key: "account", body: "json", error: pullZoneError, handle: removeCertificate,
  }),
  route("listPullZones", "GET", "/pullzone", {
    key: "account", body: "none", error: pullZoneError, handle: listPullZones,
  }),
  route("getPullZone", "GET", "/pullzone/:id", {
    key: "account", body: "none", error: pullZoneError, handle: getPullZone,
  }),
  route("reviewTriggeredWafRule", "POST", "/shield/waf/rules/review-triggered/:shieldZoneId", {
    key: "account", body: "json", error: wafReviewError, handle: reviewTriggeredWafRule,
  }),
  route("getShieldZone", "GET", "/shield/shield-zone/:shieldZoneId", {
    key: "account", body: "none", error: shieldZoneError, handle: getShieldZone,
  }),
  ...shieldZoneSettingsRoutes(BOT_DETECTION, { read: "shieldZones.getBotDetection", write: "shieldZones.updateBotDetection" }),
  ...shieldZoneSettingsRoutes(UPLOAD_SCANNING, { read: "shieldZones.getUploadScanning", write: "shieldZones.updateUploadScanning" }),
  ...shieldZoneSettingsRoutes(API_GUARDIAN, API_GUARDIAN_SETTINGS),
  route("shieldZones.createApiGuardianSpec", "POST", `${API_GUARDIAN}/spec`, {
    key: "account", body: "json", error: shieldZoneError, handle: uploadApiGuardianSpec("shieldZones.createApiGuardianSpec"),
  }),
  route("shieldZones.updateApiGuardianSpec", "PATCH", `${API_GUARDIAN}/spec`, {
    key: "account", body: "json", error: shieldZoneError, handle: uploadApiGuardianSpec("shieldZones.updateApiGuardianSpec"),
  }),
  route("shieldZones.updateApiGuardianEndpoint", "PATCH", `${API_GUARDIAN}/endpoint/:endpointId`, {
    key: "account", body: "json", error: shieldZoneError, handle: updateApiGuardianEndpoint,
  }),
  route("shieldZones.getAccessLists", "GET", ACCESS_LISTS, {
    key: "account", body: "none", error: shieldZoneError, handle: getAccessLists,
  }),
  route("shieldZones.updateAccessListsConfiguration", "PATCH", `${ACCESS_LISTS}/configurations/:configurationId`, {
    key: "account", body: "json", error: shieldZoneError, handle: updateAccessListsConfiguration,
  }),
  route("shieldZones.getBotCategorization", "GET", BOT_CATEGORIZATION, {
    key: "account", body: "none", error: shieldZoneError, handle: getBotCategorization,
  }),
  route("shieldZones.replaceBotCategorizationCategory", "PUT", `${BOT_CATEGORIZATION}/categories/:category`, {
    key: "account", body: "json", error: shieldZoneError, handle: replaceBotCategorizationCategory,
  }),
  route("shieldZones.replaceBotCategorizationBot", "PUT", `${BOT_CATEGORIZATION}/bots/:botId`, {
    key: "account", body: "json", error: shieldZoneError, handle: replaceBotCategorizationBot,
  }),
  route("shieldZones.create", "POST", "/shield/shield-zone", {
    key: "account", body: "json", error: shieldZoneWriteError, handle: createShieldZone,
  }),
  route("shieldZones.createUnderAttack", "POST", "/shield/shield-zone/under-attack", {
    key: "account", body: "json", error: shieldZoneWriteError, handle: createUnderAttackShieldZone,
  }),
  route("shieldZones.update", "PATCH", "/shield/shield-zone", {
    key: "account", body: "json", error: shieldZoneWriteError, handle: updateShieldZone,
  }),
  route("shieldZones.getByPullZone", "GET", "/shield/shield-zone/get-by-pullzone/:pullZoneId", {
    key: "account", body: "none", error: shieldZoneError, handle: getShieldZoneByPullZone,
  }),
  route("shieldZones.replaceCustomPage", "PUT", CUSTOM_PAGE, {
    key: "account", body: "text", error: AREA_ERRORS.shield, handle: replaceCustomPage,
  }),
  route("shieldZones.getCustomPage", "GET", CUSTOM_PAGE, {
    key: "account", body: "none", error: AREA_ERRORS.shield, handle: getCustomPage,
  }),
  route("shieldZones.deleteCustomPage", "DELETE", CUSTOM_PAGE, {
    key: "account", body: "none", error: AREA_ERRORS.shield, handle: deleteCustomPage,
  }),
  route("listShieldZones", "GET", "/shield/shield-zones", {
    key: "account", body: "none", error: shieldZoneListError, handle: listShieldZones,
  }),
  route("shieldWaf.createCustomRule", "POST", "/shield/waf/custom-rule", {
    key: "account", body: "json", error: AREA_ERRORS.shield, handle: createShieldRule("shieldWaf.createCustomRule"),
  }),
  route("shieldRateLimits.create", "POST", "/shield/rate-limit", {
    key: "account", body: "json", error: AREA_ERRORS.shield, handle: createShieldRule("shieldRateLimits.create"),
  }),
  route("getBotDetectionMetrics", "GET", "/shield/metrics/shield-zone/:shieldZoneId/bot-detection", {
    key: "account", body: "none", error: botMetricsError, handle: getBotDetectionMetrics,
  }),
  route("getShieldEventLogs", "GET", "/shield/event-logs/:shieldZoneId/:date/:continuationToken?", {
    key: "account", body: "none", error: eventLogsError, handle: getShieldEventLogs,
  }),
  route("uploadVideo", "PUT", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/:videoId`, {
    key: "video", body: "stream", error: videoError, handle: uploadVideo,
  }),
  route("getVideo", "GET", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/:videoId`, {
    key: "video", body: "none", error: videoError, handle: getVideo,
  }),
  route("updateVideo", "POST", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/:videoId`, {
    key: "video", body: "json", error: videoError, handle: updateVideo,
  }),
  route("deleteVideo", "DELETE", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/:videoId`, {
    key: "video", body: "none", error: videoError, handle: deleteVideo,
  }),
  route("listVideos", "GET", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos`, {
    key: "video", body: "none", error: videoError, handle: listVideos,
  }),
  route("createVideo", "POST", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos`, {
    key: "video", body: "json", error: videoError, handle: createVideo,
  }),
  route("videos.updateCaptions", "POST", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/:videoId/captions/:srclang`, {
    key: "video", body: "json", error: videoError, handle: updateCaptions,
  }),
  route("videos.reencode", "POST", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/:videoId/reencode`, {
    key: "video", body: "none", error: videoError, handle: reencodeVideo,
  }),
  route("videos.repackage", "POST", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/:videoId/repackage`, {
    key: "video", body: "none", error: videoError, handle: repackageVideo,
  }),
  route("videos.smart", "POST", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/:videoId/smart`, {
    key: "video", body: "json", error: videoError, handle: smartGenerateVideo,
  }),
  route("videos.transcribe", "POST", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/:videoId/transcribe`, {
    key: "video", body: "optional-json", error: videoError, handle: transcribeVideo,
  }),
  route("videos.createThumbnail", "POST", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/:videoId/thumbnail`, {
    key: "video", body: "none", error: videoError, handle: setVideoThumbnail,
  }),
  route("videos.fetch", "POST", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/fetch`, {
    key: "video", body: "json", error: videoError, handle: fetchVideo,
  }),
  route("videos.replaceOutput", "PUT", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/:videoId/outputs/:outputCodecId`, {
    key: "video", body: "none", error: videoError, handle: addVideoOutputCodec,
  }),
  route("videos.cleanupResolutions", "POST", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/:videoId/resolutions/cleanup`, {
    key: "video", body: "none", error: videoError, handle: cleanupVideoResolutions,
  }),
  route("videos.deleteCaptions", "DELETE", `${VIDEO_PATH_PREFIX}/library/:libraryId/videos/:videoId/captions/:srclang`, {
    key: "video", body: "none", error: videoError, handle: deleteCaptions,
  }),
  route("getPartnerContract", "GET", "/partner/contract", {
    key: "account", body: "none", error: partnerError, handle: getPartnerContract,
  }),
];

/** A route's literal segments before its parameters, position by position: `/pullzone/count` before `/pullzone/:id`. */
function specificity(route: RouteDefinition): string {
  return route.segments.map((segment) => (segment.startsWith(":") ? "1" : "0")).join("");
}

function bySpecificity(a: RouteDefinition, b: RouteDefinition): number {
  return specificity(a) < specificity(b) ? -1 : specificity(a) > specificity(b) ? 1 : 0;
}

/** Every route: the hand-written ones first where two serve the same path, the most literal path first otherwise. */
const ROUTES: readonly RouteDefinition[] = withTableRoutes(HAND_WRITTEN_ROUTES, VIDEO_PATH_PREFIX).sort(bySpecificity);

/** The operations the simulator answers, each once, by every name they have. */
export const ROUTE_NAMES: readonly OperationName[] = [
  ...new Set(ROUTES.flatMap((route) => (route.tableName === undefined ? [route.name] : [route.name, route.tableName]))),
];

export type RouteMatch =
  | { kind: "route"; route: RouteDefinition; params: Record<string, string>; paramProblem?: string }
  | { kind: "wrong-method"; allow: string[] }
  | { kind: "none" };

/**
 * Matches a raw path (as received, query removed). The path is split on '/'
 * first and each parameter segment is decoded once afterwards, so an encoded
 * '/' stays inside its parameter. Nothing is normalised: a '.' or '..'
 * segment never moves to another route, and as a parameter it is reported
 * in `paramProblem`.
 */
export function matchRoute(method: string, rawPath: string): RouteMatch {
  if (!rawPath.startsWith("/")) return { kind: "none" };
  const parts = rawPath.split("/").slice(1);
  const allow: string[] = [];
  for (const candidate of ROUTES) {
    const raw = rawParams(candidate, parts);
    if (!raw) continue;
    if (candidate.method !== method) {
      allow.push(candidate.method);
      continue;
    }
    return decodeParams(candidate, raw);
  }
  return allow.length > 0 ? { kind: "wrong-method", allow } : { kind: "none" };
}

function rawParams({ segments, exactCase }: RouteDefinition, parts: string[]): Map<string, string> | undefined {
  const optionalLast = segments[segments.length - 1].endsWith("?");
  if (parts.length !== segments.length && !(optionalLast && parts.length === segments.length - 1)) return undefined;
  const params = new Map<string, string>();
  for (const [i, segment] of segments.entries()) {
    const part = parts[i] ?? "";
    if (!segment.startsWith(":")) {
      if (exactCase ? part !== segment : part.toLowerCase() !== segment.toLowerCase()) return undefined;
      continue;
    }
    const optional = segment.endsWith("?");
    if (part === "" && !optional) return undefined;
    params.set(segment.slice(1, optional ? -1 : undefined), part);
  }
  return params;
}

function decodeParams(matched: RouteDefinition, raw: Map<string, string>): RouteMatch {
  const params: Record<string, string> = {};
  let paramProblem: string | undefined;
  for (const [name, value] of raw) {
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      paramProblem ??= `${name}: '${value}' is not valid percent-encoding`;
      continue;
    }
    if (params[name] === "." || params[name] === "..") paramProblem ??= `${name}: '.' and '..' are not valid ids`;
  }
  return { kind: "route", route: matched, params, paramProblem };
}
