import { randomBytes } from "node:crypto";
import { setMaxListeners } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { dashboardOver, type Dashboard } from "./dashboard";
import { createDemoState } from "./demo-state";
import type { EventLogPaging } from "./event-log-pages";
import { FaultList, type Fault, type FaultController } from "./faults";
import { emptyResponse, type SimulatedResponse, type Problem } from "./http-responses";
import { checkOptions, type SimulatorOptions } from "./options";
import { RateLimit } from "./rate-limit";
import { redactedHeaders, type RecordedRequest } from "./recording";
import { bodyForLog, drain, JSON_BODY_LIMIT, parseJsonBody, readBody, type ReadBody } from "./request-body";
import { answerForLog, writeAnswer } from "./respond";
import type { RouteDefinition } from "./route-definition";
import { matchRoute, VIDEO_PATH_PREFIX, type RouteMatch } from "./routes";
import type { SimulatorState } from "./state";

/** A simulator listening on 127.0.0.1, as {@link startSimulator} returns it. */
export interface RunningSimulator {
  /** "http://127.0.0.1:PORT". */
  baseUrl: string;
  /** "http://127.0.0.1:PORT/video": the same server under a path prefix. */
  videoUrl: string;
  /** The account key, accepted in `AccessKey` by every route under `baseUrl` but the video routes. */
  apiKey: string;
  /** The video library key, the only key the routes under `videoUrl` accept. */
  videoApiKey: string;
  /** The live state every route reads and writes: change it to add objects or to make drift outside Pulumi. */
  state: SimulatorState;
  /** Changes made outside the API (dashboard edits, encoding results), over `state`. */
  dashboard: Dashboard;
  /** Switches faults on per route: error answers, delays, dropped connections, malformed bodies. */
  faults: FaultController;
  /** Every request in order of arrival. */
  requests: RecordedRequest[];
  /** TCP connections accepted since start or since resetStats(). */
  connectionCount(): number;
  /** Clears the request log and the connection count. */
  resetStats(): void;
  /** Stops listening and cuts every open connection and delayed answer; later calls return the same promise. */
  close(): Promise<void>;
}

interface Simulator {
  state: SimulatorState;
  faults: FaultList;
  requests: RecordedRequest[];
  apiKey: string;
  videoApiKey: string;
  latencyMs: number;
  eventLogPaging: EventLogPaging;
  encodeVideoFilesOnly: boolean;
  rateLimit?: RateLimit;
  writeRaceMs: number;
  closing: AbortSignal;
}

/**
 * Starts the embedded API on 127.0.0.1 with the demo account's state and resolves once it listens. Options that break
 * their rules throw a TypeError naming each.
 *
 * @example
 * ```ts
 * import { CloudPlatformClient } from "pulumi-cloudplatform/client";
 * import { startSimulator } from "pulumi-cloudplatform/simulator";
 *
 * const simulator = await startSimulator({ encodeVideoFilesOnly: true });
 * const client = new CloudPlatformClient({ apiKey: simulator.apiKey, baseUrl: simulator.baseUrl });
 * console.log(await client.listVolumes("app-demo")); // the demo app's volumes
 * await client.close();
 * await simulator.close();
 * ```
 */
export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  checkOptions(options);
  const closing = new AbortController();
  // Every answer being delayed listens for the close; many at once are expected, not a leak.
  setMaxListeners(0, closing.signal);
  const sim: Simulator = {
    state: createDemoState(new Date()),
    faults: new FaultList(),
    requests: [],
    apiKey: options.apiKey ?? `sim-account-${randomBytes(16).toString("hex")}`,
    videoApiKey: options.videoApiKey ?? `sim-video-${randomBytes(16).toString("hex")}`,
    latencyMs: options.latencyMs ?? 0,
    eventLogPaging: { pages: options.eventLogPages ?? 5, pageSize: options.eventLogPageSize ?? 100 },
    encodeVideoFilesOnly: options.encodeVideoFilesOnly ?? false,
    rateLimit: options.rateLimitPerSecond === undefined ? undefined : new RateLimit(options.rateLimitPerSecond),
    writeRaceMs: options.writeRaceMs ?? 0,
    closing: closing.signal,
  };
  let connections = 0;
  const server = createServer({ requestTimeout: 0 }, (req, res) => void serve(sim, req, res));
  server.on("connection", () => {
    connections += 1;
  });
  await listen(server, options.port ?? 0);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let closed: Promise<void> | undefined;
  return {
    baseUrl,
    videoUrl: `${baseUrl}${VIDEO_PATH_PREFIX}`,
    apiKey: sim.apiKey,
    videoApiKey: sim.videoApiKey,
    state: sim.state,
    dashboard: dashboardOver(sim.state),
    faults: sim.faults,
    requests: sim.requests,
    connectionCount: () => connections,
    resetStats: () => {
      sim.requests.length = 0;
      connections = 0;
    },
    close: () => (closed ??= shutDown(server, closing)),
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
}

