/** How often and how long a retryable call is retried. */
export interface RetrySettings {
  /** Retries after the first attempt; 0 disables retrying. */
  maxRetries: number;
  /** Upper bound of the first backoff delay; it doubles with each retry. */
  minRetryDelayMs: number;
  /** Cap of every delay; a Retry-After asking for longer ends the retries. */
  maxRetryDelayMs: number;
}

/** Statuses that mean "not done, try again later". */
export const RETRYABLE_STATUS_CODES = [429, 500, 502, 503, 504];

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
 * Retry-After exceeds `maxRetryDelayMs`. Retry-After is honoured as given;
 * otherwise the delay is exponential (`minRetryDelayMs * 2^(attempt-1)`,
 * capped) with "equal jitter": a random point in its upper half.
 */
export function retryDelayMs(attempt: number, retryAfter: string | string[] | undefined, settings: RetrySettings): number | undefined {
  if (attempt > settings.maxRetries) return undefined;
  const requested = retryAfterMs(retryAfter);
  if (requested !== undefined) return requested <= settings.maxRetryDelayMs ? requested : undefined;
  const ceiling = Math.min(settings.maxRetryDelayMs, settings.minRetryDelayMs * 2 ** (attempt - 1));
  return ceiling / 2 + (Math.random() * ceiling) / 2;
}
