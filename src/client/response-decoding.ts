import { z } from "zod";
import { fieldPath } from "../schemas";
import type { FailureMapper } from "./failure-mapper";
import type { Envelope, ReportedFailure } from "./envelopes";
import { NetworkError, ResponseValidationError, type ApiFailure, type RefusedKey, type RequestTarget } from "../errors";
import { failedResponseError, reportedFailureError } from "./response-errors";
import type { SentContent } from "./sent-content";
import type { HttpResponse } from "./transport";

/**
 * Answers a schema checks before it is compiled: compiling takes as long as checking a few dozen answers, so only a
 * schema that meets many (the pages of a list, the objects of a large stack) is compiled.
 */
const ANSWERS_BEFORE_COMPILING = 32;

/** The media types of a text that is no JSON. */
const PLAIN_TEXT = /^\s*text\/(plain|html)\s*(;|$)/i;

/** Per schema, its compiled form or the answers it has checked so far. */
const schemaUse = new WeakMap<z.ZodType, z.ZodType | number>();

/**
 * The schema that checks an answer: `schema` itself, or once it has checked many, zod's compiled form of it, which
 * parses to the same result and, for a body that does not fit, runs `schema` itself so that the issues are the same.
 */
function checkingSchema(schema: z.ZodType): z.ZodType {
  const use = schemaUse.get(schema) ?? 0;
  if (typeof use !== "number") return use;
  schemaUse.set(schema, use + 1 < ANSWERS_BEFORE_COMPILING ? use + 1 : z.compile(unwrapped(schema)));
  return schema;
}

/** The schema a lazy one stands for (zod compiles no lazy schema: it would keep running the runtime parser). */
function unwrapped(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodLazy ? unwrapped(schema.unwrap() as z.ZodType) : schema;
}

/**
 * Parses a 2xx body against its schema, naming the first offending fields on mismatch (field names come from the
 * server, so they pass through `serverText`).
 */
function checkBody(target: RequestTarget, status: number, schema: z.ZodType, body: unknown, serverText: (text: string) => string): unknown {
  const result = checkingSchema(schema).safeParse(body);
  if (result.success) return result.data;
  const [first, ...rest] = result.error.issues;
  const more = rest.length === 0 ? "" : ` (and ${rest.length} more: ${rest.slice(0, 3).map((issue) => fieldPath(issue.path)).join(", ")})`;
  const field = first.path.length === 0 ? "body" : fieldPath(first.path);
  throw new ResponseValidationError(target, status, serverText(field), serverText(`${first.message}${more}`));
}

/**
 * The failure a body of another shape reports by the envelope's rule, where it says so itself: `success: false` at its
 * top or in its `error` or `errorResponse` result object.
 */
function reportedIn(envelope: Envelope<unknown>, body: unknown): ReportedFailure | undefined {
  const failed = (value: unknown) => typeof value === "object" && value !== null && (value as { success?: unknown }).success === false;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const { error, errorResponse } = body as { error?: unknown; errorResponse?: unknown };
  if (![body, error, errorResponse].some(failed)) return undefined;
  try {
    return envelope.reportedFailure(body);
  } catch {
    return undefined;
  }
}

/**
 * A 2xx to an upload before its content was sent to its end (a server or proxy that answers early): the server
 * cannot hold the content, whatever the answer says.
 */
function answeredEarlyError(target: RequestTarget, status: number, content: SentContent): NetworkError {
  const sent = content.latest?.bytes ?? 0;
  const part = content.bytes === undefined ? `${sent} bytes sent, before the content's end` : `${sent} of ${content.bytes} bytes sent`;
  return new NetworkError(
    target,
    "UPLOAD_ANSWERED_EARLY",
    `the server answered ${status} before the whole content was sent (${part}), so the upload is not taken as done`,
  );
}

/**
 * The result of an answer, or the error it means: a non-2xx status or a failure the envelope reports becomes the
 * failure decoder's error; a 2xx body that is not JSON or not of the envelope's shape, a ResponseValidationError; a
 * 2xx to an upload whose content was not sent to its end, a NetworkError.
 * `content` is the streamed body, hashed as its attempts sent it; `refusedKey`, the key the request sent, which a 401
 * names; `failure`, the endpoint's own errors.
 */
export function decodeResponse<Result>(
  target: RequestTarget,
  answer: HttpResponse,
  envelope: Envelope<Result>,
  content: SentContent | undefined,
  serverText: (text: string) => string,
  refusedKey?: RefusedKey,
  failure?: FailureMapper,
): Result {
  const endpointError = failure === undefined ? undefined : (target: RequestTarget, found: ApiFailure) => failure(target, found, content);
  const context = { serverText, endpointError, refusedKey };
  let body: unknown;
  let parsed = true;
  try {
    body = answer.text.trim() === "" ? undefined : JSON.parse(answer.text);
  } catch {
    // A text served as text is its own value: a custom page's HTML, where the operation answers a string.
    parsed = PLAIN_TEXT.test(String(answer.headers["content-type"] ?? ""));
    if (parsed) body = answer.text;
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw failedResponseError(target, answer.status, answer.headers, parsed ? body : answer.text, context);
  }
  if (content !== undefined && !content.latestSentWhole) throw answeredEarlyError(target, answer.status, content);
  if (!parsed) throw new ResponseValidationError(target, answer.status, "body", "is not valid JSON");
  let valid: unknown;
  try {
    valid = checkBody(target, answer.status, envelope.schema, body, serverText);
  } catch (error) {
    // A body that reports a failure is that failure, though it lacks the answer's shape (the shield area's 202 without data).
    const reported = reportedIn(envelope, body);
    if (reported !== undefined) throw reportedFailureError(target, answer.status, answer.headers, reported.result, context);
    throw error;
  }
  const reported = envelope.reportedFailure(valid);
  if (reported !== undefined) throw reportedFailureError(target, answer.status, answer.headers, reported.result, context);
  const result = envelope.result(valid, content?.latest);
  if (result === undefined && envelope.resultField !== undefined) {
    throw new ResponseValidationError(target, answer.status, envelope.resultField, "is missing");
  }
  return result as Result;
}
