// Retry-After and backoff measured at the simulator: the time between the arrivals of an attempt and
// its retry, and the exact number of attempts a retry budget allows.
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import { ApiError, NetworkError, RateLimitedError } from "../../src/client";
import { recordArrivals, type ArrivalLog } from "../helpers/fault-arrivals";
import { rejection, startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

/** Slack for timers that fire a little before their delay (Node allows about a millisecond). */
const EARLY_MS = 15;

let api: SimulatedApi;
let arrivals: ArrivalLog;

beforeAll(async () => {
  api = await startSimulatedApi();
});

afterAll(() => api?.close());

beforeEach(() => {
  api.sim.faults.clear();
  api.sim.resetStats();
  arrivals = recordArrivals(api.sim);
});

afterEach(() => arrivals.stop());

describe("Retry-After", () => {
  test("Retry-After: 1 on a GET: the retry arrives at least a second after the 429", async () => {
    api.sim.faults.add({ route: "getPartnerContract", status: 429, retryAfterSeconds: 1, times: 1 });
    const client = api.clientWith({ maxRetries: 3, minRetryDelayMs: 1, maxRetryDelayMs: 5000 });
    await client.getPartnerContract();
    const [gap] = arrivals.gaps("getPartnerContract");
    console.log(`Retry-After: 1 (GET): retry arrived ${gap.toFixed(0)} ms after the 429`);
    expect(api.sim.requests.map((request) => request.status)).toEqual([429, 200]);
    expect(gap).toBeGreaterThanOrEqual(1000 - EARLY_MS);
    expect(gap).toBeLessThan(2500);
  });

  test("Retry-After: 1 on a POST (429 = not applied): retried once, a second later, and applied once", async () => {
    const certificate = api.sim.state.certificates.get("cdn.example.com")!;
    const before = certificate.completed;
    api.sim.faults.add({ route: "completeExternalDnsCertificate", status: 429, retryAfterSeconds: 1, times: 1 });
    await api.clientWith({ maxRetries: 1, maxRetryDelayMs: 5000 }).completeExternalDnsCertificate("cdn.example.com");
    const [gap] = arrivals.gaps("completeExternalDnsCertificate");
    console.log(`Retry-After: 1 (POST): retry arrived ${gap.toFixed(0)} ms after the 429`);
    expect(gap).toBeGreaterThanOrEqual(1000 - EARLY_MS);
    expect(certificate.completed).toBe(before + 1);
  });

  test("a Retry-After longer than maxRetryDelayMs is not waited for: RateLimitedError at once, carrying the wait asked for", async () => {
    api.sim.faults.add({ route: "getBotDetectionMetrics", status: 429, retryAfterSeconds: 30 });
    const started = performance.now();
    const error = await rejection(api.clientWith({ maxRetries: 3, maxRetryDelayMs: 2000 }).getBotDetectionMetrics("12345"));
    expect(performance.now() - started).toBeLessThan(500);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 30, operation: "getBotDetectionMetrics" });
    expect(error.message).toBe(
      "getBotDetectionMetrics failed: GET /shield/metrics/shield-zone/12345/bot-detection -> 429 too_many_requests: The simulator was told to answer 429 " +
        "(the server asked to wait 30 s before a retry, more than the cap of 2 s, so the call failed at once: raise " +
        "maxRetryDelayMs to wait that long, or run again later)",
    );
    expect((error as RateLimitedError).notes).toEqual([
      "(the server asked to wait 30 s before a retry, more than the cap of 2 s, so the call failed at once: raise " +
        "maxRetryDelayMs to wait that long, or run again later)",
    ]);
    expect(error.stack!.split("\n")[0]).toBe(`RateLimitedError: ${error.message}`);
    expect(api.sim.requests).toHaveLength(1);

    const named = api.clientWith({ maxRetryDelayMs: 2000, settingNames: { maxRetryDelay: { name: "cloudplatform:maxRetryDelaySeconds" } } });
    const namedError = await rejection(named.getBotDetectionMetrics("12345"));
    expect(namedError.message).toContain("so the call failed at once: raise cloudplatform:maxRetryDelaySeconds to wait that long,");
  });

  test("429s are retried past maxRetries until callTimeoutSeconds, each wait honoured, then RateLimitedError says how many attempts over how long", async () => {
    api.sim.faults.add({ route: "listVolumes", status: 429, retryAfterSeconds: 1 });
    const error = await rejection(api.clientWith({ maxRetries: 1, minRetryDelayMs: 1, maxRetryDelayMs: 5000, callTimeoutSeconds: 3.5 }).listVolumes("app-demo"));
    expect(error).toBeInstanceOf(RateLimitedError);
    const attempts = api.sim.requests.length;
    // maxRetries 1 allows 2; a second apart within 3.5 s, 4 when the machine keeps time, at least 3.
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(api.sim.requests.every((request) => request.status === 429)).toBe(true);
    for (const gap of arrivals.gaps("listVolumes")) expect(gap).toBeGreaterThanOrEqual(1000 - EARLY_MS);
    expect(error.message).toMatch(
      new RegExp(
        `^listVolumes failed: GET /mc/apps/app-demo/volumes -> 429: .*\\(${attempts} attempts over \\d(\\.\\d)? s; the next retry would end after callTimeoutSeconds, 3\\.5 s\\)$`,
      ),
    );
  });
});

