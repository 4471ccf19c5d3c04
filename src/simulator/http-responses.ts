import { STATUS_CODES } from "node:http";

/** What a route answers: a status, a JSON value or raw text (or neither, for an empty body) and extra headers. */
export interface SimulatedResponse {
  status: number;
  json?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

export interface ValidationIssue {
  field: string | null;
  message: string;
}

/** An error, before it is put into the body shape of the route's API area. */
export interface Problem {
  message: string;
  errorKey?: string;
  field?: string;
  errors?: ValidationIssue[];
}

/** Puts a problem into a route's error body; `instance` is the request path. */
export type ErrorShape = (status: number, problem: Problem, instance: string) => SimulatedResponse;

export function jsonResponse(status: number, json: unknown): SimulatedResponse {
  return { status, json };
}

export function emptyResponse(status: number): SimulatedResponse {
  return { status };
}

function reason(status: number): string {
  return STATUS_CODES[status] ?? "Error";
}

/** The error key used when a problem names none: the reason phrase in snake case ("too_many_requests"). */
function errorKeyFor(status: number): string {
  return reason(status).toLowerCase().replace(/[^a-z0-9]+/g, "_");
}

/** The shield area's result object of a call that succeeded. */
export const SUCCEEDED_RESULT = { statusCode: 200, success: true, message: null, errorKey: null };

/** The shield result object (GenericRequestResponse) of a failure. */
export function failedResult(statusCode: number, problem: Problem) {
  return { statusCode, success: false, message: problem.message, errorKey: problem.errorKey ?? errorKeyFor(statusCode) };
}

/** RFC 7807 ProblemDetails of a failure. */
function problemDetails(status: number, problem: Problem, instance: string) {
  return { type: "about:blank", title: reason(status), status, detail: problem.message, instance };
}

function apiErrorData(status: number, problem: Problem) {
  return { ErrorKey: problem.errorKey ?? errorKeyFor(status), Field: problem.field ?? null, Message: problem.message };
}

/** Container apps: ProblemDetails for 401, RFC 7807 ErrorDetails (with field errors) otherwise. */
export const containerAppsError: ErrorShape = (status, problem, instance) =>
  status === 401
    ? jsonResponse(status, problemDetails(status, problem, instance))
    : jsonResponse(status, {
        title: problem.errors ? "One or more validation errors occurred." : reason(status),
        status,
        detail: problem.message,
        instance,
        errors: problem.errors ?? null,
      });

/** Pull zones: {ErrorKey, Field, Message} where the core document declares a body (400, 429); no body otherwise. */
export const pullZoneError: ErrorShape = (status, problem) =>
  status === 400 || status === 429 ? jsonResponse(status, apiErrorData(status, problem)) : emptyResponse(status);

/** Partner contract: {ErrorKey, Field, Message}. */
export const partnerError: ErrorShape = (status, problem) => jsonResponse(status, apiErrorData(status, problem));

/** Shield 401 (UnauthorizedResult) and 500 (declared without a body) shared by the WAF review and the metrics. */
function shieldError(status: number, otherwise: () => SimulatedResponse): SimulatedResponse {
  if (status === 401) return jsonResponse(status, { statusCode: status });
  if (status === 500) return emptyResponse(status);
  return otherwise();
}

/** WAF review: the route's own response shape with success false. */
export const wafReviewError: ErrorShape = (status, problem) =>
  shieldError(status, () => jsonResponse(status, { success: false, errorResponse: failedResult(status, problem) }));

/** Bot detection metrics: the route's own response shape, error object only. */
export const botMetricsError: ErrorShape = (status, problem) =>
  shieldError(status, () => jsonResponse(status, { error: failedResult(status, problem) }));

/** Shield zone list: UnauthorizedResult for 401, no body for 500 (as declared), else the same `{statusCode}`. */
export const shieldZoneListError: ErrorShape = (status) => shieldError(status, () => jsonResponse(status, { statusCode: status }));

/** Shield zone creates and update: UnauthorizedResult for 401, no body for 500, else the result object as `{error}`. */
export const shieldZoneWriteError: ErrorShape = (status, problem) =>
  shieldError(status, () => jsonResponse(status, { error: failedResult(status, problem) }));

/** Shield zone read: ProblemDetails for 401 (as declared), no body for 500, else the envelope `{data: null, error}`. */
export const shieldZoneError: ErrorShape = (status, problem, instance) => {
  if (status === 401) return jsonResponse(status, problemDetails(status, problem, instance));
  if (status === 500) return emptyResponse(status);
  return jsonResponse(status, { data: null, error: failedResult(status, problem) });
};

/** Event logs: ProblemDetails (declared for this route) carrying the shield result object as `errorResponse`. */
export const eventLogsError: ErrorShape = (status, problem, instance) =>
  status === 500
    ? emptyResponse(status)
    : jsonResponse(status, { ...problemDetails(status, problem, instance), errorResponse: failedResult(status, problem) });

/** Video: StatusModel {success, message, statusCode}, also the upload's result shape. */
export const videoError: ErrorShape = (status, problem) =>
  jsonResponse(status, { success: false, message: problem.message, statusCode: status });
