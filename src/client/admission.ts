import { setTimeout as sleep } from "node:timers/promises";

/**
 * When a request to one address with one key may start, for the whole process: not before the pause the last 429
 * asked for has passed; then, for 10 s after a 429, within the allowance the server showed: the rate at which it took
 * requests in the last second before the 429 that was not paused, with half a second's worth at once (so that the
 * requests waiting for the pause's end neither all meet the limit again nor wait longer than they must); and, where
 * `maxRequestsPerSecond` is set, not before the pace of the address allows.
 */
export class Admission {
  readonly #limit: RateLimitState;
  readonly #pace: Pace;
  readonly #intervalMs: number | undefined;

  /** `scope`: the address and key, as `keyScope` gives them. */
  constructor(address: string, scope: string, maxRequestsPerSecond: number | undefined) {
    this.#limit = processWide(limits, scope, () => new RateLimitState());
    this.#pace = processWide(paces, address, () => new Pace());
    this.#intervalMs = maxRequestsPerSecond === undefined ? undefined : 1000 / maxRequestsPerSecond;
  }

  /** Milliseconds left of the pause a 429 set for this address and key; 0 when there is none. */
  pauseLeftMs(): number {
    return this.#limit.leftMs();
  }

  /**
   * A 429: pauses every new request to this address and key for `ms` (a longer pause already set stays), and admits
   * them afterwards within the allowance the server showed.
   */
  rateLimited(ms: number): void {
    this.#limit.limited(Date.now() + ms);
  }

  /** An answer that was not a 429: the server took the request. */
  taken(): void {
    this.#limit.taken();
  }

  /** Resolves when a request may start: after the pause, then at the next slots of the paces. */
  async admit(): Promise<void> {
    for (;;) {
      // A timer may fire a little before its delay by the clock (Node starts it from the event loop's cached time): a
      // request takes its slot only once the pause is over, or it would take another after the pause's last moments.
      for (let paused = this.#limit.leftMs(); paused > 0; paused = this.#limit.leftMs()) await sleep(paused);
      await this.#limit.slot();
      if (this.#intervalMs !== undefined) await this.#pace.slot(this.#intervalMs);
      // A 429 met while waiting for a slot pauses this request too.
      if (this.#limit.leftMs() === 0) return;
    }
  }
}

/** Requests to one address spaced at least an interval apart, in the order they asked. */
class Pace {
  #next = 0;

  async slot(intervalMs: number): Promise<void> {
    const now = Date.now();
    const slot = Math.max(now, this.#next);
    this.#next = slot + intervalMs;
    if (slot > now) await sleep(slot - now);
  }
}

/** How long the allowance a 429 taught lasts after the last 429. */
const LEARNED_ALLOWANCE_MS = 10_000;
/** The fewest requests taken in the second before a 429 from which an allowance is learned. */
const MIN_TAKEN_TO_LEARN = 5;

/**
 * Requests at the rate a 429 taught, up to half a second's worth at once: an allowance empty when the 429 came and
 * filling at that rate. After a pause the requests that waited go out together, as many as the server took in half a
 * second, and the rest follow at its rate, in the order they asked. Half: the second before a 429 can show a server
 * that takes N a second up to 2N (an allowance of N saved up, spent, and refilled), so half of what it showed is never
 * more than such a server allows again after a pause of a second.
 */
class LearnedAllowance {
  #rate = 1;
  /** Requests that may start now; below 0, the requests already waiting for their turn. */
  #tokens = 0;
  #at = 0;

  /** A 429 at `now` showed the allowance empty, and the server's rate: the requests waiting for a turn keep it. */
  learn(rate: number, now: number): void {
    this.#tokens = Math.min(0, this.#tokensAt(now));
    this.#at = now;
    this.#rate = rate;
  }

  async take(): Promise<void> {
    const now = Date.now();
    this.#tokens = this.#tokensAt(now) - 1;
    this.#at = now;
    if (this.#tokens < 0) await sleep((-this.#tokens / this.#rate) * 1000);
  }

  #tokensAt(now: number): number {
    return Math.min(this.#rate / 2, this.#tokens + ((now - this.#at) / 1000) * this.#rate);
  }
}

/**
 * What the 429s of one address and key taught: the end of the latest pause, and the allowance the server gives. Its
 * rate is the one the server took over the last second in which the process was not paused: a second that held a pause
 * would teach a rate lower than the one the server took, and each 429 would lower it further.
 */
class RateLimitState {
  #until = 0;
  /** When the answers of the last unpaused second that were not 429 arrived. */
  readonly #taken: number[] = [];
  /** The pauses since the start of the last unpaused second, oldest first, none overlapping. */
  readonly #pauses: { from: number; until: number }[] = [];
  /** The allowance taught by the unpaused second before the last 429 that taught one. */
  readonly #allowance = new LearnedAllowance();
  /** Until when the allowance holds; 0 before any 429 taught one. */
  #learnedUntil = 0;

  leftMs(): number {
    return Math.max(0, this.#until - Date.now());
  }

  taken(): void {
    const now = Date.now();
    this.#taken.push(now);
    this.#forgetBefore(this.#unpausedSecondStart(now));
  }

  limited(until: number): void {
    const now = Date.now();
    this.#until = Math.max(this.#until, until);
    this.#forgetBefore(this.#unpausedSecondStart(now));
    const last = this.#pauses.at(-1);
    if (last !== undefined && last.until >= now) last.until = Math.max(last.until, until);
    else if (until > now) this.#pauses.push({ from: now, until });
    // Only a second in which the server took several requests tells its rate.
    if (this.#taken.length < MIN_TAKEN_TO_LEARN) return;
    this.#allowance.learn(this.#taken.length, now);
    this.#learnedUntil = now + LEARNED_ALLOWANCE_MS;
  }

  async slot(): Promise<void> {
    if (this.#learnedUntil > Date.now()) await this.#allowance.take();
  }

  /** The moment from which the time up to `now` outside the pauses adds up to one second. */
  #unpausedSecondStart(now: number): number {
    let start = now;
    let left = 1000;
    for (let i = this.#pauses.length - 1; i >= 0; i--) {
      const pause = this.#pauses[i];
      if (pause.until < start) {
        if (start - pause.until >= left) return start - left;
        left -= start - pause.until;
      }
      start = Math.min(start, pause.from);
    }
    return start - left;
  }

  #forgetBefore(moment: number): void {
    while (this.#taken.length > 0 && this.#taken[0] < moment) this.#taken.shift();
    while (this.#pauses.length > 0 && this.#pauses[0].until < moment) this.#pauses.shift();
  }
}

const limits = new Map<string, RateLimitState>();
const paces = new Map<string, Pace>();

function processWide<T>(registry: Map<string, T>, key: string, make: () => T): T {
  let entry = registry.get(key);
  if (entry === undefined) {
    entry = make();
    registry.set(key, entry);
  }
  return entry;
}
