import { STATUS_CODES, type IncomingHttpHeaders } from "node:http";
import { ErrorDetailsBody, KeyedErrorBody, ResultEnvelopeBody } from "../schemas";
import type { ShieldResult } from "../types";
import {
  ApiError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  type ApiFailure,
  type RefusedKey,
  type RequestTarget,
} from "../errors";
import { retryAfterMs } from "./retry";

/** What the decoder knows beyond the answer, for the errors that depend on it. */
export interface FailureContext {
  /** Makes a text from the server fit for an error (keys redacted, length clipped). */
  serverText: (text: string) => string;
  /** The endpoint's own error for a failure, where it has one. */
  endpointError?: (target: RequestTarget, failure: ApiFailure) => ApiError | undefined;
  /** The key the request sent, by its setting, which a 401 about the key names. */
  refusedKey?: RefusedKey;
}

/** Whether a 401 is about the key: it has no error key of its own, or one about authorisation (not a date window). */
function aboutTheKey(failure: ApiFailure): boolean {
  return failure.errorKey === undefined || /auth/i.test(failure.errorKey);
}

function presentString(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value === "" ? undefined : value;
}

function statusText(status: number): string {
  return STATUS_CODES[status] ?? `HTTP ${status}`;
}

/** A shield result object (`errorResponse`, `error`) as a failure. */
function failureFromResult(status: number, result: ShieldResult | null | undefined): ApiFailure {
  return {
    status,
    errorKey: presentString(result?.errorKey),
    apiMessage: presentString(result?.message) ?? statusText(status),
    fromApiBody: true,
  };
}

/**
 * Reads the failure out of an error body, whichever of the API's error shapes
 * it has: a shield envelope (`errorResponse` / `error` result object), a
 * `{ErrorKey, Field, Message}` / result object / upload result, or RFC 7807
 * problem details (`detail`, else `title` and the validation `errors`). Anything else (empty, not JSON, a proxy's
 * page) gives the status text, and an empty body is marked as such.
 */
function failureFromBody(status: number, body: unknown): ApiFailure {
  const envelope = ResultEnvelopeBody.safeParse(body);
  const result = envelope.success ? (envelope.data.errorResponse ?? envelope.data.error) : undefined;
  if (result) return failureFromResult(status, result);

  const keyed = KeyedErrorBody.safeParse(body);
  if (keyed.success) {
    const errorKey = presentString(keyed.data.ErrorKey);
    const field = presentString(keyed.data.Field);
    const message = presentString(keyed.data.Message);
    if (errorKey !== undefined || field !== undefined || message !== undefined) {
      const fields = field === undefined ? undefined : [field];
      return { status, errorKey, apiMessage: message ?? statusText(status), fields, fromApiBody: true };
    }
  }

  const problem = ErrorDetailsBody.safeParse(body);
  if (problem.success) {
    const validation = problem.data.errors ?? [];
    const details = validation.map((error) => (error.field ? `${error.field}: ${error.message}` : error.message));
    const fields = validation.flatMap((error) => (error.field ? [error.field] : []));
    const parts = [presentString(problem.data.title), ...details].filter((part) => part !== undefined);
    const summary = presentString(problem.data.detail) ?? parts.join("; ");
    if (summary !== "") return { status, apiMessage: summary, fields: fields.length > 0 ? fields : undefined, fromApiBody: true };
  }
  return { status, apiMessage: statusText(status), fromApiBody: false, emptyBody: body === undefined };
}

/** The ApiError subclass for a failure, with the server's texts made fit for an error. */
function errorFor(target: RequestTarget, found: ApiFailure, headers: IncomingHttpHeaders, context: FailureContext): ApiError {
  const { serverText } = context;
  const failure: ApiFailure = {
    ...found,
    errorKey: found.errorKey === undefined ? undefined : serverText(found.errorKey),
    apiMessage: serverText(found.apiMessage),
    fields: found.fields?.map(serverText),
  };
  const endpointError = context.endpointError?.(target, failure);
  if (endpointError !== undefined) return endpointError;
  switch (failure.status) {
    case 401:
      return new UnauthorizedError(target, failure, aboutTheKey(failure) ? context.refusedKey : undefined);
    case 403:
      return new ForbiddenError(target, failure);
    case 404:
      return new NotFoundError(target, failure);
    case 429: {
      const retryAfter = retryAfterMs(headers["retry-after"]);
      return new RateLimitedError(target, failure, retryAfter === undefined ? undefined : retryAfter / 1000);
    }
    default:
      return new ApiError(target, failure);
  }
}

/**
 * The one place where a failed answer becomes an error: a non-2xx answer, whose body (parsed JSON, or the text
 * when it is not JSON) may have any of the API's error shapes.
 */
export function failedResponseError(
  target: RequestTarget,
  status: number,
  headers: IncomingHttpHeaders,
  body: unknown,
  context: FailureContext,
): ApiError {
  return errorFor(target, failureFromBody(status, body), headers, context);
}

/** A 2xx answer whose envelope reports a failure, described by its result object when it has one. */
export function reportedFailureError(
  target: RequestTarget,
  status: number,
  headers: IncomingHttpHeaders,
  result: ShieldResult | null | undefined,
  context: FailureContext,
): ApiError {
  return errorFor(target, failureFromResult(status, result), headers, context);
}
