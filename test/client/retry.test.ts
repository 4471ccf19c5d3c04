import { createServer, type AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { ApiError, CloudPlatformClient, NetworkError, RateLimitedError } from "../../src/client";
import { startSimulator } from "../../src/simulator";
import { backoffMs, rateLimitWait, retryAfterMs } from "../../src/client/retry";
import { everyRendering, rejection, startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

let api: SimulatedApi;

beforeEach(async () => {
  api = await startSimulatedApi({ maxRetries: 3 });
});

afterEach(async () => {
  await api.close();
});

const routesOf = () => api.sim.requests.map((r) => `${r.route} ${r.status}`);

describe("idempotent calls (GET, PATCH, PUT) are retried by the transport", () => {
  test("429 with Retry-After: waits at least that long, then succeeds", async () => {
    api.sim.faults.add({ route: "getContainerTemplate", status: 429, retryAfterSeconds: 1, times: 1 });
    const started = Date.now();
    await expect(api.client.getContainerTemplate("app-demo", "ctr-web")).resolves.toMatchObject({ id: "ctr-web" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(routesOf()).toEqual(["getContainerTemplate 429", "getContainerTemplate 200"]);
  });

  test("503 twice on a PATCH, then success: applied once, three requests", async () => {
    api.sim.faults.add({ route: "updateVolume", status: 503, times: 2 });
    await expect(api.client.updateVolume("app-demo", "vol-data", { size: 33 })).resolves.toEqual({ name: "data", size: 33 });
    expect(routesOf()).toEqual(["updateVolume 503", "updateVolume 503", "updateVolume 200"]);
  });

  test.each([500, 502, 504])("%i is retried", async (status) => {
    api.sim.faults.add({ route: "getBotDetectionMetrics", status, times: 1 });
    await expect(api.client.getBotDetectionMetrics("12345")).resolves.toHaveProperty("totalLoggedRequests");
    expect(routesOf()).toEqual([`getBotDetectionMetrics ${status}`, "getBotDetectionMetrics 200"]);
  });

  test("retries stop after maxRetries and the last answer becomes the error", async () => {
    const client = api.clientWith({ maxRetries: 2 });
    api.sim.faults.add({ route: "listVolumes", status: 503 });
    const error = await rejection(client.listVolumes("app-demo"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, operation: "listVolumes" });
    expect(api.sim.requests).toHaveLength(3);
  });

  test("the error of a retried call says how many attempts once, in its message and in its stack", async () => {
    const client = api.clientWith({ maxRetries: 2, minRetryDelayMs: 1 });
    api.sim.faults.add({ route: "listVolumes", status: 503 });
    const error = await rejection(client.listVolumes("app-demo"));
    expect(error.message).toMatch(/ \(3 attempts over [0-9.]+ s\)$/);
    expect(error.message.match(/attempts over/g)).toHaveLength(1);
    expect(error.stack?.split("\n")[0]).toBe(`ApiError: ${error.message}`);
  });

  test("maxRetries 0 sends exactly one request", async () => {
    const client = api.clientWith({ maxRetries: 0 });
    api.sim.faults.add({ route: "listVolumes", status: 503 });
    await expect(client.listVolumes("app-demo")).rejects.toMatchObject({ status: 503 });
    expect(api.sim.requests).toHaveLength(1);
  });

  test("400, 401, 404 are not retried", async () => {
    api.sim.faults.add({ route: "listVolumes", status: 400, times: 1 });
    await expect(api.client.listVolumes("app-demo")).rejects.toMatchObject({ status: 400 });
    await expect(api.client.getContainerTemplate("app-demo", "nope")).rejects.toMatchObject({ status: 404 });
    await expect(api.clientWith({ apiKey: "wrong" }).getPartnerContract()).rejects.toMatchObject({ status: 401 });
    expect(routesOf()).toEqual(["listVolumes 400", "getContainerTemplate 404", "getPartnerContract 401"]);
  });

  test("a Retry-After beyond maxRetryDelayMs ends the retries with RateLimitedError", async () => {
    const client = api.clientWith({ maxRetryDelayMs: 500 });
    api.sim.faults.add({ route: "getPartnerContract", status: 429, retryAfterSeconds: 5, times: 1 });
    const started = Date.now();
    const error = await rejection(client.getPartnerContract());
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 5 });
    expect(api.sim.requests).toHaveLength(1);
  });

  test("a connection dropped before the answer is retried", async () => {
    api.sim.faults.add({ route: "getContainerTemplate", drop: "before-response", times: 1 });
    await expect(api.client.getContainerTemplate("app-demo", "ctr-web")).resolves.toMatchObject({ id: "ctr-web" });
    expect(api.sim.requests).toHaveLength(2);
  });

  test("connections dropped every time: NetworkError after maxRetries, without the key", async () => {
    api.sim.faults.add({ route: "getContainerTemplate", drop: "before-response" });
    const error = await rejection(api.client.getContainerTemplate("app-demo", "ctr-web"));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: "UND_ERR_SOCKET", operation: "getContainerTemplate", method: "GET", path: "/mc/apps/app-demo/containers/ctr-web" });
    expect(api.sim.requests).toHaveLength(4);
    expect(everyRendering(error)).not.toContain(api.sim.apiKey);
    expect(everyRendering(error)).not.toMatch(/accesskey/i);
  });

  test("a body cut mid-way is fetched again in full, never returned in part", async () => {
    api.sim.faults.add({ route: "getContainerTemplate", drop: "mid-body", times: 1 });
    await expect(api.client.getContainerTemplate("app-demo", "ctr-web")).resolves.toEqual(api.sim.state.apps.get("app-demo")!.containers.get("ctr-web"));
    expect(api.sim.requests).toHaveLength(2);
    expect(api.sim.requests[1].headers.range).toBeUndefined();
  });
});

