import type { ApiOperationName } from "./api/operations";

/**
 * The operations of the client's methods that predate the operations table, named as those methods (the pages of the
 * event logs are one operation, `getShieldEventLogs`; the lists that confirm an address are `listApps`,
 * `listShieldZones`, `listPullZones` and `listVideos`).
 */
export type ClientMethodOperation =
  | "updateVolume"
  | "listVolumes"
  | "getContainerTemplate"
  | "completeExternalDnsCertificate"
  | "getPullZone"
  | "listPullZones"
  | "getShieldZone"
  | "reviewTriggeredWafRule"
  | "getBotDetectionMetrics"
  | "getShieldEventLogs"
  | "uploadVideo"
  | "getVideo"
  | "listVideos"
  | "createVideo"
  | "updateVideo"
  | "deleteVideo"
  | "getPartnerContract"
  | "listApps"
  | "listShieldZones";

/**
 * The name of an API operation: the client names each request by its operation (shown in every error), and the
 * simulator its routes, fault switches and request log. The operations of the table are named `group.method`
 * (`pullZones.get`); the client's earlier methods keep their own names.
 *
 * @useDeclaredType
 */
export type OperationName = ClientMethodOperation | ApiOperationName;
