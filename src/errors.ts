export { CloudPlatformError, type RequestTarget } from "./errors/base";
export { InputValidationError, SettingsError, type InputIssue } from "./errors/input";
export {
  ApiError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  VideoAlreadyUploadedError,
  type ApiFailure,
  type RefusedKey,
} from "./errors/api";
export { NetworkError, NotListedError, RequestNotSentError, ResponseValidationError } from "./errors/request";
