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
  readonly #pace: Allowance;
  readonly #maxRequestsPerSecond: number | undefined;

  /** `scope`: the address and key, as `keyScope` gives them. */
  constructor(address: string, scope: string, maxRequestsPerSecond: number | undefined) {
    this.#limit = processWide(limits, scope, () => new RateLimitState());
    this.#pace = processWide(paces, address, () => new Allowance());
    this.#maxRequestsPerSecond = maxRequestsPerSecond;
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
      // One at a time: requests spaced evenly, never a burst.
      if (this.#maxRequestsPerSecond !== undefined) await this.#pace.take(this.#maxRequestsPerSecond, 1);
      // A 429 met while waiting for a slot pauses this request too.
      if (this.#limit.leftMs() === 0) return;
    }
  }
}

/**
 * Requests let through at a rate, in the order they asked, with at most `capacity` at once after a quiet spell: one
 * for an even pace, more for a burst the server is known to take. Below 0 its count is the requests already waiting.
 */
class Allowance {
  #tokens = 0;
  #at = 0;

  /** Resolves at the caller's turn, at `rate` requests a second with at most `capacity` at once. */
  async take(rate: number, capacity: number): Promise<void> {
    const now = Date.now();
    this.#tokens = this.#tokensAt(now, rate, capacity) - 1;
    this.#at = now;
    if (this.#tokens < 0) await sleep((-this.#tokens / rate) * 1000);
  }

  /** Spends what it held at `now` (filled at `rate` until then); the requests already waiting keep their turns. */
  empty(now: number, rate: number): void {
    this.#tokens = this.#tokensAt(now, rate, 0);
    this.#at = now;
  }

  #tokensAt(now: number, rate: number, capacity: number): number {
    return Math.min(capacity, this.#tokens + ((now - this.#at) / 1000) * rate);
  }
}

/** How long the allowance a 429 taught lasts after the last 429. */
const LEARNED_ALLOWANCE_MS = 10_000;
/** The fewest requests taken in the second before a 429 from which an allowance is learned. */
const MIN_TAKEN_TO_LEARN = 5;

/**
 * What the 429s of one address and key taught: the end of the latest pause, and the allowance the server gives. Its
 * rate is the one the server took over the last second in which the process was not paused: a second that held a pause
 * would teach a rate lower than the one the server took, and each 429 would lower it further. The allowance is empty
 * when a 429 comes and fills at that rate, up to half a second's worth: after a pause the requests that waited go out
 * together, as many as the server took in half a second, and the rest follow at its rate. Half: the second before a
 * 429 can show a server that takes N a second up to 2N (an allowance of N saved up, spent, and refilled), so half of
 * what it showed is never more than such a server allows again after a pause of a second.
 */
class RateLimitState {
  #until = 0;
  /** When the answers of the last unpaused second that were not 429 arrived. */
  readonly #taken: number[] = [];
  /** The pauses since the start of the last unpaused second, oldest first, none overlapping. */
  readonly #pauses: { from: number; until: number }[] = [];
  /** Requests a second the server took in the unpaused second before the last 429 that taught one, and until when. */
  #learned: { rate: number; until: number } | undefined;
  readonly #allowance = new Allowance();

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
    this.#allowance.empty(now, this.#learned?.rate ?? this.#taken.length);
    this.#learned = { rate: this.#taken.length, until: now + LEARNED_ALLOWANCE_MS };
  }

  async slot(): Promise<void> {
    const learned = this.#learned;
    if (learned !== undefined && learned.until > Date.now()) await this.#allowance.take(learned.rate, learned.rate / 2);
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
const paces = new Map<string, Allowance>();

function processWide<T>(registry: Map<string, T>, key: string, make: () => T): T {
  let entry = registry.get(key);
  if (entry === undefined) {
    entry = make();
    registry.set(key, entry);
  }
  return entry;
}
