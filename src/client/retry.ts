import { setTimeout as sleep } from "node:timers/promises";
import { NetworkError } from "../errors";
import type { Answer } from "./transport";

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
  /** Cap of every delay; a Retry-After asking for longer ends the retries. */
  maxRetryDelayMs: number;
  /** Time (`Date.now()`) by which the call ends: no retry starts whose wait would reach it. */
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
 * Delay before the retry that follows attempt number `attempt` (1-based), or
 * undefined when no retry may follow: `maxRetries` reached, or the server's
 * Retry-After exceeds `maxRetryDelayMs`. A Retry-After above zero is
 * honoured as given; otherwise (absent, unreadable, zero, negative or a date
 * already past) the delay is exponential (`minRetryDelayMs * 2^(attempt-1)`,
 * capped) with "equal jitter": a random point in its upper half.
 */
export function retryDelayMs(attempt: number, retryAfter: string | string[] | undefined, settings: RetrySettings): number | undefined {
  if (attempt > settings.maxRetries) return undefined;
  const requested = retryAfterMs(retryAfter);
  if (requested !== undefined && requested > 0) return requested <= settings.maxRetryDelayMs ? requested : undefined;
  const ceiling = Math.min(settings.maxRetryDelayMs, settings.minRetryDelayMs * 2 ** (attempt - 1));
  return ceiling / 2 + (Math.random() * ceiling) / 2;
}

/** The statuses and network error codes after which a call is sent again, per policy. */
const RETRYABLE: Record<RetryPolicy, { statuses: readonly number[]; errorCodes: readonly string[] }> = {
  idempotent: { statuses: RETRYABLE_STATUS_CODES, errorCodes: RETRYABLE_ERROR_CODES },
  whenNotSent: { statuses: [429], errorCodes: CONNECT_ERROR_CODES },
};

function beforeDeadline(delay: number, settings: RetrySettings): boolean {
  return settings.deadline === undefined || Date.now() + delay < settings.deadline;
}

/**
 * Makes attempts until one answers with a status that is not retried, or the retries are used up; the last answer
 * is returned whatever its status, the last network error thrown. `onLostAttempt` is called for every attempt whose
 * request the server may have taken without its answer arriving (a failure after connecting, a 502 or 504), the last
 * one included.
 *
 * Retries are made here, not by undici's RetryAgent: after a connection drops mid-body, its RetryHandler can only
 * resume with a Range request, which this API does not serve. Every attempt here is a whole new request.
 */
export async function withRetries(
  policy: RetryPolicy,
  settings: RetrySettings,
  attempt: () => Promise<Answer>,
  onLostAttempt?: () => void,
): Promise<Answer> {
  const retryable = RETRYABLE[policy];
  for (let made = 1; ; made++) {
    let answer: Answer;
    try {
      answer = await attempt();
    } catch (error) {
      const code = error instanceof NetworkError ? error.code : undefined;
      if (code === undefined || !CONNECT_ERROR_CODES.includes(code)) onLostAttempt?.();
      const delay = code !== undefined && retryable.errorCodes.includes(code) ? retryDelayMs(made, undefined, settings) : undefined;
      if (delay === undefined || !beforeDeadline(delay, settings)) throw error;
      await sleep(delay);
      continue;
    }
    if (LOST_ANSWER_STATUS_CODES.includes(answer.status)) onLostAttempt?.();
    const delay = retryable.statuses.includes(answer.status) ? retryDelayMs(made, answer.headers["retry-after"], settings) : undefined;
    if (delay === undefined || !beforeDeadline(delay, settings)) return answer;
    await sleep(delay);
  }
}