async function shutDown(server: Server, closing: AbortController): Promise<void> {
  closing.abort();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The keys a request may present: on an account route the account's key; on a video route the configured video key
 * and the own key of the library its path names, as the video API takes a library's key; the account's and the video
 * key where no route matches.
 */
function keysTaken(sim: Simulator, match: RouteMatch): string[] {
  if (match.kind !== "route") return [sim.apiKey, sim.videoApiKey];
  if (match.route.key !== "video") return [sim.apiKey];
  const libraryId = match.params.libraryId;
  const ownKey = libraryId === undefined ? undefined : sim.state.videoLibraries.get(libraryId)?.fields?.ApiKey;
  return typeof ownKey === "string" ? [sim.videoApiKey, ownKey] : [sim.videoApiKey];
}

/** Receive, record, wait, apply a fault or the route, answer. */
async function serve(sim: Simulator, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // An aborted request is noticed where its body is read; these keep the events from going unhandled.
  req.on("error", () => undefined);
  res.on("error", () => undefined);
  const url = req.url ?? "/";
  const queryStart = url.indexOf("?");
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart < 0 ? "" : url.slice(queryStart + 1));
  const match = matchRoute(req.method ?? "", path);
  const route = match.kind === "route" ? match.route : undefined;
  const presentedKey = req.headers.accesskey;
  const validKeys = keysTaken(sim, match);
  const record: RecordedRequest = {
    route: route?.name ?? "unknown",
    method: req.method ?? "",
    path,
    query: Object.fromEntries(query),
    headers: redactedHeaders(req.headers),
    accessKeyValid: typeof presentedKey === "string" && validKeys.includes(presentedKey),
    status: 0,
  };
  sim.requests.push(record);
  try {
    const received = route?.body === "stream" ? undefined : await readBody(req);
    if (received && !received.tooLarge) record.body = bodyForLog(received.bytes);
    const fault = sim.faults.take(route?.tableName === undefined ? [record.route] : [record.route, route.tableName]);
    await pause(sim.latencyMs + (fault?.delayMs ?? 0), sim.closing);
    if (fault?.drop === "before-response" || sim.closing.aborted) {
      await drain(req);
      req.socket.destroy();
      return;
    }
    const answer =
      limitedAnswer(sim, route, path, presentedKey) ??
      withRetryAfter(
        fault,
        faultAnswer(fault, route, path) ??
          (await routeAnswer(sim, match, { req, query, path, received, keyValid: record.accessKeyValid })),
      );
    await drain(req);
    record.status = answer.status;
    record.responseBody = answerForLog(answer);
    writeAnswer(res, answer, fault?.drop === "mid-body");
  } catch (err) {
    if (req.destroyed || res.destroyed) return;
    const problem = { message: `Simulator failure: ${(err as Error).message}` };
    const answer = route ? route.error(500, problem, path) : emptyResponse(500);
    record.status = answer.status;
    record.responseBody = answerForLog(answer);
    writeAnswer(res, answer, false);
  }
}

function pause(ms: number, closing: AbortSignal): Promise<void> {
  return ms > 0 ? sleep(ms, undefined, { signal: closing }).catch(() => undefined) : Promise.resolve();
}

/** The answer a fault replaces the route with, or undefined when it only delays, drops or sets Retry-After. */
function faultAnswer(fault: Fault | undefined, route: RouteDefinition | undefined, path: string): SimulatedResponse | undefined {
  if (!fault || (fault.status === undefined && fault.body === undefined)) return undefined;
  const status = fault.status ?? 200;
  if (fault.body !== undefined) {
    return { status, raw: fault.body, headers: fault.contentType === undefined ? undefined : { "content-type": fault.contentType } };
  }
  const problem = { message: `The simulator was told to answer ${status}` };
  return route ? route.error(status, problem, path) : emptyResponse(status);
}

/** The 429 of a request beyond the rate limit of its key, or undefined when it is within it (or there is none). */
function limitedAnswer(
  sim: Simulator,
  route: RouteDefinition | undefined,
  path: string,
  key: string | string[] | undefined,
): SimulatedResponse | undefined {
  const retryAfter = sim.rateLimit?.take(String(key));
  if (retryAfter === undefined) return undefined;
  const problem = { errorKey: "too_many_requests", message: "Too many requests: the rate limit of this key was reached" };
  const answer = route ? route.error(429, problem, path) : emptyResponse(429);
  return { ...answer, headers: { ...answer.headers, "retry-after": String(retryAfter) } };
}

function withRetryAfter(fault: Fault | undefined, answer: SimulatedResponse): SimulatedResponse {
  if (fault?.retryAfterSeconds === undefined) return answer;
  return { ...answer, headers: { ...answer.headers, "retry-after": String(fault.retryAfterSeconds) } };
}

interface Received {
  req: IncomingMessage;
  query: URLSearchParams;
  path: string;
  received: ReadBody | undefined;
  keyValid: boolean;
}

async function routeAnswer(sim: Simulator, match: RouteMatch, request: Received): Promise<SimulatedResponse> {
  if (match.kind === "wrong-method") return { status: 405, headers: { allow: match.allow.join(", ") } };
  if (match.kind === "none") return emptyResponse(404);
  const { route, params, paramProblem } = match;
  const { req, query, path, received, keyValid } = request;
  const fail = (status: number, problem: Problem) => route.error(status, problem, path);
  if (!keyValid) {
    const message =
      req.headers.accesskey === undefined ? "The AccessKey header is required" : "The AccessKey header does not hold a valid key";
    return fail(401, { errorKey: "unauthorized", message });
  }
  if (paramProblem) return fail(400, { message: paramProblem });
  if (received?.tooLarge) return fail(413, { message: `The request body is larger than ${JSON_BODY_LIMIT} bytes` });
  let body: unknown;
  const bodySent = received !== undefined && !received.tooLarge && received.bytes.length > 0;
  if ((route.body === "json" || (route.body === "optional-json" && bodySent)) && received) {
    const parsed = parseJsonBody(req.headers["content-type"], received.bytes);
    if (!parsed.ok) return fail(parsed.status, { message: parsed.message });
    body = parsed.value;
  }
  if (route.body === "text" && bodySent) body = received.bytes.toString("utf8");
  return route.handle({
    params,
    query,
    body,
    req,
    state: sim.state,
    eventLogPaging: sim.eventLogPaging,
    encodeVideoFilesOnly: sim.encodeVideoFilesOnly,
    writeRaceMs: sim.writeRaceMs,
    now: new Date(),
    fail,
  });
}
