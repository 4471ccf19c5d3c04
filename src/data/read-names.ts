import { apiOperations, type ApiOperationName } from "../api/operations";
import { uncoveredOperations } from "./uncovered-operations";

/** The reads served by a data function written by hand or by a resource's lookup, by that function's name. */
export const readsServedElsewhere: Partial<Record<ApiOperationName, string>> = {
  "dnsZones.get": "getDnsZone",
  "storageZones.get": "getStorageZone",
  "pullZones.get": "getPullZone",
  "videoLibraries.get": "getVideoLibrary",
  "videoCollections.get": "getVideoCollection",
  "containerRegistries.get": "getContainerRegistry",
  "containerApps.get": "getContainerApp",
  "containerLogForwarding.get": "getContainerLogForwarding",
  "shieldWaf.getCustomRule": "getShieldCustomWafRule",
  "shieldRateLimits.get": "getShieldRateLimit",
  "shieldZones.get": "getShieldZone",
  "partner.getContract": "getPartnerContract",
  "containerApps.getContainer": "getContainerTemplate",
  "shieldMetrics.getShieldZoneBotDetection": "getBotDetectionMetrics",
  "shieldEventLogs.get": "getShieldEventLogs",
  "shieldZones.getAccessList": "getShieldAccessList",
  "shieldZones.getBotDetection": "getShieldBotDetection",
  "shieldZones.getCustomPage": "getShieldCustomResponsePage",
  "shieldZones.getUploadScanning": "getShieldUploadScanning",
  "shieldZones.getApiGuardian": "getShieldApiGuardian",
};

/**
 * The reads a resource calls that are no data function, with the reason; a read nothing calls is no data function
 * either, for the reason uncovered-operations.ts gives.
 */
export const readsLeftOut: Partial<Record<ApiOperationName, string>> = {
  "pullZones.loadFreeCertificate":
    "it asks the platform to issue a certificate: an action, which a data function would repeat at every preview",
};

/** Names that the rule of {@link readFunctionName} would make unclear, by operation. */
const namedByHand: Partial<Record<ApiOperationName, string>> = {
  "search.search": "getSearchResults",
  "statistics.get": "getStatistics",
  "user.getAudit": "getUserAuditLog",
  "billing.get": "getBilling",
  "billing.listSummary": "getBillingSummary",
  "billing.listPaymentRequests": "getBillingPaymentRequests",
  "billing.getAffiliate": "getBillingAffiliate",
  "pricing.get": "getPricing",
  "oEmbed.get": "getVideoOEmbed",
  "containerLimits.get": "getContainerLimits",
  "containerLogForwarding.list": "getContainerLogForwardings",
  "containerNodes.listPlain": "getContainerNodeAddresses",
  "containerRegions.getOptimal": "getContainerOptimalRegion",
  "shieldDdos.getEnums": "getShieldDdosEnums",
  "shieldWaf.listRules": "getShieldWafRules",
  "shieldWaf.listCustomRules": "getShieldCustomWafRules",
  "shieldWaf.getProfiles": "getShieldWafProfiles",
  "shieldWaf.getEnums": "getShieldWafEnums",
  "shieldWaf.getEngineConfig": "getShieldWafEngineConfig",
  "shieldWaf.getRulesPlanSegmentation": "getShieldWafRulesByPlan",
  "shieldWaf.getRulesReviewTriggered": "getShieldWafTriggeredRules",
  "shieldWaf.getRulesReviewTriggeredAiRecommendation": "getShieldWafTriggeredRuleRecommendation",
  "shieldMetrics.getOverages": "getShieldZoneOverages",
  "shieldMetrics.getOverview": "getShieldZoneMetricsOverview",
  "shieldMetrics.getOverviewDetailed": "getShieldZoneMetricsDetailed",
  "shieldMetrics.getRateLimits": "getShieldZoneRateLimitMetrics",
  "shieldMetrics.getRateLimit": "getShieldRateLimitMetrics",
  "shieldMetrics.getShieldZoneWafRule": "getShieldWafRuleMetrics",
  "shieldMetrics.getShieldZoneUploadScanning": "getShieldUploadScanningMetrics",
  "shieldMetrics.getShieldZoneApiGuardian": "getShieldApiGuardianMetrics",
  "shieldMetrics.getShieldZoneApiGuardianEndpoint": "getShieldApiGuardianEndpointMetrics",
  "videoStatistics.get": "getVideoLibraryStatistics",
  "videos.list": "getVideos",
  "videos.getPlay": "getVideoPlayData",
  "storageZones.getStatisticsEgress": "getStorageZoneEgressStatistics",
  "dnsZones.getRecordsScan": "getDnsZoneRecordScan",
};

/** `pullZones` → `PullZone`, `videoLibraries` → `VideoLibrary`: a group's name for one of its objects. */
function singular(group: string): string {
  const pascal = group[0].toUpperCase() + group.slice(1);
  return pascal.replace(/ies$/, "y").replace(/s$/, "");
}

/**
 * The data function of a read: `get` and the group's object (`pullZones.get` → `getPullZone`), the group itself for
 * its list (`pullZones.list` → `getPullZones`), and what follows `get` or `list` in other methods
 * (`pullZones.getCount` → `getPullZoneCount`, `dnsZones.listRecords` → `getDnsZoneRecords`); a few by hand.
 */
export function readFunctionName(operation: ApiOperationName): string {
  const byHand = namedByHand[operation];
  if (byHand !== undefined) return byHand;
  const [group, method] = operation.split(".");
  if (method === "list") return `get${group[0].toUpperCase()}${group.slice(1)}`;
  const rest = method.replace(/^(get|list)/, "");
  return `get${singular(group)}${rest}`;
}

/** The operations that read (GET) and become a generated data function, in the table's order. */
export function generatedReads(): ApiOperationName[] {
  return (Object.keys(apiOperations) as ApiOperationName[]).filter(
    (operation) =>
      apiOperations[operation].method === "GET" &&
      readsServedElsewhere[operation] === undefined &&
      readsLeftOut[operation] === undefined &&
      uncoveredOperations[operation] === undefined,
  );
}
