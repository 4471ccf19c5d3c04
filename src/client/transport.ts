import type { IncomingHttpHeaders } from "node:http";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Dispatcher } from "undici";
import { NetworkError, type RequestTarget } from "../errors";
import { proxyFromEnvironment } from "./proxy-variables";
import { EnvHttpProxyAgent, Pool, ResponseExceededMaxSizeError, type PoolOptions } from "./undici-parts";

export interface TransportSettings {
  /** Bound of connecting, of waiting for the response headers and of each pause of the response body. */
  timeoutSeconds: number;
  /** Connections open at once to one origin; further requests wait for a free one. */
  maxConnectionsPerOrigin: number;
  /** Largest answer body read; a larger one fails the attempt. */
  maxResponseBytes: number;
}

/** One attempt of a request, as it goes on the wire. */
export interface Attempt {
  /** Scheme, host and port: `https://api.bunny.net`. */
  origin: string;
  method: Dispatcher.HttpMethod;
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  body?: string | NodeJS.ReadableStream;
  /** Ends the attempt early; its reason is the error thrown. */
  signal?: Dispatcher.RequestOptions["signal"];
}

/** What the server answered, whatever its status. */
export interface HttpResponse {
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
 * when there is none.
 *
 * Without a proxy in the environment, connections are kept in one undici Pool per origin rather than an Agent:
 * undici 7's Agent closes an origin's pool when its connection count reaches zero (as after a connection reset)
 * and then counts the old pool's disconnects against the new one, so every later call opened a new connection.
 * With `HTTPS_PROXY` / `HTTP_PROXY` (or their lower-case forms) set, undici's EnvHttpProxyAgent routes each
 * origin through the proxy or, as `NO_PROXY` says, directly; it is built on Agent and accepts that cost.
 */
export class Transport {
  readonly #pools = new Map<string, Pool>();
  readonly #proxied?: EnvHttpProxyAgent;
  readonly #settings: TransportSettings;
  #closed?: Promise<void>;

  constructor(settings: TransportSettings) {
    this.#settings = settings;
    if (proxyFromEnvironment()) this.#proxied = new EnvHttpProxyAgent(this.#dispatcherOptions());
  }

  async send(target: RequestTarget, attempt: Attempt): Promise<HttpResponse> {
    try {
      const dispatcher = this.#proxied ?? this.#pool(attempt.origin);
      // An attempt holds the options undici takes, and only those: it goes as it is, not copied.
      const response = await dispatcher.request(attempt as Dispatcher.RequestOptions);
      // undici counts the bytes as they come; an answer that announces more is refused before any is read.
      if (Number(response.headers["content-length"]) > this.#settings.maxResponseBytes) {
        response.body.destroy();
        throw new ResponseExceededMaxSizeError();
      }
      const text = await response.body.text();
      // undici frees a kept-alive connection one event-loop turn after its response ends; a call made
      // before that turn would open another connection.
      await nextTurn();
      return { status: response.statusCode, headers: response.headers, text };
    } catch (error) {
      throw this.#networkError(target, error);
    }
  }

  /** Closes the kept-alive connections; closing again is harmless. */
  close(): Promise<void> {
    const dispatchers = [...this.#pools.values(), ...(this.#proxied ? [this.#proxied] : [])];
    this.#closed ??= Promise.all(dispatchers.map((dispatcher) => dispatcher.close())).then(() => {});
    return this.#closed;
  }

  #dispatcherOptions(): PoolOptions {
    const timeout = this.#settings.timeoutSeconds * 1000;
    return {
      headersTimeout: timeout,
      bodyTimeout: timeout,
      connect: { timeout },
      connections: this.#settings.maxConnectionsPerOrigin,
      maxResponseSize: this.#settings.maxResponseBytes,
    };
  }

  #pool(origin: string): Pool {
    let pool = this.#pools.get(origin);
    if (pool === undefined) {
      pool = new Pool(origin, this.#dispatcherOptions());
      this.#pools.set(origin, pool);
    }
    return pool;
  }

  // undici errors can carry the socket or response headers; only the code and a reason are kept.
  #networkError(target: RequestTarget, error: unknown): NetworkError {
    const code = errorCode(error);
    const { timeoutSeconds: seconds, maxResponseBytes } = this.#settings;
    // undici ends the connection at a 100 Continue, an answer RFC 9110 lets a server send unasked, and offers no way
    // to read it (it reads the other 1xx answers).
    if (code === "UND_ERR_SOCKET" && (error as Error).message === "bad response") {
      return new NetworkError(
        target,
        code,
        "the server sent an interim 1xx answer (100 Continue) before its answer, which this client cannot read; the request " +
          "did not ask for one (no Expect header), so a server or proxy in between sends it unasked",
      );
    }
    switch (code) {
      case "UND_ERR_HEADERS_TIMEOUT":
        return new NetworkError(target, code, `no response headers within timeoutSeconds (${seconds} s)`);
      case "UND_ERR_BODY_TIMEOUT":
        return new NetworkError(target, code, `response body stalled for timeoutSeconds (${seconds} s)`);
      case "UND_ERR_CONNECT_TIMEOUT":
        return new NetworkError(target, code, `could not connect within timeoutSeconds (${seconds} s)`);
      case "UND_ERR_RES_EXCEEDED_MAX_SIZE":
        return new NetworkError(target, code, `the answer is larger than maxResponseBytes (${maxResponseBytes} bytes)`);
      case "UND_ERR_REQ_CONTENT_LENGTH_MISMATCH":
        return new NetworkError(
          target,
          code,
          "the content changed while it was being sent: its length no longer matches the size declared when the upload " +
            "began (a file that grew or shrank)",
        );
      default: {
        const message = error instanceof Error && error.message !== "" ? error.message : "request failed";
        return new NetworkError(target, code, message);
      }
    }
  }
}
