import type { IncomingHttpHeaders } from "node:http";
import { setImmediate as nextTurn } from "node:timers/promises";
import { Pool, type Dispatcher } from "undici";
import { NetworkError, type RequestTarget } from "../errors";

/** One attempt of a request, as it goes on the wire. */
export interface Attempt {
  /** Scheme, host and port: `https://api.bunny.net`. */
  origin: string;
  method: Dispatcher.HttpMethod;
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  body?: string | NodeJS.ReadableStream;
}

/** What the server answered, whatever its status. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as text; empty when there is none. */
  text: string;
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * Makes one attempt of a request over kept-alive connections and returns the answer, or throws a NetworkError
 * when there is none. `timeoutSeconds` bounds connecting, waiting for the response headers and each pause of the
 * response body.
 *
 * Connections are kept in one undici Pool per origin rather than an Agent: undici 7's Agent closes an
 * origin's pool when its connection count reaches zero (as after a connection reset) and then counts
 * the old pool's disconnects against the new one, so every later call opened a new connection.
 */
export class Transport {
  readonly #pools = new Map<string, Pool>();
  readonly #timeoutSeconds: number;

  constructor(timeoutSeconds: number) {
    this.#timeoutSeconds = timeoutSeconds;
  }

  async send(target: RequestTarget, attempt: Attempt): Promise<Answer> {
    try {
      const response = await this.#pool(attempt.origin).request({ ...attempt, body: attempt.body as Dispatcher.DispatchOptions["body"] });
      const text = await response.body.text();
      // undici frees a kept-alive connection one event-loop turn after its response ends; a call made
      // before that turn would open another connection.
      await nextTurn();
      return { status: response.statusCode, headers: response.headers, text };
    } catch (error) {
      throw this.#networkError(target, error);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.#pools.values()].map((pool) => pool.close()));
  }

  #pool(origin: string): Pool {
    let pool = this.#pools.get(origin);
    if (pool === undefined) {
      const timeout = this.#timeoutSeconds * 1000;
      pool = new Pool(origin, { headersTimeout: timeout, bodyTimeout: timeout, connect: { timeout } });
      this.#pools.set(origin, pool);
    }
    return pool;
  }

  // undici errors can carry the socket or response headers; only the code and a reason are kept.
  #networkError(target: RequestTarget, error: unknown): NetworkError {
    const code = errorCode(error);
    const seconds = this.#timeoutSeconds;
    switch (code) {
      case "UND_ERR_HEADERS_TIMEOUT":
        return new NetworkError(target, code, `no response headers within ${seconds} s`);
      case "UND_ERR_BODY_TIMEOUT":
        return new NetworkError(target, code, `response body stalled for ${seconds} s`);
      case "UND_ERR_CONNECT_TIMEOUT":
        return new NetworkError(target, code, `could not connect within ${seconds} s`);
      default: {
        const message = error instanceof Error && error.message !== "" ? error.message : "request failed";
        return new NetworkError(target, code, message);
      }
    }
  }
}
