export { CloudPlatformError, type RequestTarget } from "./base";
export { InputValidationError, SettingsError, type InputIssue } from "./input";
export {
  ApiError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  VideoAlreadyUploadedError,
  type ApiFailure,
  type RefusedKey,
} from "./api";
export { NetworkError, NotListedError, NotUniqueError, RequestNotSentError, ResponseValidationError } from "./request";
