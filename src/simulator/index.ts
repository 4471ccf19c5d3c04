/// <reference types="node" preserve="true" />
/**
 * The embedded API on loopback, for tests, examples and trying a program without an account:
 * {@link startSimulator} and the types of its options, its state and its faults. The types of its state are its own
 * (`...Record`): the client's result types of similar names are the API's answers decoded.
 *
 * @module
 */
export { startSimulator } from "./server";
export type { RunningSimulator } from "./server";
export type { SimulatorOptions } from "./options";
export type { Dashboard } from "./dashboard";
export type { Fault, FaultController } from "./faults";
export type { RecordedRequest } from "./recording";
export type { OperationName } from "../operations";
export { VIDEO_STATUS } from "./state";
export type { StoredCollection, StoredObject, TableStore } from "./table-store";
export type { ContainerEndpointRecord, ContainerProbeRecord, ContainerTemplateRecord } from "./container-template";
export type {
  AppRecord,
  BotDetectionDayRecord,
  BotDetectionMetricsRecord,
  CaptionRecord,
  CertificateRecord,
  HostnameRecord,
  PartnerContractRecord,
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
