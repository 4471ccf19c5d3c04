// Every client operation against every fault the simulator can inject, over real HTTP. Each cell of
// `expected` is the outcome the client must produce: retried and succeeded within the budget (with
// the number of requests that reached the simulator), or failed with the error class, the number of
// requests, and the cause the message must show. POSTs follow DESIGN.md: only a 429 (not applied)
// is retried; a 5xx, a dropped connection or a timeout after the request was sent may have applied
// the change, so they fail at once.
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import {
  ApiError,
  CloudPlatformError,
  NetworkError,
  NotFoundError,
  ResponseValidationError,
  VideoAlreadyUploadedError,
  type CloudPlatformClient,
  type OperationName as AnyOperationName,
} from "../../src/client";
import type { Fault, RunningSimulator } from "../../src/simulator";
import { rejection, startSimulatedApi, utcDay, type SimulatedApi } from "../helpers/simulated-api";
import type { ApiOperationName } from "../../src/api/operations";

/** The operations of the client's own methods, which the simulator serves today. */
type OperationName = Exclude<AnyOperationName, ApiOperationName>;

const MAX_RETRIES = 3;
const TIMEOUT_SECONDS = 0.3;

type FaultName =
  | "429 + Retry-After"
  | "503 burst within budget"
  | "503 burst beyond budget"
  | "drop before response"
  | "drop mid-body"
  | "slower than timeout"
  | "malformed JSON"
  | "schema violation"
  | "2xx success:false";

type ErrorClass = abstract new (...args: never[]) => CloudPlatformError;

type Outcome =
  | { kind: "succeeds"; requests: number }
  | { kind: "fails"; error: ErrorClass; requests: number; cause: RegExp }
  | { kind: "not applicable"; why: string };

const ok = (requests: number): Outcome => ({ kind: "succeeds", requests });
const fails = (error: ErrorClass, requests: number, cause: RegExp): Outcome => ({ kind: "fails", error, requests, cause });
const na = (why: string): Outcome => ({ kind: "not applicable", why });

const budget = MAX_RETRIES + 1;
const status503 = /-> 503\b/;
const socketClosed = /UND_ERR_SOCKET: other side closed/;
const headersTimeout = new RegExp(`UND_ERR_HEADERS_TIMEOUT: no response headers within timeoutSeconds \\(${TIMEOUT_SECONDS} s\\)`);
const notJson = /-> 200 answered an unexpected body: body: is not valid JSON/;
const noSuccessShape = "the operation's answer has no success flag";

