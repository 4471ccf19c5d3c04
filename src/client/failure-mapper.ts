import type { ApiError, ApiFailure, RequestTarget } from "../errors";
import type { SentContent } from "./sent-content";

/**
 * An error of an operation's own for a failure the API answered, or undefined to leave the failure to the generic
 * decoder. `content` is the request's streamed body, as its attempts sent it.
 */
export type FailureMapper = (target: RequestTarget, failure: ApiFailure, content: SentContent | undefined) => ApiError | undefined;
