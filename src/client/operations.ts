/** The API operations, by the names shared with the simulator's routes, fault switches and request log. */
export type OperationName =
  | "updateVolume"
  | "listVolumes"
  | "getContainerTemplate"
  | "completeExternalDnsCertificate"
  | "getPullZone"
  | "listPullZones"
  | "reviewTriggeredWafRule"
  | "getShieldZone"
  | "getBotDetectionMetrics"
  | "getShieldEventLogs"
  | "uploadVideo"
  | "getVideo"
  | "createVideo"
  | "updateVideo"
  | "deleteVideo"
  | "getPartnerContract";