/** The table: operation x fault -> outcome and requests that reached the simulator. */
const expected: Record<OperationName, Record<FaultName, Outcome>> = {
  updateVolume: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: name: /),
    "2xx success:false": na(noSuccessShape),
  },
  listVolumes: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: items\[1\]\.size: /),
    "2xx success:false": na(noSuccessShape),
  },
  listApps: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: items: /),
    "2xx success:false": na(noSuccessShape),
  },
  listShieldZones: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: data: /),
    "2xx success:false": na(noSuccessShape),
  },
  listVideos: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: items: /),
    "2xx success:false": na(noSuccessShape),
  },
  getContainerTemplate: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: endpoints\[0\]\.portMappings: /),
    "2xx success:false": na(noSuccessShape),
  },
  completeExternalDnsCertificate: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": fails(ApiError, 1, status503),
    "503 burst beyond budget": fails(ApiError, 1, status503),
    "drop before response": fails(NetworkError, 1, socketClosed),
    "drop mid-body": fails(NetworkError, 1, socketClosed),
    "slower than timeout": fails(NetworkError, 1, headersTimeout),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    // The API documents an empty 200; a JSON body the operation does not read is ignored.
    "schema violation": ok(1),
    "2xx success:false": na(noSuccessShape),
  },
  getPullZone: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: Hostnames\[0\]\.HasCertificate: /),
    "2xx success:false": na(noSuccessShape),
  },
  listPullZones: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: \[0\]\.Id: /),
    "2xx success:false": na(noSuccessShape),
  },
  reviewTriggeredWafRule: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": fails(ApiError, 1, status503),
    "503 burst beyond budget": fails(ApiError, 1, status503),
    "drop before response": fails(NetworkError, 1, socketClosed),
    "drop mid-body": fails(NetworkError, 1, socketClosed),
    "slower than timeout": fails(NetworkError, 1, headersTimeout),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: success: /),
    "2xx success:false": fails(ApiError, 1, /-> 202 not_found_or_unauthorised_access\.shieldzone: Shield zone denied/),
  },
  getShieldZone: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: data\.wafDisabledRules: /),
    "2xx success:false": fails(ApiError, 1, /-> 202 not_found_or_unauthorised_access\.shieldzone: Shield Zone not found or Unauthorized access\./),
  },
  getBotDetectionMetrics: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: data\.totalLoggedRequests: /),
    "2xx success:false": fails(ApiError, 1, /-> 200 forbidden\.shieldzone: Metrics denied/),
  },
  getShieldEventLogs: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: hasMoreData: /),
    "2xx success:false": fails(ApiError, 1, /-> 200 invalid_datetime_window\.event_logs: Outside the window/),
  },
  uploadVideo: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    // The first attempt was stored before its answer was cut; the API keeps one file per video, so the retry is refused.
    "drop mid-body": fails(VideoAlreadyUploadedError, 2, /-> 400: The requested video was already uploaded \(an earlier attempt of this upload lost its connection after sending the file/),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: success: /),
    "2xx success:false": fails(ApiError, 1, /-> 200: Transcoding queue refused the file/),
  },
  getVideo: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: status: /),
    "2xx success:false": na(noSuccessShape),
  },
  createVideo: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": fails(ApiError, 1, status503),
    "503 burst beyond budget": fails(ApiError, 1, status503),
    "drop before response": fails(NetworkError, 1, socketClosed),
    // The video was created before the answer was cut: a retry would create a second one.
    "drop mid-body": fails(NetworkError, 1, socketClosed),
    "slower than timeout": fails(NetworkError, 1, headersTimeout),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: videoLibraryId: /),
    "2xx success:false": na(noSuccessShape),
  },
  updateVideo: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: success: /),
    "2xx success:false": fails(ApiError, 1, /-> 200: Video is locked/),
  },
  deleteVideo: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    // The first attempt deleted the video before its answer was cut: the retry finds it gone, the API's own 404.
    "drop mid-body": fails(NotFoundError, 2, /-> 404: The requested video was not found/),
    // The first attempt is still held back when the retry deletes the video.
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: success: /),
    "2xx success:false": fails(ApiError, 1, /-> 200: Video is locked/),
  },
  getPartnerContract: {
    "429 + Retry-After": ok(2),
    "503 burst within budget": ok(3),
    "503 burst beyond budget": fails(ApiError, budget, status503),
    "drop before response": ok(2),
    "drop mid-body": ok(2),
    "slower than timeout": ok(2),
    "malformed JSON": fails(ResponseValidationError, 1, notJson),
    "schema violation": fails(ResponseValidationError, 1, /answered an unexpected body: ContractBillingType: /),
    "2xx success:false": na(noSuccessShape),
  },
};

interface Operation {
  method: string;
  /** Calls the operation once; `cell` tells calls apart where the API needs a fresh object. */
  run(client: CloudPlatformClient, sim: RunningSimulator, cell: number): Promise<unknown>;
  /** A valid JSON 2xx body that breaks the operation's response schema. */
  schemaViolation: unknown;
  /** A 2xx answer whose body says success:false, for the operations whose answers carry that flag. */
  successFalse?: { status: number; body: unknown };
}

const VIDEO_FILE_BYTES = Buffer.alloc(64 * 1024, "fault matrix video\n");
const VIDEO_LOCKED = { success: false, message: "Video is locked", statusCode: 400 };

