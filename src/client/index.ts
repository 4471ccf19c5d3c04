export { CloudPlatformClient, type ClientOptions, type ShieldEventLogPagesOptions, type VideoSource } from "./client";
export {
  ApiError,
  CloudPlatformError,
  ForbiddenError,
  InputValidationError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  ResponseValidationError,
  UnauthorizedError,
  VideoAlreadyUploadedError,
  type ApiFailure,
  type RequestTarget,
} from "./errors";
export type { OperationName } from "./operations";
export type {
  BotDetectionMetrics,
  ContainerTemplate,
  PartnerContract,
  PatchVolumeRequest,
  ShieldEventLogPage,
  UpdateVolumeResponse,
  UploadResult,
  VideoUploadOptions,
  VolumeSummary,
  WafRuleAction,
} from "../schemas";
