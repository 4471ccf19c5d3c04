import { Readable } from "node:stream";
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { Pool, type Dispatcher } from "undici";
import { CONNECT_ERROR_CODES, RETRYABLE_ERROR_CODES, RETRYABLE_STATUS_CODES, retryAfterMs, retryDelayMs, type RetrySettings } from "./backoff";
import { failureFromBody, statusText } from "./error-body";
import { NetworkError, ResponseValidationError, apiErrorFor, type RequestTarget } from "./errors";

export interface TransportSettings extends RetrySettings {
  /** Bound of connecting, of waiting for the response headers and of each pause in the response body. */
  timeoutSeconds: number;
}

/**
 * Which failures of a call the transport retries:
 * - `idempotent` (GET, PATCH, PUT): network errors, timeouts, 429 and 5xx;
 * - `whenNotSent` (POST): only what proves the request was not applied: 429, and failures to connect (nothing
 *   was sent).
 */
export type RetryPolicy = "idempotent" | "whenNotSent";

export interface ApiRequest {
  target: RequestTarget;
  /** Scheme, host and port: `https://api.bunny.net`. */
  origin: string;
  /** Query string including its `?`, or empty. */
  query: string;
  accessKey: string;
  json?: unknown;
  retry: RetryPolicy;
}

export interface UploadRequest {
  target: RequestTarget;
  origin: string;
  query: string;
  accessKey: string;
  /** Opens the content from its start; called again for every attempt. */
  open: () => NodeJS.ReadableStream;
  /** Content length; without it the body is sent chunked. */
  bytes?: number;
  /** Called before retrying an attempt whose body the server may have taken (a dropped connection, a 5xx). */
  onLostAttempt?: () => void;
}

export interface ApiResponse {
  status: number;
  /** Parsed JSON body; undefined when the body is empty. */
  body: unknown;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** The statuses and network error codes after which a call is sent again, per policy. */
const RETRYABLE: Record<RetryPolicy, { statuses: readonly number[]; errorCodes: readonly string[] }> = {
  idempotent: { statuses: RETRYABLE_STATUS_CODES, errorCodes: RETRYABLE_ERROR_CODES },
  whenNotSent: { statuses: [429], errorCodes: CONNECT_ERROR_CODES },
};

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * The one HTTP layer of the client: keep-alive connections, retries with backoff, timeouts, error mapping.
 *
 * Retries are made here, not by undici's RetryAgent: after a connection drops mid-body, its
 * RetryHandler can only resume with a Range request, which this API does not serve. Every attempt
 * here is a whole new request.
 *
 * Connections are kept in one undici Pool per origin rather than an Agent: undici 7's Agent closes an
 * origin's pool when its connection count reaches zero (as after a connection reset) and then counts
 * the old pool's disconnects against the new one, so every later call opened a new connection.
 */
export class HttpTransport {
  readonly #pools = new Map<string, Pool>();
  readonly #settings: TransportSettings;

  constructor(settings: TransportSettings) {
    this.#settings = settings;
  }

