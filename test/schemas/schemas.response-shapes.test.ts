// Answers in the shapes api-notes.md says live responses take: field names in any casing (PascalCase
// where the documents say camelCase and the reverse), extra fields, optional fields missing, null
// where the documents allow it. Each is served with the simulator's `body` fault, over real HTTP.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import fc from "fast-check";
import { ApiError, type CloudPlatformClient, type OperationName } from "../../src/client";
import { rejection, startSimulatedApi, utcDay, type SimulatedApi } from "../helpers/simulated-api";

const RUNS = 200;

let api: SimulatedApi;

beforeAll(async () => {
  api = await startSimulatedApi({ maxRetries: 0 }, { eventLogPageSize: 10 });
});

afterAll(() => api?.close());

beforeEach(() => {
  api.sim.faults.clear();
  api.sim.resetStats();
});

type Call = (client: CloudPlatformClient) => Promise<unknown>;

const video = Buffer.from("shape test");
const calls: Partial<Record<OperationName, Call>> = {
  listVolumes: (client) => client.listVolumes("app-demo"),
  updateVolume: (client) => client.updateVolume("app-demo", "vol-logs", { size: 5 }),
  getContainerTemplate: (client) => client.getContainerTemplate("app-demo", "ctr-web"),
  reviewTriggeredWafRule: (client) => client.reviewTriggeredWafRule("12345", "942100", "logOnly"),
  getBotDetectionMetrics: (client) => client.getBotDetectionMetrics("12345"),
  getShieldEventLogs: (client) => client.getShieldEventLogPage("12345", utcDay(0)),
  uploadVideo: (client) => client.uploadVideo("4242", "5f3b6c1e-0000-4000-8000-000000000005", { open: () => Readable.from([video]) }),
  getPartnerContract: (client) => client.getPartnerContract(),
};

/** Objects whose keys are data (dates), not field names: their keys keep their spelling and get no extra entries. */
const RECORDS = new Set(["overviewPastTwentyEightDays"]);

type Casing = "as sent" | "PascalCase" | "camelCase" | "lower case" | "UPPER CASE";
const CASINGS: Casing[] = ["as sent", "PascalCase", "camelCase", "lower case", "UPPER CASE"];

function recase(key: string, casing: Casing): string {
  switch (casing) {
    case "as sent":
      return key;
    case "PascalCase":
      return key.charAt(0).toUpperCase() + key.slice(1);
    case "camelCase":
      return key.charAt(0).toLowerCase() + key.slice(1);
    case "lower case":
      return key.toLowerCase();
    case "UPPER CASE":
      return key.toUpperCase();
  }
}

/** A small deterministic generator (mulberry32): the draws of one run follow from its seed. */
function randomFrom(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const EXTRA_VALUES: unknown[] = [null, 0, -1.5, "", "text", true, [], [1, "two", null], {}, { nested: { deeper: [false] } }, { id: "not-this-one", name: 7 }];

/** The body with every field name in a random casing and up to two extra fields at every object level. */
function reshape(value: unknown, random: (below: number) => number, isRecord = false): unknown {
  if (Array.isArray(value)) return value.map((item) => reshape(item, random));
  if (typeof value !== "object" || value === null) return value;
  const reshaped: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    reshaped[isRecord ? key : recase(key, CASINGS[random(CASINGS.length)])] = reshape(item, random, RECORDS.has(key));
  }
  if (!isRecord) {
    for (let extra = random(3); extra > 0; extra--) reshaped[`extra_${random(1000)}`] = EXTRA_VALUES[random(EXTRA_VALUES.length)];
  }
  return reshaped;
}

