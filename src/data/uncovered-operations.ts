import type { ApiOperationName } from "../api/operations";
import type { OperationReason } from "./operation-reasons";

/** Why nothing calls an operation: the reason, and a note where the reason needs one (what it names, or what is left). */
export interface UncoveredOperation {
  reason: OperationReason;
  note?: string;
}

const writtenBy = (note: string): UncoveredOperation => ({ reason: "written-otherwise", note });
const reason = (key: OperationReason, note?: string): UncoveredOperation => ({ reason: key, ...(note === undefined ? {} : { note }) });

const byPullZone = writtenBy("PullZone, whose list inputs its update (`pullZones.update`) sends whole");
const byContainerApp = writtenBy("ContainerApp, which writes it through the whole app (`containerApps.replace`)");

/**
 * Every operation that no resource and no data function calls, with the reason. test/scripts/operation-coverage.test.ts
 * fails when an operation is neither called nor listed here, and when one listed here is called or does not exist.
 */
export const uncoveredOperations: Partial<Record<ApiOperationName, UncoveredOperation>> = {
  "dnsZones.export": reason("file-answer", "the zone file"),
  "dnsZones.checkAvailability": reason("query-by-post"),
  "dnsZones.import": writtenBy("DnsRecord, which owns each record of the zone; an imported zone file would write them behind it"),
  "pullZones.setEdgeRuleEnabled": writtenBy("PullZoneEdgeRule, which sends `enabled` in the whole rule (`pullZones.addOrUpdateEdgeRules`)"),
  "pullZones.checkAvailability": reason("query-by-post"),
  "pullZones.resetSecurityKey": reason("secret-reset", "PullZone's `zoneSecurityKey`"),
  "pullZones.addAllowedReferrer": byPullZone,
  "pullZones.removeAllowedReferrer": byPullZone,
  "pullZones.addBlockedReferrer": byPullZone,
  "pullZones.removeBlockedReferrer": byPullZone,
  "pullZones.addBlockedIp": byPullZone,
  "pullZones.removeBlockedIp": byPullZone,
  "storageZones.checkAvailability": reason("query-by-post"),
  "storageZones.resetPassword": reason("secret-reset", "StorageZone's `password`"),
  "storageZones.resetReadOnlyPassword": reason("secret-reset", "StorageZone's `readOnlyPassword`"),
  "videoLibraries.setWatermark": reason("binary-body", "the player's watermark image; VideoLibrary reports `hasWatermark` alone"),
  "videoLibraries.deleteWatermark": reason("binary-body", "removes the watermark image the upload above sets"),
  "videoLibraries.resetApiKey": reason("secret-reset", "VideoLibrary's `apiKey`"),
  "videoLibraries.resetReadOnlyApiKey": reason("secret-reset", "VideoLibrary's `readOnlyApiKey`"),
  "videoLibraries.setLiveThumbnail": reason("binary-body", "the live stream's thumbnail image"),
  "videoLibraries.deleteLiveThumbnail": reason("binary-body", "removes the live thumbnail the upload above sets"),
  "videoLibraries.setLiveWatermark": reason("binary-body", "the live stream's watermark image"),
  "videoLibraries.deleteLiveWatermark": reason("binary-body", "removes the live watermark the upload above sets"),
  "user.closeAccount": reason("account-action", "closes the account"),
  "billing.getPaymentRequestInvoicePdf": reason("file-answer", "a PDF"),
  "billing.getSummaryPdf": reason("file-answer", "a PDF"),
  "containerApps.update": writtenBy("ContainerApp, which writes the whole app (`containerApps.replace`) instead of a patch"),
  "containerApps.setAutoscaling": byContainerApp,
  "containerApps.setRegionSettings": byContainerApp,
  "containerApps.setContainerEnv": byContainerApp,
  "containerApps.createContainer": byContainerApp,
  "containerApps.updateContainer": byContainerApp,
  "containerApps.deleteContainer": byContainerApp,
  "containerApps.createContainerEndpoint": byContainerApp,
  "containerApps.replaceEndpoint": byContainerApp,
  "containerApps.deleteEndpoint": byContainerApp,
  "containerApps.recreatePod": reason("operator-action", "a pod, whose id changes with every deployment"),
  "containerApps.deleteVolume": reason(
    "operator-action",
    "deletes the data of every instance of the volume; Volume keeps the template and forgets it on delete",
  ),
  "containerApps.detachVolume": reason("operator-action", "a volume's instance"),
  "containerApps.deleteVolumeInstance": reason("operator-action", "a volume's instance, and its data"),
  "containerRegistries.searchPublicImages": reason("query-by-post"),
  "containerRegistries.createImage": reason("query-by-post", "lists a registry's images"),
  "containerRegistries.createTag": reason("query-by-post", "lists an image's tags"),
  "containerRegistries.createImageConfig": reason("query-by-post", "an image's exposed ports"),
  "containerRegistries.createDigest": reason("query-by-post", "the digest of an image's tag"),
  "containerRegistries.createConfigSuggestion": reason("query-by-post", "suggestions for a container of an image"),
  "shieldZones.createUnderAttack": reason(
    "operator-action",
    "turns on under-attack mode, making the pull zone's shield zone where it has none (which ShieldZone adopts)",
  ),
  "shieldEventLogs.search": reason("query-by-post", "searches a day's event logs; getShieldEventLogs reads them"),
  "shieldEventLogs.export": reason("query-by-post", "an export of the event logs"),
  "shieldPromotions.getState": reason("no-answer-body"),
  "shieldWaf.replaceCustomRule": writtenBy("ShieldCustomWafRule, which updates by `shieldWaf.updateCustomRule`"),
};