const operations: Record<OperationName, Operation> = {
  updateVolume: {
    method: "PATCH",
    run: (client, _sim, cell) => client.updateVolume("app-demo", "vol-data", { size: 1 + (cell % 100) }),
    schemaViolation: { name: 42, size: 10 },
  },
  listVolumes: {
    method: "GET",
    run: (client) => client.listVolumes("app-demo"),
    schemaViolation: { items: [{ id: "vol-data", name: "data", size: 10 }, { id: "vol-logs", name: "logs", size: "5 GB" }] },
  },
  getContainerTemplate: {
    method: "GET",
    run: (client) => client.getContainerTemplate("app-demo", "ctr-web"),
    schemaViolation: {
      id: "ctr-web",
      name: "web",
      image: "nginx",
      endpoints: [{ id: "e1", displayName: "web", type: "cdn", isSslEnabled: true, portMappings: "80:8080" }],
    },
  },
  completeExternalDnsCertificate: {
    method: "POST",
    run: (client) => client.completeExternalDnsCertificate("cdn.example.com"),
    schemaViolation: { loaded: "maybe" },
  },
  getPullZone: {
    method: "GET",
    run: (client) => client.getPullZone("310245"),
    schemaViolation: { Id: 310245, Name: "web-demo", Hostnames: [{ Id: 5502, Value: "cdn.example.com", HasCertificate: "yes" }] },
  },
  listPullZones: {
    method: "GET",
    run: (client) => client.listPullZones(),
    schemaViolation: [{ Id: "310245", Name: "web-demo" }],
  },
  reviewTriggeredWafRule: {
    method: "POST",
    run: (client) => client.reviewTriggeredWafRule("12345", "942100", "logOnly"),
    schemaViolation: { success: "true" },
    successFalse: {
      status: 202,
      body: {
        success: false,
        errorResponse: { statusCode: 404, success: false, message: "Shield zone denied", errorKey: "not_found_or_unauthorised_access.shieldzone" },
      },
    },
  },
  getShieldZone: {
    method: "GET",
    run: (client) => client.getShieldZone("12345"),
    schemaViolation: { data: { shieldZoneId: 12345, wafDisabledRules: "942100" } },
    successFalse: {
      status: 202,
      body: {
        data: null,
        error: { statusCode: 202, success: false, message: "Shield Zone not found or Unauthorized access.", errorKey: "not_found_or_unauthorised_access.shieldzone" },
      },
    },
  },
  getBotDetectionMetrics: {
    method: "GET",
    run: (client) => client.getBotDetectionMetrics("12345"),
    schemaViolation: { data: { overviewPastTwentyEightDays: null, totalLoggedRequests: 1.5, totalChallengedRequests: 0 } },
    successFalse: {
      status: 200,
      body: { error: { statusCode: 403, success: false, message: "Metrics denied", errorKey: "forbidden.shieldzone" }, data: null },
    },
  },
  getShieldEventLogs: {
    method: "GET",
    run: (client) => client.getShieldEventLogPage("12345", utcDay(0)),
    schemaViolation: { logs: [], hasMoreData: "no", continuationToken: "" },
    successFalse: {
      status: 200,
      body: {
        logs: [],
        hasMoreData: false,
        continuationToken: "",
        errorResponse: { statusCode: 401, success: false, message: "Outside the window", errorKey: "invalid_datetime_window.event_logs" },
      },
    },
  },
  uploadVideo: {
    method: "PUT",
    run: (client, sim, cell) => {
      const videoId = `fault-matrix-video-${cell}`;
      sim.state.videoLibraries.get("4242")!.videos.set(videoId, {});
      const open = () => Readable.from([VIDEO_FILE_BYTES]);
      return client.uploadVideo("4242", videoId, { open, bytes: VIDEO_FILE_BYTES.length }, { jitEnabled: true });
    },
    schemaViolation: { success: 1, message: "uploaded" },
    successFalse: { status: 200, body: { success: false, message: "Transcoding queue refused the file", statusCode: 500 } },
  },
  // A list read to show the address is the API's; a new client for each call, since a client keeps what it showed.
  listApps: {
    method: "GET",
    run: () => api.clientWith({}).confirmApiAddress({ kind: "apps" }),
    schemaViolation: { items: "none" },
  },
  listShieldZones: {
    method: "GET",
    run: () => api.clientWith({}).confirmApiAddress({ kind: "shieldZones" }),
    schemaViolation: { data: "none" },
  },
  listVideos: {
    method: "GET",
    run: () => api.clientWith({}).confirmApiAddress({ kind: "libraryVideos", libraryId: "4242" }),
    schemaViolation: { items: "none" },
  },
  getVideo: {
    method: "GET",
    run: (client) => client.getVideo("4242", "5f3b6c1e-0000-4000-8000-000000000001"),
    schemaViolation: { videoLibraryId: 4242, guid: "v", title: "t", status: "finished", length: 0, storageSize: 0, encodeProgress: 0 },
  },
  createVideo: {
    method: "POST",
    run: (client, _sim, cell) => client.createVideo("4242", { title: `fault matrix ${cell}` }),
    schemaViolation: { guid: "v", title: "t" },
  },
  updateVideo: {
    method: "POST",
    run: (client, _sim, cell) => client.updateVideo("4242", "5f3b6c1e-0000-4000-8000-000000000002", { title: `fault matrix ${cell}` }),
    schemaViolation: { success: "yes" },
    successFalse: { status: 200, body: VIDEO_LOCKED },
  },
  deleteVideo: {
    method: "DELETE",
    run: (client, sim, cell) => {
      const videoId = `fault-matrix-delete-${cell}`;
      sim.state.videoLibraries.get("4242")!.videos.set(videoId, {});
      return client.deleteVideo("4242", videoId);
    },
    schemaViolation: { success: "yes" },
    successFalse: { status: 200, body: VIDEO_LOCKED },
  },
  getPartnerContract: {
    method: "GET",
    run: (client) => client.getPartnerContract(),
    schemaViolation: {
      PartnerCustomerId: 7001,
      ContractValue: 1000,
      ContractStartDate: "2026-01-01T00:00:00Z",
      ContractEndDate: "2027-01-01T00:00:00Z",
      ContractBillingType: 3,
      Currency: 1,
      UpdatedByUserId: "u-1",
    },
  },
};

