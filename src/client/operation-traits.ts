import type { ApiOperationName } from "../api/operations";
import { apiObjects } from "./api-objects";
import type { ApiCaller } from "./caller";
import type { FailureMapper } from "./failure-mapper";
import type { RetryPolicy } from "./retry";
import type { ApiObject } from "./object-reads-and-writes";
import { alreadyUploaded } from "./video-upload";
import { parentOfWrites } from "./writes-under-parent";

type Parameters = Record<string, unknown>;

/**
 * What the operations table cannot say of an operation, for every call of it: through its method of the groups
 * (`client.pullZones.get`) and through the client's methods that call it (`getPullZone`) alike.
 */
export interface OperationTraits {
  /** The object a call reads: its answer is shared with the process's other reads of it in the same form. */
  reads?: (parameters: Parameters) => ApiObject;
  /** The object a call changes: the answers of its reads are dropped before and after the call. */
  writes?: (parameters: Parameters) => ApiObject;
  /**
   * Writes to the object are made one at a time, the process over; a function names the object whose writes queue
   * where that is narrower than what the call changes (one pull zone, whose write also changes the zone list).
   */
  oneWriteAtATime?: true | ((parameters: Parameters) => ApiObject);
  /** A list whose 2xx shows the address to be the API's (see `confirmApiAddress`): its 404 says the address is wrong. */
  provesAddress?: true;
  /** The operation's own errors for failures the API answered. */
  failure?: FailureMapper;
  /** Where it differs from the method's rule (a POST is retried only when it cannot have been received). */
  retry?: RetryPolicy;
}

const id = (value: unknown) => String(value);

/** The shield zone a create's body names, as its `shieldZoneId`. */
const bodyZone = ({ body }: Parameters) => id((body as { shieldZoneId?: unknown } | undefined)?.shieldZoneId);

/** The app a log forwarding create's body names, as its `app`. */
const bodyApp = ({ body }: Parameters) => id((body as { app?: unknown } | undefined)?.app);

/**
 * The queue of a write of a shield rule, which its call names by its own id alone: its zone's, with the zone's other
 * writes, where the caller named the zone (see `writesUnderParent`); else the rule's own.
 */
const ruleQueue = (rule: ApiObject) => {
  const zone = parentOfWrites();
  return zone === undefined ? rule : apiObjects.shieldZone(zone);
};

/** The traits of an update or delete of the shield rule `ruleOf` names: it writes the rule, in its {@link ruleQueue}. */
const ruleWrite = (ruleOf: (parameters: Parameters) => ApiObject): OperationTraits => ({
  writes: ruleOf,
  oneWriteAtATime: (parameters) => ruleQueue(ruleOf(parameters)),
});

