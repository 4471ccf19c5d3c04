import type { ContentFingerprint } from "../types";
import type { OperationName } from "../operations";
import { CloudPlatformError, type RequestTarget } from "./base";

/** What the API said about a failure, from whichever error shape its body had. */
export interface ApiFailure {
  /** The HTTP status of the answer. */
  status: number;
  /** The API's own error key (`ErrorKey`, `errorKey`), when it gives one. */
  errorKey?: string;
  /** The API's own message, or the HTTP status text when the body has none. */
  apiMessage: string;
  /** Fields the API blamed (`Field`, `errors[].field`), when it names any. */
  fields?: string[];
  /**
   * Whether the body had one of the API's error shapes, as opposed to none (empty, not JSON, a proxy's page): a 404
   * without one may come from a wrong address rather than from a missing object.
   */
  fromApiBody: boolean;
  /** The answer had no body at all, which is how the core (pull zone) API answers its own 404. */
  emptyBody?: boolean;
}
/**
 * The API answered with a failure: a non-2xx status, or a 2xx whose body says
 * `success: false`. The message reads
 * `<operation> failed: <METHOD> <path> -> <status> [<errorKey>] [(field <f>)]: <message>`.
 */
export class ApiError extends CloudPlatformError {
  /** The HTTP status of the answer (a 2xx when the body said `success: false`). */
  readonly status: number;
  /** The API's own error key, e.g. `not_found_or_unauthorised_access.shieldzone`, when it gives one. */
  readonly errorKey?: string;
  /** The API's own message, or the HTTP status text when the body has none. */
  readonly apiMessage: string;
  /** The request fields the API blamed, as the API names them, when it names any. */
  readonly fields?: string[];
  /** Whether the body had one of the API's error shapes (see ApiFailure). */
  readonly fromApiBody: boolean;
  /** Whether the answer had no body at all. */
  readonly emptyBody: boolean;
  /** The API operation that failed. */
  readonly operation: OperationName;
  /** The request's HTTP method, upper case. */
  readonly method: string;
  /** The request's path, without the query string. */
  readonly path: string;
  /**
   * For a video upload: the content an attempt (the one answered, or an earlier one) sent to its end before its
   * answer was lost (a dropped connection, a gateway's 502 or 504). The video most likely holds it, which the API
   * offers no way to confirm but a read of the video that shows a file.
   */
  sentContent?: ContentFingerprint;

  constructor(target: RequestTarget, failure: ApiFailure) {
    const key = failure.errorKey === undefined ? "" : ` ${failure.errorKey}`;
    const fields = failure.fields === undefined ? "" : ` (field ${failure.fields.join(", ")})`;
    super(`${target.operation} failed: ${target.method} ${target.path} -> ${failure.status}${key}${fields}: ${failure.apiMessage}`);
    this.status = failure.status;
    this.errorKey = failure.errorKey;
    this.apiMessage = failure.apiMessage;
    this.fields = failure.fields;
    this.fromApiBody = failure.fromApiBody;
    this.emptyBody = failure.emptyBody === true;
    this.operation = target.operation;
    this.method = target.method;
    this.path = target.path;
  }
}

/** The key a refused call sent: the setting that holds it, and what to do. */
export interface RefusedKey {
  /** The setting that holds the key, as the client's `settingNames` name it (`apiKey` or `videoApiKey` by default). */
  setting: string;
  /** Which key that is and what to do, as the message ends. */
  advice: string;
}

/**
 * 401: the key is missing, wrong or not accepted for this area. From the client, the message ends with the key that
 * was sent, by its setting, and what to do.
 */
export class UnauthorizedError extends ApiError {
  /** The key the call sent, where the client knows it. */
  readonly refusedKey?: RefusedKey;

  constructor(target: RequestTarget, failure: ApiFailure, refusedKey?: RefusedKey) {
    super(target, failure);
    if (refusedKey !== undefined) {
      this.addNote(`(${refusedKey.advice})`);
      this.refusedKey = refusedKey;
    }
  }
}

/** 403: the key is valid but not allowed to do this (e.g. the account is not a partner). */
export class ForbiddenError extends ApiError {}

/** 404: the object in the path does not exist (or is not visible to this key). */
export class NotFoundError extends ApiError {
  /**
   * Whether the 404 is the API's own: a body in one of the API's error shapes, or no body at all. A 404 with any
   * other body (a proxy's or a web server's page) may come from a wrong address and says nothing about the object.
   */
  get fromApi(): boolean {
    return this.fromApiBody || this.emptyBody;
  }
}

/** 429 that was not retried (retries exhausted, or Retry-After beyond maxRetryDelayMs). */
export class RateLimitedError extends ApiError {
  /** The Retry-After the API asked for, in seconds, when it sent one. */
  readonly retryAfterSeconds?: number;

  constructor(target: RequestTarget, failure: ApiFailure, retryAfterSeconds?: number) {
    super(target, failure);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The video already has a file; the API accepts one upload per video, so a new video id is needed. */
export class VideoAlreadyUploadedError extends ApiError {
  /**
   * An earlier attempt of the same upload lost its connection after sending the file: the file the video has is
   * most likely that attempt's, which the API offers no way to confirm.
   */
  readonly afterLostAttempt: boolean;
  constructor(target: RequestTarget, failure: ApiFailure, afterLostAttempt: boolean, sentContent?: ContentFingerprint) {
    super(target, {
      ...failure,
      apiMessage: afterLostAttempt
        ? `${failure.apiMessage} (an earlier attempt of this upload lost its connection after sending the file, so ` +
          "the video most likely holds this file already; the API cannot confirm it: check the video before " +
          "uploading again under a new videoId)"
        : failure.apiMessage,
    });
    this.afterLostAttempt = afterLostAttempt;
    this.sentContent = afterLostAttempt ? sentContent : undefined;
  }
}