describe("the same answer with field names in any casing and extra fields gives the same result", () => {
  test.each(Object.keys(calls) as OperationName[])("%s", async (route) => {
    const { sim, client } = api;
    const call = calls[route]!;
    sim.state.videoLibraries.get("4242")!.allowReupload = true;
    const expected = await call(client);
    const original = sim.requests.find((request) => request.route === route)!.responseBody;
    expect(original).toEqual(expect.any(Object));
    await fc.assert(
      fc.asyncProperty(fc.integer(), async (seed) => {
        const body = JSON.stringify(reshape(original, randomFrom(seed)));
        sim.faults.add({ route, status: 200, body, times: 1 });
        await expect(call(client)).resolves.toEqual(expected);
      }),
      { numRuns: RUNS },
    );
    sim.state.videoLibraries.get("4242")!.allowReupload = false;
  });
});

describe("optional fields missing and null where the documents allow it", () => {
  const cases: [string, OperationName, unknown, unknown][] = [
    ["volume list: only id, name and size per item; meta and cursor null", "listVolumes", { items: [{ id: "v1", name: "n", size: 3 }], meta: null, cursor: null }, [{ id: "v1", name: "n", size: 3 }]],
    ["volume list: no meta, no cursor", "listVolumes", { items: [] }, []],
    ["volume PATCH answer: just name and size", "updateVolume", { Name: "logs", Size: 5 }, { name: "logs", size: 5 }],
    [
      "container template: only id, name and image; every nullable field null",
      "getContainerTemplate",
      { id: "c", name: "n", image: "img", packageId: null, imageName: null, imagePullPolicy: null, entryPoint: null, probes: null, environmentVariables: null, endpoints: null, volumeMounts: null },
      { id: "c", name: "n", image: "img", packageId: null, imageName: null, imagePullPolicy: null, entryPoint: null, probes: null, environmentVariables: null, endpoints: null, volumeMounts: null },
    ],
    [
      "container template: an endpoint without sticky sessions or IP addresses, a probe with only a tcp socket",
      "getContainerTemplate",
      {
        id: "c",
        name: "n",
        image: "img",
        probes: { liveness: { tcpSocket: { request: null } }, startup: null },
        endpoints: [{ id: "e", displayName: "d", type: "cdn", isSslEnabled: false, portMappings: [], stickySessions: null, publicHost: null }],
      },
      {
        id: "c",
        name: "n",
        image: "img",
        probes: { liveness: { tcpSocket: { request: null } }, startup: null },
        endpoints: [{ id: "e", displayName: "d", type: "cdn", isSslEnabled: false, portMappings: [], stickySessions: null, publicHost: null }],
      },
    ],
    ["WAF review: success alone", "reviewTriggeredWafRule", { success: true }, undefined],
    ["WAF review: errorResponse null", "reviewTriggeredWafRule", { success: true, errorResponse: null }, undefined],
    [
      "bot metrics: no overview (null), no error object",
      "getBotDetectionMetrics",
      { data: { overviewPastTwentyEightDays: null, totalLoggedRequests: 4, totalChallengedRequests: 1 } },
      { overviewPastTwentyEightDays: null, totalLoggedRequests: 4, totalChallengedRequests: 1 },
    ],
    [
      "event logs: logs null, tokens missing, labels null",
      "getShieldEventLogs",
      { logs: null, hasMoreData: false },
      { logs: [], hasMoreData: false },
    ],
    [
      "event logs: an entry with only a logId and null labels",
      "getShieldEventLogs",
      { logs: [{ logId: "l1", labels: null, log: null }], hasMoreData: false, continuationToken: null, startToken: null, errorResponse: null },
      { logs: [{ logId: "l1", labels: null, log: null }], hasMoreData: false, continuationToken: null, startToken: null, errorResponse: null },
    ],
    [
      "upload: success alone (the client adds what it sent)",
      "uploadVideo",
      { success: true },
      { success: true, sha256: createHash("sha256").update(video).digest("hex"), bytes: video.length },
    ],
    [
      "partner contract: customer id, commitment and partner user null, dates without offset (UTC)",
      "getPartnerContract",
      {
        PartnerCustomerId: null,
        ContractValue: 12.5,
        MonthlyCommitmentValue: null,
        ContractStartDate: "2026-01-01T00:00:00",
        ContractEndDate: "2027-01-01T00:00:00.000",
        ContractBillingType: 2,
        Currency: 0,
        UpdatedByUserId: "u-1",
        PartnerUserId: null,
      },
      {
        partnerCustomerId: null,
        contractValue: 12.5,
        monthlyCommitmentValue: null,
        contractStartDate: "2026-01-01T00:00:00.000Z",
        contractEndDate: "2027-01-01T00:00:00.000Z",
        billingType: "postPaid",
        currency: "USD",
        updatedByUserId: "u-1",
        partnerUserId: null,
      },
    ],
    [
      "partner contract in camelCase, optional fields missing",
      "getPartnerContract",
      { contractValue: 1, contractStartDate: "2026-01-01T00:00:00Z", contractEndDate: "2026-02-01T00:00:00+01:00", contractBillingType: 1, currency: 1, updatedByUserId: "u" },
      {
        partnerCustomerId: null,
        contractValue: 1,
        monthlyCommitmentValue: null,
        contractStartDate: "2026-01-01T00:00:00.000Z",
        contractEndDate: "2026-01-31T23:00:00.000Z",
        billingType: "payAsYouGo",
        currency: "EUR",
        updatedByUserId: "u",
        partnerUserId: null,
      },
    ],
  ];

  test.each(cases)("%s", async (_name, route, body, result) => {
    api.sim.faults.add({ route, status: 200, body: JSON.stringify(body), times: 1 });
    await expect(calls[route]!(api.client)).resolves.toEqual(result);
  });
});

