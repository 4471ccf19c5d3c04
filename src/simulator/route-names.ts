/** The operations of the API; fault switches and the request log name routes by these. */
export const ROUTE_NAMES = [
  "updateVolume",
  "listVolumes",
  "getContainerTemplate",
  "completeExternalDnsCertificate",
  "getPullZone",
  "listPullZones",
  "reviewTriggeredWafRule",
  "getShieldZone",
  "getBotDetectionMetrics",
  "getShieldEventLogs",
  "uploadVideo",
  "getVideo",
  "createVideo",
  "updateVideo",
  "deleteVideo",
  "getPartnerContract",
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];