describe("POSTs are retried only on 429 or a refused connection, which mean the request was not applied", () => {
  test("certificate completion after a 429 with Retry-After: completed once", async () => {
    api.sim.faults.add({ route: "completeExternalDnsCertificate", status: 429, retryAfterSeconds: 1, times: 1 });
    const started = Date.now();
    await api.client.completeExternalDnsCertificate("cdn.example.com");
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(routesOf()).toEqual(["completeExternalDnsCertificate 429", "completeExternalDnsCertificate 200"]);
    expect(api.sim.state.certificates.get("cdn.example.com")!.completed).toBe(1);
  });

  test("certificate completion after a 503 or a dropped connection is not repeated", async () => {
    api.sim.faults.add({ route: "completeExternalDnsCertificate", status: 503, times: 1 });
    await expect(api.client.completeExternalDnsCertificate("cdn.example.com")).rejects.toMatchObject({ status: 503 });
    api.sim.faults.add({ route: "completeExternalDnsCertificate", drop: "before-response", times: 1 });
    await expect(api.client.completeExternalDnsCertificate("cdn.example.com")).rejects.toBeInstanceOf(NetworkError);
    expect(api.sim.requests).toHaveLength(2);
  });

  test("WAF review: 429 retried, 500 not", async () => {
    api.sim.faults.add({ route: "reviewTriggeredWafRule", status: 429, times: 1 });
    await api.client.reviewTriggeredWafRule("12345", "942100", "logOnly");
    api.sim.faults.add({ route: "reviewTriggeredWafRule", status: 500, times: 1 });
    await expect(api.client.reviewTriggeredWafRule("12345", "941100", "ignore")).rejects.toMatchObject({ status: 500 });
    expect(routesOf()).toEqual(["reviewTriggeredWafRule 429", "reviewTriggeredWafRule 200", "reviewTriggeredWafRule 500"]);
  });

  test("WAF review whose connection was refused: retried once the API listens, applied once", async () => {
    const port = await closedPort();
    const keys = { apiKey: "refused-port-account-key", videoApiKey: "refused-port-video-key" };
    const client = new CloudPlatformClient({ ...keys, baseUrl: `http://127.0.0.1:${port}`, minRetryDelayMs: 400, maxRetries: 3 });
    const review = client.reviewTriggeredWafRule("12345", "942100", "disableRule");
    // The first attempt is refused at once; with equal jitter the first retry waits at least 200 ms.
    await sleep(100);
    const sim = await startSimulator({ ...keys, port });
    try {
      await expect(review).resolves.toBeUndefined();
      expect(sim.requests.map((r) => `${r.route} ${r.status}`)).toEqual(["reviewTriggeredWafRule 200"]);
      expect(sim.state.shieldZones.get("12345")!.wafReviews.get("942100")).toBe(2);
    } finally {
      await client.close();
      await sim.close();
    }
  });
});

