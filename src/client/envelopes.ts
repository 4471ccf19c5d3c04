import type { z } from "zod";
import type { ContentFingerprint, ShieldResult, UploadedVideo, UploadResult } from "../types";

/** A failure a 2xx body reports, with the result object that describes it when there is one. */
export interface ReportedFailure {
  result: ShieldResult | null | undefined;
}

/** How an operation's 2xx body carries its result and, in some areas, a failure. */
export interface Envelope<Result> {
  schema: z.ZodType;
  /** The failure a body that matched the schema reports, or undefined. */
  reportedFailure(body: unknown): ReportedFailure | undefined;
  /** The result out of a body that reports no failure; undefined when a required part is missing. */
  result(body: unknown, sent: ContentFingerprint | undefined): Result | undefined;
  /** The part `result` takes, named when it is missing. */
  resultField?: string;
}

/** The body is the result. */
export function bodyOf<Result>(schema: z.ZodType<Result>): Envelope<Result> {
  return { schema, reportedFailure: () => undefined, result: (body) => body as Result };
}

/** A shield answer whose `errorResponse` result object may report `success: false` (event-log pages). */
export function withErrorResponse<Result extends { errorResponse?: ShieldResult | null }>(schema: z.ZodType<Result>): Envelope<Result> {
  return {
    schema,
    reportedFailure: (body) => {
      const { errorResponse } = body as Result;
      return errorResponse?.success === false ? { result: errorResponse } : undefined;
    },
    result: (body) => body as Result,
  };
}

/** A shield action answer: `success: false` is a failure whatever the status, described by `errorResponse`; no result. */
export function actionResult(schema: z.ZodType<{ success: boolean; errorResponse?: ShieldResult | null }>): Envelope<void> {
  return {
    schema,
    reportedFailure: (body) => {
      const { success, errorResponse } = body as z.output<typeof schema>;
      return success ? undefined : { result: errorResponse };
    },
    result: () => undefined,
  };
}

/** A shield answer with `data`, or an `error` result object that reports `success: false` (bot metrics). */
export function dataOrError<Data>(schema: z.ZodType<{ data?: Data | null; error?: ShieldResult | null }>): Envelope<Data> {
  return {
    schema,
    reportedFailure: (body) => {
      const { error } = body as z.output<typeof schema>;
      return error?.success === false ? { result: error } : undefined;
    },
    result: (body) => (body as z.output<typeof schema>).data ?? undefined,
    resultField: "data",
  };
}

/** The failure a video StatusModel `{success, message}` reports: `success: false`, whatever the status. */
function statusFailure(body: unknown): ReportedFailure | undefined {
  const { success, message } = body as { success: boolean; message?: string | null };
  return success ? undefined : { result: { message } };
}

/** A video answer that is only a StatusModel (update, delete): `success: false` is a failure; no result. */
export function statusResult(schema: z.ZodType<{ success: boolean; message?: string | null }>): Envelope<void> {
  return { schema, reportedFailure: statusFailure, result: () => undefined };
}

/** A video upload answer: `success: false` is a failure whatever the status; the result adds what was sent. */
export function uploadResult(schema: z.ZodType<UploadResult>): Envelope<UploadedVideo> {
  return {
    schema,
    reportedFailure: statusFailure,
    result: (body, sent) => ({ ...(body as UploadResult), ...sent! }),
  };
}

/** A shield result object that reports a failure: `success: false`. */
function failedResult(value: unknown): ShieldResult | undefined {
  return typeof value === "object" && value !== null && (value as ShieldResult).success === false ? (value as ShieldResult) : undefined;
}

/**
 * The failure a container-apps save or remove result reports in a 2xx body: a save result (`{id, status, error}`) whose
 * status is not `saved`, or a remove result (`{status, applications}`) whose status is `inUse`, described by its status
 * and its error text or the applications named. A remove's `notFound` says there is nothing to remove: no failure.
 */
function containerResultFailure(value: unknown): ReportedFailure | undefined {
  if (typeof value !== "object" || value === null || typeof (value as { status?: unknown }).status !== "string") return undefined;
  const { status, error, applications } = value as { status: string; error?: string | null; applications?: string[] | null };
  if ("error" in value && status !== "saved") return { result: { errorKey: status, message: error ?? status } };
  if ("applications" in value && status === "inUse") {
    const named = applications?.length ? `: ${applications.join(", ")}` : "";
    return { result: { errorKey: status, message: `in use by applications${named}` } };
  }
  return undefined;
}

/**
 * The envelope of an operation of the table, by its area: the shield area reports a failure in a 2xx body with
 * `success: false`, at the top or in its `error` or `errorResponse` result object; the video area with a StatusModel's
 * `success: false`; the container-apps area with the status of a save or remove result; the core area's 2xx bodies
 * are their results.
 */
export function areaEnvelope<Result>(area: string, schema: z.ZodType<Result>): Envelope<Result> {
  const body = bodyOf(schema);
  switch (area) {
    case "shield":
      return {
        ...body,
        reportedFailure: (value) => {
          const { error, errorResponse } = (value ?? {}) as { error?: unknown; errorResponse?: unknown };
          const top = failedResult(value);
          const nested = failedResult(errorResponse) ?? failedResult(error);
          const result = nested ?? (top === undefined ? undefined : (errorResponse ?? error ?? top));
          return result === undefined ? undefined : { result: result as ShieldResult };
        },
      };
    case "video":
      return { ...body, reportedFailure: (value) => (failedResult(value) === undefined ? undefined : statusFailure(value)) };
    case "container-apps":
      return { ...body, reportedFailure: containerResultFailure };
    default:
      return body;
  }
}