describe("error bodies in other casings still give the API's key, field and message", () => {
  test.each([
    [
      "certificate 400 in camelCase",
      "completeExternalDnsCertificate",
      400,
      { errorKey: "pullzone.external_dns_verification_failed", field: "Hostname", message: "TXT record missing" },
      { status: 400, errorKey: "pullzone.external_dns_verification_failed", fields: ["Hostname"], apiMessage: "TXT record missing" },
    ],
    [
      "container 400 as PascalCase problem details",
      "getContainerTemplate",
      400,
      { Title: "One or more validation errors occurred.", Status: 400, Errors: [{ Field: "containerId", Message: "is odd" }] },
      { status: 400, fields: ["containerId"], apiMessage: "One or more validation errors occurred.; containerId: is odd" },
    ],
    [
      "WAF review 202 with a PascalCase result object",
      "reviewTriggeredWafRule",
      202,
      { Success: false, ErrorResponse: { StatusCode: 404, Success: false, Message: "Zone not yours", ErrorKey: "not_found_or_unauthorised_access.shieldzone" } },
      { status: 202, errorKey: "not_found_or_unauthorised_access.shieldzone", apiMessage: "Zone not yours" },
    ],
    [
      "event logs 401 with the result object in PascalCase",
      "getShieldEventLogs",
      401,
      { Title: "Unauthorized", ErrorResponse: { ErrorKey: "invalid_datetime_window.event_logs", Message: "Too old", Success: false } },
      { status: 401, errorKey: "invalid_datetime_window.event_logs", apiMessage: "Too old" },
    ],
    [
      "bot metrics error object with extra fields",
      "getBotDetectionMetrics",
      200,
      { error: { statusCode: 403, success: false, message: "No access", errorKey: "forbidden", traceId: "t-1" }, data: null, extra: [1, 2] },
      { status: 200, errorKey: "forbidden", apiMessage: "No access" },
    ],
  ] as const)("%s", async (_name, route, status, body, expected) => {
    api.sim.faults.add({ route, status, body: JSON.stringify(body), times: 1 });
    const call: Call = route === "completeExternalDnsCertificate" ? (client) => client.completeExternalDnsCertificate("cdn.example.com") : calls[route]!;
    const error = await rejection(call(api.client));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ ...expected, operation: route });
  });
});
