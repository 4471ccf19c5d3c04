import { STATUS_CODES } from "node:http";
import { ErrorDetails, PullZoneError, ResultEnvelope, type ResultObject } from "../schemas";
import type { ApiFailure } from "./errors";

function presentString(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value === "" ? undefined : value;
}

/** A shield result object (`errorResponse`, `error`) as a failure. */
export function failureFromResult(status: number, result: ResultObject | null | undefined): ApiFailure {
  return {
    status,
    errorKey: presentString(result?.errorKey),
    apiMessage: presentString(result?.message) ?? statusText(status),
    fromApiBody: true,
  };
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? `HTTP ${status}`;
}

/**
 * Reads the failure out of an error body, whichever of the API's error shapes
 * it has: a shield envelope (`errorResponse` / `error` result object), a
 * `{ErrorKey, Field, Message}` / result object / upload result, or RFC 7807
 * problem details (`detail`, else `title` and the validation `errors`). Anything else gives the status text.
 */
export function failureFromBody(status: number, body: unknown): ApiFailure {
  const envelope = ResultEnvelope.safeParse(body);
  const result = envelope.success ? (envelope.data.errorResponse ?? envelope.data.error) : undefined;
  if (result) return failureFromResult(status, result);

  const keyed = PullZoneError.safeParse(body);
  if (keyed.success) {
    const errorKey = presentString(keyed.data.ErrorKey);
    const field = presentString(keyed.data.Field);
    const message = presentString(keyed.data.Message);
    if (errorKey !== undefined || field !== undefined || message !== undefined) {
      return { status, errorKey, apiMessage: message ?? statusText(status), fields: field === undefined ? undefined : [field], fromApiBody: true };
    }
  }

  const problem = ErrorDetails.safeParse(body);
  if (problem.success) {
    const validation = problem.data.errors ?? [];
    const details = validation.map((error) => (error.field ? `${error.field}: ${error.message}` : error.message));
    const fields = validation.flatMap((error) => (error.field ? [error.field] : []));
    const summary = presentString(problem.data.detail) ?? [presentString(problem.data.title), ...details].filter((part) => part !== undefined).join("; ");
    if (summary !== "") return { status, apiMessage: summary, fields: fields.length > 0 ? fields : undefined, fromApiBody: true };
  }
  return { status, apiMessage: statusText(status), fromApiBody: false };
}