describe("exponential backoff without Retry-After", () => {
  test("waits grow from minRetryDelayMs, doubling per retry, each in the upper half of its step", async () => {
    api.sim.faults.add({ route: "getContainerTemplate", status: 503 });
    const error = await rejection(
      api.clientWith({ maxRetries: 4, minRetryDelayMs: 80, maxRetryDelayMs: 10_000 }).getContainerTemplate("app-demo", "ctr-web"),
    );
    expect(error).toBeInstanceOf(ApiError);
    const gaps = arrivals.gaps("getContainerTemplate");
    console.log(`backoff 80 ms doubling: gaps ${gaps.map((gap) => gap.toFixed(0)).join(", ")} ms`);
    const steps = [80, 160, 320, 640];
    expect(gaps).toHaveLength(steps.length);
    gaps.forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(steps[i] / 2 - EARLY_MS);
      expect(gap).toBeLessThan(steps[i] + 500);
    });
  });

  test("maxRetryDelayMs caps every wait", async () => {
    api.sim.faults.add({ route: "getPartnerContract", drop: "before-response" });
    const error = await rejection(api.clientWith({ maxRetries: 3, minRetryDelayMs: 200, maxRetryDelayMs: 200 }).getPartnerContract());
    expect(error).toBeInstanceOf(NetworkError);
    const gaps = arrivals.gaps("getPartnerContract");
    expect(gaps).toHaveLength(3);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(100 - EARLY_MS);
      expect(gap).toBeLessThan(200 + 500);
    }
  });
});

describe("the retry budget is bounded: maxRetries n means exactly n + 1 requests", () => {
  test.each([0, 1, 2, 5, 10])("maxRetries %i against a 503 that never ends", async (maxRetries) => {
    api.sim.faults.add({ route: "getShieldEventLogs", status: 503, retryAfterSeconds: 0 });
    const error = await rejection(api.clientWith({ maxRetries }).getShieldEventLogPage("12345", "01-01-2026"));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(api.sim.requests).toHaveLength(maxRetries + 1);
  });

  test.each([0, 3])("maxRetries %i against connections that always drop", async (maxRetries) => {
    api.sim.faults.add({ route: "updateVolume", drop: "before-response" });
    const error = await rejection(api.clientWith({ maxRetries, minRetryDelayMs: 1 }).updateVolume("app-demo", "vol-data", { size: 12 }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(api.sim.requests).toHaveLength(maxRetries + 1);
  });

  test("an upload that keeps failing stops after the budget too, each attempt a whole body", async () => {
    const library = api.sim.state.videoLibraries.get("4242")!;
    library.videos.set("budget-video", {});
    api.sim.faults.add({ route: "uploadVideo", status: 500, retryAfterSeconds: 0 });
    let opened = 0;
    const content = Buffer.alloc(100_000, 7);
    const open = () => {
      opened += 1;
      return Readable.from([content]);
    };
    const error = await rejection(api.clientWith({ maxRetries: 2 }).uploadVideo("4242", "budget-video", { open, bytes: content.length }));
    expect(error).toBeInstanceOf(ApiError);
    expect(api.sim.requests).toHaveLength(3);
    expect(opened).toBe(3);
    expect(library.videos.get("budget-video")!.upload).toBeUndefined();
  });
});

