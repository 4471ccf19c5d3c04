// The one rule for 429 and Retry-After: the wait is never shorter than the backoff, whatever the server sends; a 429
// pauses every new request of the process to that address and key; messages say the attempts made and the time taken.
import { performance } from "node:perf_hooks";
import { CloudPlatformClient, NetworkError, RateLimitedError } from "../../src/client";
import { startHostileServer, json, type HostileServer } from "../helpers/hostile-server";
import { recordArrivals } from "../helpers/fault-arrivals";
import { rejection, startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

/** Slack for timers that fire a little before their delay. */
const EARLY_MS = 15;

describe("a Retry-After that asks for almost nothing still backs off", () => {
  let server: HostileServer;
  let retryAfter: string;
  const arrivals: number[] = [];

  beforeAll(async () => {
    // Every odd request is refused with the Retry-After under test, every even one succeeds.
    server = await startHostileServer((request, response, number) => {
      arrivals.push(performance.now());
      request.resume();
      if (number % 2 === 1) json(response, 429, { Message: "slow down" }, { "retry-after": retryAfter });
      else json(response, 200, {});
    });
  });

  afterAll(() => server.close());

  test.each([
    ["zero", "0"],
    ["a fraction", "0.001"],
    ["a negative number", "-5"],
    ["an HTTP date in the past", "Fri, 01 May 2020 09:59:00 GMT"],
    ["garbage", "soon, maybe"],
    ["an empty value", ""],
  ])("Retry-After %s (%j): the retry waits the backoff", async (_label, value) => {
    retryAfter = value;
    arrivals.length = 0;
    const client = new CloudPlatformClient({ apiKey: "hostile-retry-after-key", baseUrl: server.url, minRetryDelayMs: 400, maxRetryDelayMs: 2000 });
    try {
      await client.completeExternalDnsCertificate("cdn.example.com");
    } finally {
      await client.close();
    }
    expect(arrivals).toHaveLength(2);
    // The first backoff is a random point in the upper half of minRetryDelayMs.
    expect(arrivals[1] - arrivals[0]).toBeGreaterThanOrEqual(200 - EARLY_MS);
  });
});

describe("a 429 pauses the whole process for that address and key", () => {
  let api: SimulatedApi;

  beforeEach(async () => {
    api = await startSimulatedApi();
  });

  afterEach(() => api.close());

  test("another client of the same key starts no request until the pause is over; another key is not paused", async () => {
    const arrivals = recordArrivals(api.sim);
    api.sim.faults.add({ route: "getPartnerContract", status: 429, retryAfterSeconds: 1, times: 1 });
    const first = api.clientWith({ minRetryDelayMs: 1 });
    const second = api.clientWith({ minRetryDelayMs: 1 });
    const otherKey = api.clientWith({ apiKey: "another-key-of-the-process" });
    const retried = first.getPartnerContract();
    // Once the 429 is answered (and `first` waits out its retry), the others start.
    while (!api.sim.requests.some((request) => request.status === 429)) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = arrivals.of("getPartnerContract")[0].at;
    await Promise.all([retried, second.getBotDetectionMetrics("12345"), otherKey.getContainerTemplate("app-demo", "ctr-web").catch(() => undefined)]);
    const paused = arrivals.of("getBotDetectionMetrics")[0].at - refused;
    const unpaused = arrivals.of("getContainerTemplate")[0].at - refused;
    arrivals.stop();
    expect(paused).toBeGreaterThanOrEqual(1000 - EARLY_MS);
    expect(unpaused).toBeLessThan(600);
  });

  test("after the pause the calls that waited start together, as many as half the rate the server took, then at that rate", async () => {
    const limited = await startSimulatedApi({}, { rateLimitPerSecond: 10 });
    try {
      const arrivals = recordArrivals(limited.sim);
      await Promise.all(Array.from({ length: 40 }, () => limited.client.getBotDetectionMetrics("12345")));
      arrivals.stop();
      const calls = arrivals.of("getBotDetectionMetrics");
      const pauseEnd = calls.find((arrival) => arrival.request.status === 429)!.at + 1000 - EARLY_MS;
      const afterPause = calls.filter((arrival) => arrival.at >= pauseEnd);
      const gaps = afterPause.slice(1).map((arrival, i) => arrival.at - afterPause[i].at);
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      // The server took about 10 in the second before its 429: about 5 start together, the rest 100 ms apart, where a
      // pace alone would space them all so. Gaps compared with gaps, so that a loaded machine stretches both alike.
      expect(median(gaps.slice(0, 3))).toBeLessThan(median(gaps.slice(-8)) / 3);
      expect(afterPause.filter((arrival) => arrival.request.status === 429).length).toBeLessThanOrEqual(5);
    } finally {
      await limited.close();
    }
  });

  test("maxRequestsPerSecond spaces the requests of the process to an address evenly, the first at once", async () => {
    const arrivals = recordArrivals(api.sim);
    const paced = api.clientWith({ maxRequestsPerSecond: 20 });
    const started = performance.now();
    await Promise.all(Array.from({ length: 8 }, () => paced.getBotDetectionMetrics("12345")));
    arrivals.stop();
    const times = arrivals.of("getBotDetectionMetrics").map((arrival) => arrival.at);
    expect(times).toHaveLength(8);
    expect(times[0] - started).toBeLessThan(200);
    // The pace sets when each request leaves; a loaded machine may delay one on its way and narrow the gap after it, but
    // can bring none forward: the k-th arrives no sooner than k intervals after the start.
    times.forEach((at, k) => expect(at - started).toBeGreaterThanOrEqual(k * 50 - EARLY_MS));
  });

  test("an upload, which has no deadline, retries 429s maxRetries times and says how many attempts over how long", async () => {
    const library = api.sim.state.videoLibraries.get("4242")!;
    library.videos.set("paused-upload", {});
    api.sim.faults.add({ route: "uploadVideo", status: 429, retryAfterSeconds: 0 });
    const content = Buffer.alloc(1000, 1);
    const error = await rejection(
      api.clientWith({ maxRetries: 2, minRetryDelayMs: 20 }).uploadVideo("4242", "paused-upload", { open: () => [content].values() as never, bytes: 1000 }),
    );
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(api.sim.requests).toHaveLength(3);
    expect(error.message).toMatch(/ -> 429: .* \(3 attempts over 0(\.\d)? s\)$/);
  });

  test("an error after retries of a dropped connection says how many attempts over how long", async () => {
    api.sim.faults.add({ route: "getContainerTemplate", drop: "before-response" });
    const error = await rejection(api.clientWith({ maxRetries: 2, minRetryDelayMs: 200 }).getContainerTemplate("app-demo", "ctr-web"));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(/^getContainerTemplate failed: GET \/mc\/apps\/app-demo\/containers\/ctr-web -> UND_ERR_SOCKET: .* \(3 attempts over 0\.\d s\)$/);
  });

  test("a call made once says nothing about attempts", async () => {
    api.sim.faults.add({ route: "getContainerTemplate", status: 503 });
    const error = await rejection(api.clientWith({ maxRetries: 0 }).getContainerTemplate("app-demo", "ctr-web"));
    expect(error.message).toBe("getContainerTemplate failed: GET /mc/apps/app-demo/containers/ctr-web -> 503: The simulator was told to answer 503");
  });
});