/** The faults of one cell, for the given operation. */
function faultsFor(fault: FaultName, route: OperationName, operation: Operation): Fault[] {
  switch (fault) {
    case "429 + Retry-After":
      return [{ route, status: 429, retryAfterSeconds: 0, times: 1 }];
    case "503 burst within budget":
      return [{ route, status: 503, times: MAX_RETRIES - 1 }];
    case "503 burst beyond budget":
      return [{ route, status: 503, times: MAX_RETRIES + 2 }];
    case "drop before response":
      return [{ route, drop: "before-response", times: 1 }];
    case "drop mid-body":
      return [{ route, drop: "mid-body", times: 1 }];
    case "slower than timeout":
      // undici checks its timeouts about twice a second: a 0.3 s timeout fires within about a second.
      return [{ route, delayMs: 2500, times: 1 }];
    case "malformed JSON":
      return [{ route, status: 200, body: '{"items": [{"id": "vol-data", "na', times: 1 }];
    case "schema violation":
      return [{ route, status: 200, body: JSON.stringify(operation.schemaViolation), times: 1 }];
    case "2xx success:false": {
      const answer = operation.successFalse!;
      return [{ route, status: answer.status, body: JSON.stringify(answer.body), times: 1 }];
    }
  }
}

const faultNames = Object.keys(expected.updateVolume) as FaultName[];
const observed: string[] = [];
let api: SimulatedApi;
let cell = 0;

beforeAll(async () => {
  api = await startSimulatedApi({ maxRetries: MAX_RETRIES, timeoutSeconds: TIMEOUT_SECONDS });
});

afterAll(async () => {
  console.log(`fault matrix (maxRetries ${MAX_RETRIES}, timeout ${TIMEOUT_SECONDS} s): operation | fault | outcome | requests | ms\n${observed.join("\n")}`);
  await api?.close();
});

beforeEach(() => {
  api.sim.faults.clear();
  api.sim.resetStats();
});

const cells = (Object.keys(expected) as OperationName[]).flatMap((route) =>
  faultNames.map((fault) => [route, fault, expected[route][fault]] as const),
);

