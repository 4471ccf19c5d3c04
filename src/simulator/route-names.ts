/** The nine operations of the API; fault switches and the request log name routes by these. */
export const ROUTE_NAMES = [
  "updateVolume",
  "listVolumes",
  "getContainerTemplate",
  "completeExternalDnsCertificate",
  "reviewTriggeredWafRule",
  "getBotDetectionMetrics",
  "getShieldEventLogs",
  "uploadVideo",
  "getPartnerContract",
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];
