import { EventEmitter } from "node:events";
import { Readable } from "node:stream";
import type { ClientSettings } from "../schemas";
import { decodeResponse } from "./response-decoding";
import { ApiError, NetworkError, NotFoundError, type RefusedKey, type RequestTarget } from "../errors";
import type { ApiRequest } from "./request";
import { Admission } from "./admission";
import { keyScope } from "./key-scope";
import { refusedKey } from "./key-refusals";
import { attemptsNote, rateLimitCapNote } from "./retry-notes";
import { CONNECT_ERROR_CODES, withRetries, type RetrySettings, type RetryTally } from "./retry";
import { startRequest } from "./request-gate";
import { SentContent } from "./sent-content";
import { ObjectReadsAndWrites } from "./object-reads-and-writes";
import { serverTextCleaner } from "./server-text";
import { USER_AGENT } from "./user-agent";
import { Transport, type HttpResponse, type Attempt } from "./transport";

/** Where an API lives and the key it takes. */
interface ApiAddress {
  origin: string;
  /** Path of the base address without its trailing slash, prefixed to every request's path. */
  basePath: string;
  key: string;
  /** The address and key as the process's shared state names them (`keyScope`). */
  scope: string;
  /** The key as a 401 names it: its setting, and what to do. */
  refusedKey: RefusedKey;
  /** What a failure that a wrong address may cause adds to its message: the address, where it came from. */
  addressNote: string;
  /** When a request to it may start (the 429 pause and the pace of the process). */
  admission: Admission;
}

/** The bound of a whole JSON call when none is set: twice `timeoutSeconds`, and at least two minutes. */
function defaultCallTimeoutSeconds(timeoutSeconds: number): number {
  return Math.max(120, 2 * timeoutSeconds);
}

/** What undici reads of an EventEmitter signal when it emits "abort": the error the request fails with. */
type DeadlineCut = EventEmitter & { reason?: Error };

/** An error thrown by an attempt that the call's deadline cut. */
function deadlineError(seconds: number): Error {
  const message = `the call took longer than callTimeoutSeconds (${seconds} s), retries and waits included`;
  return Object.assign(new Error(message), { code: "ETIMEDOUT" });
}

function apiAddress(
  address: string,
  source: string,
  key: string,
  refused: RefusedKey,
  maxRequestsPerSecond: number | undefined,
): ApiAddress {
  const url = new URL(address);
  const basePath = url.pathname.replace(/\/$/, "");
  const scope = keyScope(url.origin + basePath, key);
  const admission = new Admission(url.origin + basePath, scope, maxRequestsPerSecond);
  const addressNote = `(the address used is ${url.origin + basePath}, from ${source}: check it)`;
  return { origin: url.origin, basePath, key, scope, refusedKey: refused, addressNote, admission };
}

/** The key as a 401 names it, with where it came from when the caller says. */
function keyFrom(refused: RefusedKey, source: string | undefined): RefusedKey {
  return source === undefined ? refused : { ...refused, advice: `${refused.advice}; it came from ${source}` };
}

/**
 * Whether a failure may come from a wrong address rather than from the call: a connection that could not be opened, a
 * 404 that is not the API's own (a proxy's page), or a 404 of a list whose read is to show that the address is the API's.
 */
function mayBeWrongAddress(error: unknown, request: ApiRequest<unknown>): boolean {
  if (error instanceof NetworkError) return error.code !== undefined && CONNECT_ERROR_CODES.includes(error.code);
  return error instanceof NotFoundError && (!error.fromApi || request.provesAddress === true);
}

/** Makes a declared request: its headers, its attempts over the transport with retries, its answer decoded. */
export class ApiCaller {
  readonly #transport: Transport;
  readonly #retry: RetrySettings;
  readonly #account: ApiAddress;
  readonly #video: ApiAddress;
  readonly #serverText: (text: string) => string;
  readonly #callTimeoutSeconds: number;
  /** The setting that raises the cap of a wait, as failures name it. */
  readonly #maxRetryDelaySetting: string;
  readonly #stallSeconds: number;
  /** Most pages a paged list may take before the call fails. */
  readonly pageLimit: number;
  /** The reads this caller shares with the process and the writes that drop them. */
  readonly objects: ObjectReadsAndWrites;

