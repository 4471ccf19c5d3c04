// The names these simulator types had before they got names of their own: the package's result types of the same
// names (`pulumi-cloudplatform/client`) have other shapes, the API's answers decoded.
import type { ContainerEndpointRecord, ContainerProbeRecord, ContainerTemplateRecord } from "./container-template";
import type { BotDetectionDayRecord, BotDetectionMetricsRecord, PartnerContractRecord } from "./state";

/** @deprecated Use {@link ContainerTemplateRecord}: the client's `ContainerTemplate` is another shape. */
export type ContainerTemplate = ContainerTemplateRecord;
/** @deprecated Use {@link ContainerEndpointRecord}: the client's `ContainerEndpoint` is another shape. */
export type ContainerEndpoint = ContainerEndpointRecord;
/** @deprecated Use {@link ContainerProbeRecord}: the client's `ContainerProbe` is another shape. */
export type ContainerProbe = ContainerProbeRecord;
/** @deprecated Use {@link BotDetectionMetricsRecord}: the client's `BotDetectionMetrics` is another shape. */
export type BotDetectionMetrics = BotDetectionMetricsRecord;
/** @deprecated Use {@link BotDetectionDayRecord}: the client's `BotDetectionDay` is another shape. */
export type BotDetectionDay = BotDetectionDayRecord;
/** @deprecated Use {@link PartnerContractRecord}: the client's `PartnerContract` is another shape. */
export type PartnerContract = PartnerContractRecord;