  /** A JSON call; a 2xx resolves with the parsed body, anything else throws. */
  async send(request: ApiRequest): Promise<ApiResponse> {
    const { target } = request;
    const headers: Record<string, string> = { AccessKey: request.accessKey, accept: "application/json" };
    if (request.json !== undefined) headers["content-type"] = "application/json";
    const body = request.json === undefined ? undefined : JSON.stringify(request.json);
    const raw = await this.#withRetries(RETRYABLE[request.retry], undefined, () =>
      this.#exchange(target, {
        origin: request.origin,
        path: target.path + request.query,
        method: target.method as Dispatcher.HttpMethod,
        headers,
        body,
      }),
    );
    return this.#interpret(target, raw);
  }

  /**
   * A streamed PUT of a possibly huge body, retried like the idempotent calls by re-opening the
   * source from its start. `timeoutSeconds` bounds each pause of the transfer, not its duration.
   */
  async upload(request: UploadRequest): Promise<ApiResponse> {
    const { target } = request;
    const headers: Record<string, string> = {
      AccessKey: request.accessKey,
      accept: "application/json",
      "content-type": "application/octet-stream",
    };
    if (request.bytes !== undefined) headers["content-length"] = String(request.bytes);
    const raw = await this.#withRetries(RETRYABLE.idempotent, request.onLostAttempt, async () => {
      const source = request.open();
      const body = source instanceof Readable ? source : Readable.from(source);
      try {
        return await this.#exchange(target, { origin: request.origin, path: target.path + request.query, method: "PUT", headers, body });
      } finally {
        body.destroy();
      }
    });
    return this.#interpret(target, raw);
  }

  /** Makes attempts until one answers with a status that is not retried, or the retries are used up. */
  async #withRetries(
    retryable: (typeof RETRYABLE)[RetryPolicy],
    onLostAttempt: (() => void) | undefined,
    attempt: () => Promise<RawResponse>,
  ): Promise<RawResponse> {
    for (let made = 1; ; made++) {
      let raw: RawResponse;
      try {
        raw = await attempt();
      } catch (error) {
        const code = error instanceof NetworkError ? error.code : undefined;
        const delay = code !== undefined && retryable.errorCodes.includes(code) ? retryDelayMs(made, undefined, this.#settings) : undefined;
        if (delay === undefined) throw error;
        if (!CONNECT_ERROR_CODES.includes(code!)) onLostAttempt?.();
        await sleep(delay);
        continue;
      }
      const delay = retryable.statuses.includes(raw.status) ? retryDelayMs(made, raw.headers["retry-after"], this.#settings) : undefined;
      if (delay === undefined) return raw;
      // A 5xx may come from a gateway after the server took the request; a 429 means it was not taken.
      if (raw.status >= 500) onLostAttempt?.();
      await sleep(delay);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.#pools.values()].map((pool) => pool.close()));
  }

  #pool(origin: string): Pool {
    let pool = this.#pools.get(origin);
    if (pool === undefined) {
      const timeout = this.#settings.timeoutSeconds * 1000;
      pool = new Pool(origin, { headersTimeout: timeout, bodyTimeout: timeout, connect: { timeout } });
      this.#pools.set(origin, pool);
    }
    return pool;
  }

  async #exchange(target: RequestTarget, options: Dispatcher.RequestOptions): Promise<RawResponse> {
    try {
      const response = await this.#pool(String(options.origin)).request(options);
      const text = await response.body.text();
      // undici frees a kept-alive connection one event-loop turn after its response ends; a call made
      // before that turn would open another connection.
      await nextTurn();
      return { status: response.statusCode, headers: response.headers, text };
    } catch (error) {
      throw this.#networkError(target, error);
    }
  }

  // undici errors can carry the socket or response headers; only the code and a reason are kept.
  #networkError(target: RequestTarget, error: unknown): NetworkError {
    const code = errorCode(error);
    const seconds = this.#settings.timeoutSeconds;
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

  #interpret(target: RequestTarget, raw: RawResponse): ApiResponse {
    let body: unknown;
    let parsed = true;
    try {
      body = raw.text.trim() === "" ? undefined : JSON.parse(raw.text);
    } catch {
      parsed = false;
    }
    if (raw.status >= 200 && raw.status < 300) {
      if (!parsed) throw new ResponseValidationError(target, raw.status, "body", "is not valid JSON");
      return { status: raw.status, body };
    }
    const failure = parsed ? failureFromBody(raw.status, body) : { status: raw.status, apiMessage: statusText(raw.status), fromApiBody: false };
    const retryAfter = retryAfterMs(raw.headers["retry-after"]);
    throw apiErrorFor(target, failure, retryAfter === undefined ? undefined : retryAfter / 1000);
  }
}
