import type { RetryTally } from "./retry";

/** Seconds as the notes show them: whole, or to a tenth. */
function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/**
 * What the error of a call that was retried adds to its message: how many attempts were made and over how long, and,
 * where the deadline stopped the retries, the setting that bounds it. Nothing for a call made once.
 */
export function attemptsNote(tally: RetryTally, callTimeoutSeconds: number | undefined): string | undefined {
  if (tally.attempts <= 1 && callTimeoutSeconds === undefined) return undefined;
  const attempts = `${tally.attempts} attempt${tally.attempts === 1 ? "" : "s"} over ${seconds(Date.now() - tally.startedAt)}`;
  if (callTimeoutSeconds === undefined) return `(${attempts})`;
  return `(${attempts}; the next retry would end after callTimeoutSeconds, ${callTimeoutSeconds} s)`;
}

/**
 * What a 429 whose Retry-After is beyond the cap adds to its message: the wait asked for, the cap, and `setting`, which
 * raises it.
 */
export function rateLimitCapNote(retryAfterMs: number, maxRetryDelayMs: number, setting: string): string {
  return (
    `(the server asked to wait ${seconds(retryAfterMs)} before a retry, more than the cap of ${seconds(maxRetryDelayMs)}, so ` +
    `the call failed at once: raise ${setting} to wait that long, or run again later)`
  );
}
