/**
 * The simulator's optional rate limit: a bucket per key of `perSecond` requests that refills continuously. A request
 * finding it empty is refused, with the whole seconds until a request is taken again (at least 1) as Retry-After.
 */
export class RateLimit {
  readonly #perSecond: number;
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(perSecond: number) {
    this.#perSecond = perSecond;
  }

  /** Takes a request of `key` from its bucket; undefined when taken, else the Retry-After in seconds. */
  take(key: string, now = Date.now()): number | undefined {
    const bucket = this.#buckets.get(key) ?? { tokens: this.#perSecond, at: now };
    bucket.tokens = Math.min(this.#perSecond, bucket.tokens + ((now - bucket.at) / 1000) * this.#perSecond);
    bucket.at = now;
    this.#buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return undefined;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.#perSecond));
  }
}