  constructor(settings: ClientSettings) {
    const { maxRequestsPerSecond, sources = {}, settingNames } = settings;
    const videoKeySet = settings.videoApiKey !== undefined;
    const videoKey = settings.videoApiKey ?? settings.apiKey;
    const accountKey = keyFrom(refusedKey(false, videoKeySet, settingNames), sources.apiKey);
    const libraryKey = keyFrom(refusedKey(true, videoKeySet, settingNames), videoKeySet ? sources.videoApiKey : sources.apiKey);
    this.#account = apiAddress(settings.baseUrl, sources.baseUrl ?? "baseUrl", settings.apiKey, accountKey, maxRequestsPerSecond);
    this.#video = apiAddress(settings.videoUrl, sources.videoUrl ?? "videoUrl", videoKey, libraryKey, maxRequestsPerSecond);
    this.#serverText = serverTextCleaner([this.#account.key, this.#video.key]);
    const { maxRetries, minRetryDelayMs, maxRetryDelayMs } = settings;
    this.#retry = { maxRetries, minRetryDelayMs, maxRetryDelayMs };
    this.#maxRetryDelaySetting = settingNames.maxRetryDelay.name;
    const { timeoutSeconds, maxConnectionsPerOrigin, maxResponseBytes } = settings;
    this.#transport = new Transport({ timeoutSeconds, maxConnectionsPerOrigin, maxResponseBytes });
    this.#callTimeoutSeconds = settings.callTimeoutSeconds ?? defaultCallTimeoutSeconds(timeoutSeconds);
    this.#stallSeconds = timeoutSeconds;
    this.pageLimit = settings.pageLimit;
    const scope = ({ origin, basePath, scope }: ApiAddress) => ({ address: origin + basePath, scope });
    this.objects = new ObjectReadsAndWrites(settings.readReuseSeconds, scope(this.#account), scope(this.#video));
  }

  /** Where a request goes, as its errors show it. */
  target(request: ApiRequest<unknown>): RequestTarget {
    const address = request.video ? this.#video : this.#account;
    return { operation: request.operation, method: request.method, path: address.basePath + request.path };
  }

  async call<Result>(request: ApiRequest<Result>): Promise<Result> {
    const address = request.video ? this.#video : this.#account;
    const target = this.target(request);
    const { body } = request;
    const json = body !== undefined && "json" in body ? JSON.stringify(body.json) : undefined;
    const text = body !== undefined && "text" in body ? body : undefined;
    const content = body !== undefined && "stream" in body ? new SentContent(body.stream, this.#stallSeconds) : undefined;
    const headers: Record<string, string> = { AccessKey: address.key, accept: "application/json", "user-agent": USER_AGENT };
    if (json !== undefined) headers["content-type"] = "application/json";
    if (content !== undefined) headers["content-type"] = "application/octet-stream";
    if (text !== undefined) headers["content-type"] = `${text.mediaType}; charset=utf-8`;
    if (content?.bytes !== undefined) headers["content-length"] = String(content.bytes);
    const path = target.path + (request.query ?? "");
    const attempt: Attempt = { origin: address.origin, method: request.method, path, headers, body: json ?? text?.text };
    // A JSON call, its attempts and waits included, ends by a deadline; an upload is bounded by its pauses instead.
    const tally: RetryTally = { attempts: 0, startedAt: Date.now() };
    const deadline = content === undefined ? tally.startedAt + this.#callTimeoutSeconds * 1000 : undefined;
    try {
      const answer = await withRetries(
        request.retry ?? "idempotent",
        { ...this.#retry, deadline },
        address.admission,
        tally,
        () => {
          startRequest(target);
          return content === undefined ? this.#sendBefore(deadline!, target, attempt) : this.#sendStream(target, attempt, content);
        },
        () => content?.attemptLost(),
      );
      return decodeResponse(target, answer, request.envelope, content, this.#serverText, address.refusedKey, request.failure);
    } catch (error) {
      if (error instanceof ApiError || error instanceof NetworkError) {
        // Whatever the last attempt met, an earlier one may have left the content at the server.
        if (content?.lostAfterSending !== undefined) error.sentContent = content.lostAfterSending;
        const stoppedBy = tally.stoppedBy;
        if (stoppedBy !== undefined && "retryAfterMs" in stoppedBy) {
          error.addNote(rateLimitCapNote(stoppedBy.retryAfterMs, this.#retry.maxRetryDelayMs, this.#maxRetryDelaySetting));
        } else {
          const attempts = attemptsNote(tally, stoppedBy === undefined ? undefined : this.#callTimeoutSeconds);
          if (attempts !== undefined) error.addNote(attempts);
        }
        if (mayBeWrongAddress(error, request)) error.addNote(address.addressNote);
      }
      throw error;
    }
  }

  /** Closes the kept-alive connections. */
  close(): Promise<void> {
    return this.#transport.close();
  }

  /**
   * One attempt, cut when the call's deadline passes. The cut is an EventEmitter, which undici takes as a signal like
   * an AbortSignal: a listener on an AbortSignal costs Node 20 tens of microseconds, a tenth of a small request.
   */
  async #sendBefore(deadline: number, target: RequestTarget, attempt: Attempt): Promise<HttpResponse> {
    const cut: DeadlineCut = new EventEmitter();
    const timer = setTimeout(() => {
      cut.reason = deadlineError(this.#callTimeoutSeconds);
      cut.emit("abort");
    }, Math.max(0, deadline - Date.now()));
    try {
      return await this.#transport.send(target, { ...attempt, signal: cut });
    } finally {
      clearTimeout(timer);
    }
  }

  /** One attempt with the content opened afresh from its start. */
  async #sendStream(target: RequestTarget, attempt: Attempt, content: SentContent): Promise<HttpResponse> {
    const body: Readable = content.open();
    try {
      return await this.#transport.send(target, { ...attempt, body });
    } finally {
      body.destroy();
    }
  }
}
