import { setTimeout as sleep } from "node:timers/promises";
import { NetworkError, RequestNotSentError } from "../errors";
import type { Admission } from "./admission";
import type { HttpResponse } from "./transport";

/**
 * Which failures of a call are retried:
 * - `idempotent` (GET, PATCH, PUT): network errors, timeouts, 429 and 5xx;
 * - `whenNotSent` (POST): only what proves the request was not applied: 429, and failures to connect (nothing
 *   was sent).
 */
export type RetryPolicy = "idempotent" | "whenNotSent";

/** How often and how long a retryable call is retried. */
export interface RetrySettings {
  /** Retries after the first attempt; 0 disables retrying. */
  maxRetries: number;
  /** Upper bound of the first backoff delay; it doubles with each retry. */
  minRetryDelayMs: number;
  /** Cap of every backoff; a Retry-After asking for longer fails the call at once. */
  maxRetryDelayMs: number;
  /** Time (`Date.now()`) by which the call ends: no retry starts whose wait would reach it; 429s are retried until then. */
  deadline?: number;
}

/** Statuses that mean "not done, try again later". */
export const RETRYABLE_STATUS_CODES = [429, 500, 502, 503, 504];

/**
 * Statuses a gateway answers when the answer of the server behind it was lost or late: the server may have taken the
 * request. A 500 or 503 is the server's own answer that it did not, and a 429 says it was not taken.
 */
const LOST_ANSWER_STATUS_CODES = [502, 504];

/** Failures to open a connection: no byte of the request was sent. */
export const CONNECT_ERROR_CODES = [
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETDOWN",
  "ENETUNREACH",
  "EHOSTDOWN",
  "EHOSTUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
];

/** Network failures worth another attempt of an idempotent call (undici's defaults plus timeouts). */
export const RETRYABLE_ERROR_CODES = [
  ...CONNECT_ERROR_CODES,
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "UND_ERR_SOCKET",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
];

/** Retry-After in milliseconds, from delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === "") return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The backoff before the retry that follows attempt number `attempt` (1-based): exponential
 * (`minRetryDelayMs * 2^(attempt-1)`, capped at `maxRetryDelayMs`) with "equal jitter", a random point in its upper half.
 */
export function backoffMs(attempt: number, settings: RetrySettings): number {
  const ceiling = Math.min(settings.maxRetryDelayMs, settings.minRetryDelayMs * 2 ** (attempt - 1));
  return ceiling / 2 + (Math.random() * ceiling) / 2;
}

/**
 * The wait after a retryable answer (a 429, a 5xx) to attempt number `attempt`: the server's Retry-After, but never
 * less than the backoff (a Retry-After of 0, a fraction, a negative number, a past date or garbage waits the backoff).
 * A Retry-After beyond `maxRetryDelayMs` is not waited for: `beyondCapMs` gives it.
 */
export function rateLimitWait(
  attempt: number,
  retryAfter: string | string[] | undefined,
  settings: RetrySettings,
): { waitMs: number } | { beyondCapMs: number } {
  const requested = retryAfterMs(retryAfter) ?? 0;
  if (requested > settings.maxRetryDelayMs) return { beyondCapMs: requested };
  return { waitMs: Math.max(requested, backoffMs(attempt, settings)) };
}

/** The statuses and network error codes after which a call is sent again, per policy. */
const RETRYABLE: Record<RetryPolicy, { statuses: readonly number[]; errorCodes: readonly string[] }> = {
  idempotent: { statuses: RETRYABLE_STATUS_CODES, errorCodes: RETRYABLE_ERROR_CODES },
  whenNotSent: { statuses: [429], errorCodes: CONNECT_ERROR_CODES },
};

/** What the attempts of one call came to, for the error that ends it. */
export interface RetryTally {
  /** Attempts sent. */
  attempts: number;
  /** `Date.now()` when the call began. */
  startedAt: number;
  /** Why no further attempt was made, where a retry was due: its wait would pass the deadline, or a Retry-After beyond the cap. */
  stoppedBy?: { deadline: true } | { retryAfterMs: number };
}

/**
 * Makes attempts until one answers with a status that is not retried, or the retries are used up; the last answer
 * is returned whatever its status, the last network error thrown. Each attempt starts when `admission` admits it (the
 * process's 429 pause and paces for the address). A 429 pauses every new request to the address and key
 * (`admission.rateLimited`) and is retried until the deadline; without a deadline (an upload), and for every other
 * failure, until `maxRetries`. `onLostAttempt` is called for every attempt whose request the server may have taken
 * without its answer arriving (a failure after connecting, a 502 or 504), the last one included. `tally` records the
 * attempts. An attempt that throws a RequestNotSentError sent nothing: the error ends the call as it is.
 *
 * Retries are made here, not by undici's RetryAgent: after a connection drops mid-body, its RetryHandler can only
 * resume with a Range request, which this API does not serve. Every attempt here is a whole new request.
 */
export async function withRetries(
  policy: RetryPolicy,
  settings: RetrySettings,
  admission: Admission,
  tally: RetryTally,
  attempt: () => Promise<HttpResponse>,
  onLostAttempt?: () => void,
): Promise<HttpResponse> {
  const retryable = RETRYABLE[policy];
  /** Waits `ms` (and any longer pause of the process) before the next attempt, or says that the deadline forbids it. */
  const waitForRetry = async (ms: number): Promise<boolean> => {
    const wait = Math.max(ms, admission.pauseLeftMs());
    if (settings.deadline !== undefined && Date.now() + wait >= settings.deadline) {
      // Where the deadline already passed, the attempt's own error says so.
      if (Date.now() < settings.deadline) tally.stoppedBy = { deadline: true };
      return false;
    }
    await sleep(ms);
    return true;
  };
  for (;;) {
    await admission.admit();
    tally.attempts += 1;
    const made = tally.attempts;
    let answer: HttpResponse;
    try {
      answer = await attempt();
    } catch (error) {
      // Refused before it went on the wire: nothing was sent, nothing to retry.
      if (error instanceof RequestNotSentError) throw error;
      const code = error instanceof NetworkError ? error.code : undefined;
      if (code === undefined || !CONNECT_ERROR_CODES.includes(code)) onLostAttempt?.();
      const retried = code !== undefined && retryable.errorCodes.includes(code) && made <= settings.maxRetries;
      if (retried && (await waitForRetry(backoffMs(made, settings)))) continue;
      throw error;
    }
    if (LOST_ANSWER_STATUS_CODES.includes(answer.status)) onLostAttempt?.();
    const rateLimited = answer.status === 429;
    if (!rateLimited) admission.taken();
    if (!retryable.statuses.includes(answer.status)) return answer;
    const retried = (rateLimited && settings.deadline !== undefined) || made <= settings.maxRetries;
    const wait = rateLimitWait(made, answer.headers["retry-after"], settings);
    if ("beyondCapMs" in wait) {
      if (retried) tally.stoppedBy = { retryAfterMs: wait.beyondCapMs };
      return answer;
    }
    if (rateLimited) admission.rateLimited(wait.waitMs);
    if (retried && (await waitForRetry(wait.waitMs))) continue;
    return answer;
  }
}
