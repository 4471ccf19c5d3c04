import type { ContentFingerprint } from "../types";
import type { OperationName } from "../operations";
import { CloudPlatformError, type RequestTarget } from "./base";

/**
 * A list the API answered does not hold the object asked for: the API's own word that the object does not exist
 * where it was looked for (the API has no read of it alone). The message reads
 * `<operation>: <METHOD> <path> does not list <object>`.
 */
export class NotListedError extends CloudPlatformError {
  /** The API operation whose list was read. */
  readonly operation: OperationName;
  /** The request's HTTP method, upper case. */
  readonly method: string;
  /** The request's path, without the query string. */
  readonly path: string;
  /** What was looked for, as the message names it: `volume vol-data`. */
  readonly object: string;

  constructor(target: RequestTarget, object: string) {
    super(`${target.operation}: ${target.method} ${target.path} does not list ${object}`);
    this.object = object;
    this.operation = target.operation;
    this.method = target.method;
    this.path = target.path;
  }
}

/**
 * A list the API answered holds more than one object where a lookup expects one: the value looked for names none of
 * them alone. The message reads `<operation>: <METHOD> <path> lists <count> of <object>`, with their ids.
 */
export class NotUniqueError extends CloudPlatformError {
  /** The API operation whose list was read. */
  readonly operation: OperationName;
  /** The request's HTTP method, upper case. */
  readonly method: string;
  /** The request's path, without the query string. */
  readonly path: string;
  /** What was looked for, as the message names it: `DnsZone with domain "example.com"`. */
  readonly object: string;
  /** The ids of the objects the list holds with that value. */
  readonly ids: string[];

  constructor(target: RequestTarget, object: string, ids: string[]) {
    super(`${target.operation}: ${target.method} ${target.path} lists ${ids.length} of ${object} (ids ${ids.join(", ")})`);
    this.operation = target.operation;
    this.method = target.method;
    this.path = target.path;
    this.object = object;
    this.ids = ids;
  }
}

/** A 2xx (or error) body that is not JSON or does not have the documented shape. */
export class ResponseValidationError extends CloudPlatformError {
  /** The API operation whose answer was refused. */
  readonly operation: OperationName;
  /** The request's HTTP method, upper case. */
  readonly method: string;
  /** The request's path, without the query string. */
  readonly path: string;
  /** The HTTP status of the answer. */
  readonly status: number;
  /** Path of the first offending field in the body (`items[0].size`), `body` for the body as a whole. */
  readonly field: string;

  constructor(target: RequestTarget, status: number, field: string, problem: string) {
    super(`${target.operation}: ${target.method} ${target.path} -> ${status} answered an unexpected body: ${field}: ${problem}`);
    this.operation = target.operation;
    this.method = target.method;
    this.path = target.path;
    this.status = status;
    this.field = field;
  }
}

/** No usable answer: connection refused or dropped, timeout, DNS failure. `code` is the underlying error code. */
export class NetworkError extends CloudPlatformError {
  /** The API operation that got no answer. */
  readonly operation: OperationName;
  /** The request's HTTP method, upper case. */
  readonly method: string;
  /** The request's path, without the query string. */
  readonly path: string;
  /** The error code of Node or undici, e.g. `ECONNREFUSED`, `UND_ERR_HEADERS_TIMEOUT`; absent when there was none. */
  readonly code?: string;
  /**
   * For a video upload: the content an attempt (this one or an earlier one) sent to its end before its answer was
   * lost. The video most likely holds it, which the API offers no way to confirm but a read of the video that shows a
   * file.
   */
  sentContent?: ContentFingerprint;

  constructor(target: RequestTarget, code: string | undefined, reason: string) {
    super(`${target.operation} failed: ${target.method} ${target.path} -> ${code === undefined ? "" : `${code}: `}${reason}`);
    this.operation = target.operation;
    this.method = target.method;
    this.path = target.path;
    this.code = code;
  }
}

/**
 * A request its process no longer starts: the command was cancelled before the call that needed it sent anything, or
 * the Pulumi engine that started the provider is gone. Nothing of it reached the API. The message reads
 * `<operation> was not sent: <METHOD> <path>: <reason>`.
 */
export class RequestNotSentError extends CloudPlatformError {
  /** The API operation that was not sent. */
  readonly operation: OperationName;
  /** The request's HTTP method, upper case. */
  readonly method: string;
  /** The request's path, without the query string. */
  readonly path: string;

  constructor(target: RequestTarget, reason: string) {
    super(`${target.operation} was not sent: ${target.method} ${target.path}: ${reason}`);
    this.operation = target.operation;
    this.method = target.method;
    this.path = target.path;
  }
}