/** A loopback port nobody listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("timeouts", () => {
  test("no answer within timeoutSeconds: NetworkError naming the timeout", async () => {
    const client = api.clientWith({ timeoutSeconds: 0.3, maxRetries: 0 });
    api.sim.faults.add({ route: "getContainerTemplate", delayMs: 4000, times: 1 });
    const started = Date.now();
    const error = await rejection(client.getContainerTemplate("app-demo", "ctr-web"));
    // undici checks header/body timeouts on a coarse (about 1 s) clock.
    expect(Date.now() - started).toBeLessThan(2500);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: "UND_ERR_HEADERS_TIMEOUT" });
    expect(error.message).toBe("getContainerTemplate failed: GET /mc/apps/app-demo/containers/ctr-web -> UND_ERR_HEADERS_TIMEOUT: no response headers within timeoutSeconds (0.3 s)");
  });

  test("a timed-out GET is retried", async () => {
    const client = api.clientWith({ timeoutSeconds: 0.3, maxRetries: 1 });
    api.sim.faults.add({ route: "getPartnerContract", delayMs: 4000, times: 1 });
    await expect(client.getPartnerContract()).resolves.toMatchObject({ currency: "EUR" });
    expect(api.sim.requests).toHaveLength(2);
  });
});

describe("backoff", () => {
  const settings = { maxRetries: 5, minRetryDelayMs: 100, maxRetryDelayMs: 1000 };

  test("exponential with jitter in the upper half, capped", () => {
    for (let i = 0; i < 200; i++) {
      const [first, second, third, fifth] = [1, 2, 3, 5].map((attempt) => backoffMs(attempt, settings));
      expect(first).toBeGreaterThanOrEqual(50);
      expect(first).toBeLessThanOrEqual(100);
      expect(second).toBeGreaterThanOrEqual(100);
      expect(second).toBeLessThanOrEqual(200);
      expect(third).toBeGreaterThanOrEqual(200);
      expect(third).toBeLessThanOrEqual(400);
      expect(fifth).toBeGreaterThanOrEqual(500);
      expect(fifth).toBeLessThanOrEqual(1000);
    }
  });

  test("Retry-After as seconds or as an HTTP date; never shorter than the backoff; beyond the cap means stop", () => {
    expect(rateLimitWait(1, "0.5", settings)).toEqual({ waitMs: 500 });
    expect(rateLimitWait(1, "2", settings)).toEqual({ beyondCapMs: 2000 });
    for (const hostile of ["0", "0.001", "-5", "soon", "", "Fri, 01 May 2020 09:59:00 GMT"]) {
      const wait = rateLimitWait(4, hostile, settings) as { waitMs: number };
      expect(wait.waitMs).toBeGreaterThanOrEqual(400);
    }
    const now = Date.parse("2026-05-01T10:00:00Z");
    expect(retryAfterMs("Fri, 01 May 2026 10:00:03 GMT", now)).toBe(3000);
    expect(retryAfterMs("Fri, 01 May 2026 09:59:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(["7"], now)).toBe(7000);
  });
});
