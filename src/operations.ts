/**
 * The operations of the API, by name: the client names each request by its operation (shown in every error), and
 * the simulator its routes, fault switches and request log.
 */
export const OPERATION_NAMES = [
  "updateVolume",
  "listVolumes",
  "listApps",
  "getContainerTemplate",
  "completeExternalDnsCertificate",
  "getPullZone",
  "listPullZones",
  "reviewTriggeredWafRule",
  "getShieldZone",
  "listShieldZones",
  "getBotDetectionMetrics",
  "getShieldEventLogs",
  "uploadVideo",
  "getVideo",
  "listVideos",
  "createVideo",
  "updateVideo",
  "deleteVideo",
  "getPartnerContract",
] as const;

/**
 * The name of an API operation.
 *
 * @useDeclaredType
 */
export type OperationName = (typeof OPERATION_NAMES)[number];
