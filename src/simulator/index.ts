export { startSimulator } from "./server";
export type { RunningSimulator } from "./server";
export type { SimulatorOptions } from "./options";
export type { Dashboard } from "./dashboard";
export type { Fault, FaultController } from "./faults";
export type { RecordedRequest } from "./recording";
export type { OperationName } from "../operations";
export { VIDEO_STATUS } from "./state";
export type { ContainerEndpoint, ContainerProbe, ContainerTemplate } from "./container-template";
export type {
  AppRecord,
  BotDetectionDay,
  BotDetectionMetrics,
  CertificateRecord,
  HostnameRecord,
  PartnerContract,
  PartnerRecord,
  PullZoneRecord,
  ShieldZoneRecord,
  SimulatorState,
  UploadRecord,
  VideoLibraryRecord,
  VideoRecord,
  VideoStatusCode,
  VolumeRecord,
  WafRuleActionCode,
} from "./state";