/** The traits of the operations that have any, by operation name. */
export const operationTraits: Partial<Record<ApiOperationName, OperationTraits>> = {
  "containerApps.list": { provesAddress: true },
  "containerApps.listVolumes": { reads: ({ appId }) => apiObjects.volumeList(id(appId)) },
  "containerApps.updateVolume": { writes: ({ appId }) => apiObjects.containerApp(id(appId)), oneWriteAtATime: true },
  "containerApps.deleteVolume": { writes: ({ appId }) => apiObjects.containerApp(id(appId)), oneWriteAtATime: true },
  "containerApps.replace": { writes: ({ appId }) => apiObjects.containerApp(id(appId)), oneWriteAtATime: true },
  "containerApps.update": { writes: ({ appId }) => apiObjects.containerApp(id(appId)), oneWriteAtATime: true },
  "containerApps.delete": { writes: ({ appId }) => apiObjects.containerApp(id(appId)), oneWriteAtATime: true },
  // A deploy and an undeploy change what the app runs: one at a time with its other writes.
  "containerApps.deploy": { writes: ({ appId }) => apiObjects.containerApp(id(appId)), oneWriteAtATime: true },
  "containerApps.undeploy": { writes: ({ appId }) => apiObjects.containerApp(id(appId)), oneWriteAtATime: true },
  "dnsZones.list": { provesAddress: true },
  "dnsZones.get": { reads: ({ dnsZoneId }) => apiObjects.dnsZone(id(dnsZoneId)) },
  "dnsZones.update": { writes: ({ dnsZoneId }) => apiObjects.dnsZone(id(dnsZoneId)), oneWriteAtATime: true },
  "dnsZones.delete": { writes: ({ dnsZoneId }) => apiObjects.dnsZone(id(dnsZoneId)), oneWriteAtATime: true },
  "dnsZones.createDnssec": { writes: ({ dnsZoneId }) => apiObjects.dnsZone(id(dnsZoneId)), oneWriteAtATime: true },
  "dnsZones.deleteDnssec": { writes: ({ dnsZoneId }) => apiObjects.dnsZone(id(dnsZoneId)), oneWriteAtATime: true },
  // A record's writes change the zone's answer, which lists the records.
  "storageZones.list": { provesAddress: true },
  // An app's log forwarding is one configuration, created, replaced whole and deleted: one write at a time per app.
  "containerLogForwarding.create": { writes: (parameters) => apiObjects.logForwarding(bodyApp(parameters)), oneWriteAtATime: true },
  "containerLogForwarding.get": { reads: ({ appId }) => apiObjects.logForwarding(id(appId)) },
  "containerLogForwarding.replace": { writes: ({ appId }) => apiObjects.logForwarding(id(appId)), oneWriteAtATime: true },
  "containerLogForwarding.delete": { writes: ({ appId }) => apiObjects.logForwarding(id(appId)), oneWriteAtATime: true },
  "containerRegistries.list": { provesAddress: true },
  "containerRegistries.get": { reads: ({ registryId }) => apiObjects.containerRegistry(id(registryId)) },
  "containerRegistries.replace": { writes: ({ registryId }) => apiObjects.containerRegistry(id(registryId)), oneWriteAtATime: true },
  "containerRegistries.delete": { writes: ({ registryId }) => apiObjects.containerRegistry(id(registryId)), oneWriteAtATime: true },
  "storageZones.get": { reads: ({ storageZoneId }) => apiObjects.storageZone(id(storageZoneId)) },
  "storageZones.update": { writes: ({ storageZoneId }) => apiObjects.storageZone(id(storageZoneId)), oneWriteAtATime: true },
  "storageZones.delete": { writes: ({ storageZoneId }) => apiObjects.storageZone(id(storageZoneId)), oneWriteAtATime: true },
  "videoLibraries.list": { provesAddress: true },
  "videoLibraries.get": { reads: ({ videoLibraryId }) => apiObjects.videoLibrary(id(videoLibraryId)) },
  "videoLibraries.update": { writes: ({ videoLibraryId }) => apiObjects.videoLibrary(id(videoLibraryId)), oneWriteAtATime: true },
  "videoLibraries.delete": { writes: ({ videoLibraryId }) => apiObjects.videoLibrary(id(videoLibraryId)), oneWriteAtATime: true },
  "videoLibraries.addAllowedReferrer": {
    writes: ({ videoLibraryId }) => apiObjects.videoLibrary(id(videoLibraryId)),
    oneWriteAtATime: true,
  },
  "videoLibraries.removeAllowedReferrer": {
    writes: ({ videoLibraryId }) => apiObjects.videoLibrary(id(videoLibraryId)),
    oneWriteAtATime: true,
  },
  "videoLibraries.addBlockedReferrer": {
    writes: ({ videoLibraryId }) => apiObjects.videoLibrary(id(videoLibraryId)),
    oneWriteAtATime: true,
  },
  "videoLibraries.removeBlockedReferrer": {
    writes: ({ videoLibraryId }) => apiObjects.videoLibrary(id(videoLibraryId)),
    oneWriteAtATime: true,
  },
  "videoCollections.list": { provesAddress: true },
  "videoCollections.get": { reads: ({ libraryId, collectionId }) => apiObjects.videoCollection(id(libraryId), id(collectionId)) },
  "videoCollections.update": { writes: ({ libraryId }) => apiObjects.libraryCollections(id(libraryId)), oneWriteAtATime: true },
  "videoCollections.delete": { writes: ({ libraryId }) => apiObjects.libraryCollections(id(libraryId)), oneWriteAtATime: true },
  "dnsZones.setRecords": { writes: ({ zoneId }) => apiObjects.dnsZone(id(zoneId)), oneWriteAtATime: true },
  "dnsZones.updateRecord": { writes: ({ zoneId }) => apiObjects.dnsZone(id(zoneId)), oneWriteAtATime: true },
  "dnsZones.deleteRecord": { writes: ({ zoneId }) => apiObjects.dnsZone(id(zoneId)), oneWriteAtATime: true },
  "pullZones.list": { reads: () => apiObjects.pullZoneList, provesAddress: true },
  "pullZones.get": { reads: ({ pullZoneId }) => apiObjects.pullZone(id(pullZoneId)) },
  "pullZones.create": { writes: () => apiObjects.everyPullZone },
  "pullZones.update": { writes: () => apiObjects.everyPullZone, oneWriteAtATime: ({ pullZoneId }) => apiObjects.pullZone(id(pullZoneId)) },
  "pullZones.delete": { writes: () => apiObjects.everyPullZone, oneWriteAtATime: ({ pullZoneId }) => apiObjects.pullZone(id(pullZoneId)) },
  "pullZones.completeExternalDnsCertificate": { writes: () => apiObjects.everyPullZone },
  "pullZones.completeExternalHttpCertificate": { writes: () => apiObjects.everyPullZone },
  // An edge rule's writes change its zone's answer, which lists the rules.
  "pullZones.addOrUpdateEdgeRules": { writes: ({ pullZoneId }) => apiObjects.pullZone(id(pullZoneId)), oneWriteAtATime: true },
  "pullZones.deleteEdgeRule": { writes: ({ pullZoneId }) => apiObjects.pullZone(id(pullZoneId)), oneWriteAtATime: true },
  "pullZones.setEdgeRuleEnabled": { writes: ({ pullZoneId }) => apiObjects.pullZone(id(pullZoneId)), oneWriteAtATime: true },
  // A hostname's writes change its zone's answer, which lists the hostnames; the free certificate's call names no zone.
  "pullZones.addHostname": { writes: ({ pullZoneId }) => apiObjects.pullZone(id(pullZoneId)), oneWriteAtATime: true },
  "pullZones.removeHostname": { writes: ({ pullZoneId }) => apiObjects.pullZone(id(pullZoneId)), oneWriteAtATime: true },
  "pullZones.setForceSsl": { writes: ({ pullZoneId }) => apiObjects.pullZone(id(pullZoneId)), oneWriteAtATime: true },
  "pullZones.addCertificate": { writes: ({ pullZoneId }) => apiObjects.pullZone(id(pullZoneId)), oneWriteAtATime: true },
  "pullZones.removeCertificate": { writes: ({ pullZoneId }) => apiObjects.pullZone(id(pullZoneId)), oneWriteAtATime: true },
  "pullZones.loadFreeCertificate": { writes: () => apiObjects.everyPullZone },
  "shieldZones.list": { provesAddress: true },
  "shieldZones.get": { reads: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)) },
  // An access list's writes change the zone's list of them; a shield zone's writes are made one at a time, whatever
  // object of the zone they change.
  "shieldZones.getAccessLists": { reads: ({ shieldZoneId }) => apiObjects.shieldAccessLists(id(shieldZoneId)) },
  "shieldZones.getAccessList": {
    reads: ({ shieldZoneId, accessListId }) => apiObjects.shieldAccessList(id(shieldZoneId), id(accessListId)),
  },
  "shieldZones.createAccessList": {
    writes: ({ shieldZoneId }) => apiObjects.shieldAccessLists(id(shieldZoneId)),
    oneWriteAtATime: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)),
  },
  "shieldZones.updateAccessList": {
    writes: ({ shieldZoneId }) => apiObjects.shieldAccessLists(id(shieldZoneId)),
    oneWriteAtATime: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)),
  },
  "shieldZones.updateAccessListsConfiguration": {
    writes: ({ shieldZoneId }) => apiObjects.shieldAccessLists(id(shieldZoneId)),
    oneWriteAtATime: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)),
  },
  "shieldZones.deleteAccessList": {
    writes: ({ shieldZoneId }) => apiObjects.shieldAccessLists(id(shieldZoneId)),
    oneWriteAtATime: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)),
  },
  "shieldZones.getBotCategorization": { reads: ({ shieldZoneId }) => apiObjects.shieldBotCategorization(id(shieldZoneId)) },
  "shieldZones.replaceBotCategorizationCategory": {
    writes: ({ shieldZoneId }) => apiObjects.shieldBotCategorization(id(shieldZoneId)),
    oneWriteAtATime: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)),
  },
  "shieldZones.replaceBotCategorizationBot": {
    writes: ({ shieldZoneId }) => apiObjects.shieldBotCategorization(id(shieldZoneId)),
    oneWriteAtATime: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)),
  },
  "shieldZones.getBotDetection": { reads: ({ shieldZoneId }) => apiObjects.shieldBotDetection(id(shieldZoneId)) },
  "shieldZones.updateBotDetection": {
    writes: ({ shieldZoneId }) => apiObjects.shieldBotDetection(id(shieldZoneId)),
    oneWriteAtATime: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)),
  },
  "shieldZones.getUploadScanning": { reads: ({ shieldZoneId }) => apiObjects.shieldUploadScanning(id(shieldZoneId)) },
  "shieldZones.updateUploadScanning": {
    writes: ({ shieldZoneId }) => apiObjects.shieldUploadScanning(id(shieldZoneId)),
    oneWriteAtATime: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)),
  },
  "shieldZones.getApiGuardian": { reads: ({ shieldZoneId }) => apiObjects.shieldApiGuardian(id(shieldZoneId)) },
  "shieldZones.updateApiGuardian": {
    writes: ({ shieldZoneId }) => apiObjects.shieldApiGuardian(id(shieldZoneId)),
    oneWriteAtATime: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)),
  },
  "shieldZones.updateApiGuardianEndpoint": {
    writes: ({ shieldZoneId }) => apiObjects.shieldApiGuardian(id(shieldZoneId)),
    oneWriteAtATime: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)),
  },
  // A custom page's writes go one at a time with the zone's other writes: the zone's pages are written back whole.
  "shieldZones.getCustomPage": { reads: ({ shieldZoneId, pageType }) => apiObjects.shieldCustomPage(id(shieldZoneId), String(pageType)) },
  "shieldZones.replaceCustomPage": {
    writes: ({ shieldZoneId, pageType }) => apiObjects.shieldCustomPage(id(shieldZoneId), String(pageType)),
    oneWriteAtATime: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)),
  },
  "shieldZones.deleteCustomPage": {
    writes: ({ shieldZoneId, pageType }) => apiObjects.shieldCustomPage(id(shieldZoneId), String(pageType)),
    oneWriteAtATime: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)),
  },
  // The update names its zone in the body; writes to one zone made at once fail or are lost (Terraform bunnynet #64).
  "shieldZones.update": { writes: (parameters) => apiObjects.shieldZone(bodyZone(parameters)), oneWriteAtATime: true },
  "shieldWaf.updateRulesReviewTriggered": {
    writes: ({ shieldZoneId }) => apiObjects.shieldZone(id(shieldZoneId)),
    oneWriteAtATime: true,
  },
  // A shield rule's create names its zone in the body, its update and delete the rule alone: every write of one zone's
  // rules goes one at a time with the zone's other writes, as the API fails concurrent ones (Terraform bunnynet #64),
  // the update and the delete where the caller names the zone.
  "shieldWaf.listCustomRules": { provesAddress: true },
  "shieldWaf.createCustomRule": { writes: (parameters) => apiObjects.shieldZone(bodyZone(parameters)), oneWriteAtATime: true },
  "shieldWaf.getCustomRule": { reads: ({ customRuleId }) => apiObjects.shieldCustomWafRule(id(customRuleId)) },
  "shieldWaf.updateCustomRule": ruleWrite(({ customRuleId }) => apiObjects.shieldCustomWafRule(id(customRuleId))),
  "shieldWaf.replaceCustomRule": ruleWrite(({ customRuleId }) => apiObjects.shieldCustomWafRule(id(customRuleId))),
  "shieldWaf.deleteCustomRule": ruleWrite(({ customRuleId }) => apiObjects.shieldCustomWafRule(id(customRuleId))),
  "shieldRateLimits.list": { provesAddress: true },
  "shieldRateLimits.create": { writes: (parameters) => apiObjects.shieldZone(bodyZone(parameters)), oneWriteAtATime: true },
  "shieldRateLimits.get": { reads: ({ rateLimitId }) => apiObjects.shieldRateLimit(id(rateLimitId)) },
  "shieldRateLimits.update": ruleWrite(({ rateLimitId }) => apiObjects.shieldRateLimit(id(rateLimitId))),
  "shieldRateLimits.delete": ruleWrite(({ rateLimitId }) => apiObjects.shieldRateLimit(id(rateLimitId))),
  "videos.list": { provesAddress: true },
  "videos.get": { reads: ({ libraryId, videoId }) => apiObjects.video(id(libraryId), id(videoId)) },
  "videos.upload": { writes: ({ libraryId, videoId }) => apiObjects.video(id(libraryId), id(videoId)), failure: alreadyUploaded },
  "videos.update": {
    writes: ({ libraryId, videoId }) => apiObjects.video(id(libraryId), id(videoId)),
    // The body sets fields to given values: applied twice, it leaves the video as applied once.
    retry: "idempotent",
  },
  "videos.delete": { writes: ({ libraryId, videoId }) => apiObjects.video(id(libraryId), id(videoId)) },
  // A video's captions are a list of its answer: each write rewrites that list, so they go one at a time per video.
  "videos.updateCaptions": { writes: ({ libraryId, videoId }) => apiObjects.video(id(libraryId), id(videoId)), oneWriteAtATime: true },
  "videos.deleteCaptions": { writes: ({ libraryId, videoId }) => apiObjects.video(id(libraryId), id(videoId)), oneWriteAtATime: true },
};

/**
 * Makes `call`, a call of `operation` with `parameters`, as its traits say: a read shared with the reads of the same
 * object in the same `form`, or a write that drops the answers it may change.
 */
export function callWithTraits<Result>(
  api: ApiCaller,
  operation: ApiOperationName,
  parameters: Parameters,
  form: string,
  call: () => Promise<Result>,
): Promise<Result> {
  const traits = operationTraits[operation];
  if (traits?.reads !== undefined) return api.objects.read(traits.reads(parameters), call, form);
  if (traits?.writes === undefined) return call();
  const written = traits.writes(parameters);
  const queue = traits.oneWriteAtATime === true ? written : traits.oneWriteAtATime?.(parameters);
  return api.objects.write(written, call, queue);
}
