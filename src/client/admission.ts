import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * When a request to one address with one key may start, for the whole process: not before the pause the last 429
 * asked for has passed, and, where `maxRequestsPerSecond` is set, not before the pace of the address allows.
 */
export class Admission {
  readonly #pause: RateLimitPause;
  readonly #pace: Pace;
  readonly #intervalMs: number | undefined;

  constructor(address: string, key: string, maxRequestsPerSecond: number | undefined) {
    const scope = `${address}\n${createHash("sha256").update(key).digest("hex")}`;
    this.#pause = processWide(pauses, scope, () => new RateLimitPause());
    this.#pace = processWide(paces, address, () => new Pace());
    this.#intervalMs = maxRequestsPerSecond === undefined ? undefined : 1000 / maxRequestsPerSecond;
  }

  /** Milliseconds left of the pause a 429 set for this address and key; 0 when there is none. */
  pauseLeftMs(): number {
    return this.#pause.leftMs();
  }

  /** Pauses every new request to this address and key for `ms` (a longer pause already set stays). */
  pauseFor(ms: number): void {
    this.#pause.extendTo(Date.now() + ms);
  }

  /** Resolves when a request may start: after the pause, then at the next slot of the pace. */
  async admit(): Promise<void> {
    for (;;) {
      const paused = this.#pause.leftMs();
      if (paused > 0) await sleep(paused);
      if (this.#intervalMs !== undefined) await this.#pace.slot(this.#intervalMs);
      // A 429 met while waiting for the slot pauses this request too.
      if (this.#pause.leftMs() === 0) return;
    }
  }
}

/** The end of the latest pause asked for by a 429. */
class RateLimitPause {
  #until = 0;

  leftMs(): number {
    return Math.max(0, this.#until - Date.now());
  }

  extendTo(until: number): void {
    this.#until = Math.max(this.#until, until);
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

const pauses = new Map<string, RateLimitPause>();
const paces = new Map<string, Pace>();

function processWide<T>(registry: Map<string, T>, key: string, make: () => T): T {
  let entry = registry.get(key);
  if (entry === undefined) {
    entry = make();
    registry.set(key, entry);
  }
  return entry;
}
