export { startSimulator } from "./server";
export type { RunningSimulator, SimulatorOptions } from "./server";
export type { Fault, FaultController } from "./faults";
export type { RecordedRequest } from "./recording";
export type { RouteName } from "./route-names";
export type {
  AppRecord,
  BotDetectionDay,
  BotDetectionMetrics,
  CertificateRecord,
  ContainerEndpoint,
  ContainerProbe,
  ContainerTemplate,
  PartnerContract,
  PartnerRecord,
  ShieldZoneRecord,
  SimulatorState,
  UploadRecord,
  VideoLibraryRecord,
  VideoRecord,
  VolumeRecord,
  WafRuleActionCode,
} from "./state";