describe.each(Object.keys(expected) as OperationName[])("%s", (route) => {
  const operation = operations[route];

  test.each(cells.filter(([name, , outcome]) => name === route && outcome.kind !== "not applicable").map(([, fault, outcome]) => [fault, outcome] as const))(
    "%s",
    async (fault, outcome) => {
      const { sim, client } = api;
      for (const injected of faultsFor(fault, route, operation)) sim.faults.add(injected);
      const started = performance.now();
      const result = await operation.run(client, sim, ++cell).then(
        () => undefined,
        (error: unknown) => error,
      );
      const ms = Math.round(performance.now() - started);
      const seen = sim.requests.filter((request) => request.route === route);
      observed.push(`${route} | ${fault} | ${result === undefined ? "ok" : (result as Error).name} | ${seen.length} | ${ms}`);

      expect(sim.requests.every((request) => request.route === route && request.method === operation.method)).toBe(true);
      if (outcome.kind === "succeeds") {
        expect(result).toBeUndefined();
      } else if (outcome.kind === "fails") {
        expect(result).toBeInstanceOf(outcome.error);
        const error = result as CloudPlatformError & { operation: string; method: string };
        expect(error.constructor).toBe(outcome.error);
        expect(error.operation).toBe(route);
        expect(error.method).toBe(operation.method);
        expect(error.message).toContain(route);
        expect(error.message).toContain(`${operation.method} /`);
        expect(error.message).toMatch(outcome.cause);
      }
      expect(seen).toHaveLength((outcome as { requests: number }).requests);
    },
  );
});

test("every cell of the table is decided, and the inapplicable ones are only the operations without a success flag", () => {
  expect(cells).toHaveLength(19 * 9);
  const inapplicable = cells.filter(([, , outcome]) => outcome.kind === "not applicable").map(([route, fault]) => `${route} ${fault}`);
  expect(inapplicable).toEqual(
    ([
      "updateVolume",
      "listVolumes",
      "listApps",
      "listShieldZones",
      "listVideos",
      "getContainerTemplate",
      "completeExternalDnsCertificate",
      "getPullZone",
      "listPullZones",
      "getVideo",
      "createVideo",
      "getPartnerContract",
    ] as const).map(
      (route) => `${route} 2xx success:false`,
    ),
  );
  for (const route of Object.keys(operations) as OperationName[]) {
    expect(operations[route].successFalse === undefined).toBe(expected[route]["2xx success:false"].kind === "not applicable");
  }
});

describe("what the failed POSTs mean for the API's state", () => {
  test("a certificate completion whose answer was cut was applied once and not sent again", async () => {
    const { sim, client } = api;
    const certificate = sim.state.certificates.get("cdn.example.com")!;
    const before = certificate.completed;
    sim.faults.add({ route: "completeExternalDnsCertificate", drop: "mid-body", times: 1 });
    const error = await rejection(client.completeExternalDnsCertificate("cdn.example.com"));
    expect(error).toBeInstanceOf(NetworkError);
    expect(certificate.completed).toBe(before + 1);
    expect(sim.requests).toHaveLength(1);
  });

  test("a WAF review refused with 429 was not applied, and its retry applied it once", async () => {
    const { sim, client } = api;
    const zone = sim.state.shieldZones.get("12345")!;
    zone.wafReviews.delete("941100");
    sim.faults.add({ route: "reviewTriggeredWafRule", status: 429, retryAfterSeconds: 0, times: 1 });
    await client.reviewTriggeredWafRule("12345", "941100", "disableRule");
    expect(sim.requests.map((request) => request.status)).toEqual([429, 200]);
    expect(sim.requests[0].responseBody).toMatchObject({ success: false });
    expect(zone.wafReviews.get("941100")).toBe(2);
  });

  test("a video create whose answer was cut created one video and was not sent again", async () => {
    const { sim, client } = api;
    const videos = sim.state.videoLibraries.get("4242")!.videos;
    const before = videos.size;
    sim.faults.add({ route: "createVideo", drop: "mid-body", times: 1 });
    const error = await rejection(client.createVideo("4242", { title: "answer lost" }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(videos.size).toBe(before + 1);
    expect(sim.requests).toHaveLength(1);
  });

  test("a volume PATCH whose answer was cut is sent again and both answers agree (PATCH is idempotent)", async () => {
    const { sim, client } = api;
    sim.faults.add({ route: "updateVolume", drop: "mid-body", times: 1 });
    await expect(client.updateVolume("app-demo", "vol-logs", { name: "logs-2", size: 7 })).resolves.toEqual({ name: "logs-2", size: 7 });
    expect(sim.requests.map((request) => [request.status, request.body])).toEqual([
      [200, { name: "logs-2", size: 7 }],
      [200, { name: "logs-2", size: 7 }],
    ]);
    expect(sim.state.apps.get("app-demo")!.volumes.get("vol-logs")).toMatchObject({ name: "logs-2", size: 7 });
  });
});
