import { CloudPlatformClient, InputValidationError, NotFoundError } from "../../src/client";
import { everyRendering, rejection, startSimulatedApi, utcDay, type SimulatedApi } from "../helpers/simulated-api";

let api: SimulatedApi;
let client: CloudPlatformClient;

beforeEach(async () => {
  api = await startSimulatedApi();
  client = api.client;
});

afterEach(async () => {
  await api.close();
});

/** The call fails with InputValidationError carrying this issue, and nothing reached the simulator. */
async function refusedBeforeHttp(call: () => Promise<unknown>, field: string, rule: string | RegExp): Promise<void> {
  const error = await rejection(call());
  expect(error).toBeInstanceOf(InputValidationError);
  const issues = (error as InputValidationError).issues;
  expect(issues).toContainEqual({ field, rule: typeof rule === "string" ? rule : expect.stringMatching(rule) });
  expect(error.message).toContain(`${field}: `);
  expect(api.sim.requests).toEqual([]);
}

const untyped = (value: unknown) => value as never;

describe("volume patch bounds", () => {
  test.each([
    [{ size: 0 }, "patch.size", "must be an integer from 1 to 100 (got 0)"],
    [{ size: 101 }, "patch.size", "must be an integer from 1 to 100 (got 101)"],
    [{ size: 1.5 }, "patch.size", "must be an integer from 1 to 100 (got 1.5)"],
    [{ size: "10" }, "patch.size", 'must be an integer from 1 to 100 (got "10")'],
    [{ size: Number.NaN }, "patch.size", "must be an integer from 1 to 100 (got NaN)"],
    [{ name: "" }, "patch.name", 'must be at least 1 character (got "")'],
    [{ name: "n".repeat(51) }, "patch.name", `must be at most 50 characters (got "${"n".repeat(40)}…")`],
    [{ name: "has space" }, "patch.name", "must contain only letters, digits, '_' and '-' (got \"has space\")"],
    [{ name: 7 }, "patch.name", "must be a string or null (got 7)"],
    [{ sizee: 5 }, "patch.sizee", "unknown property"],
    [{ size: 5, totalUsage: 1 }, "patch.totalUsage", "unknown property"],
  ])("%j is refused", async (patch, field, rule) => {
    await refusedBeforeHttp(() => client.updateVolume("app-demo", "vol-data", untyped(patch)), field, rule);
  });

  test("every problem is reported at once", async () => {
    const error = (await rejection(client.updateVolume("", "vol-data", untyped({ name: "", size: 0, extra: true })))) as InputValidationError;
    expect(error.issues.map((issue) => issue.field).sort()).toEqual(["appId", "patch.extra", "patch.name", "patch.size"]);
    expect(api.sim.requests).toEqual([]);
  });

  test.each([
    [{ size: 1 }, { name: "data", size: 1 }],
    [{ size: 100 }, { name: "data", size: 100 }],
    [{ name: "d" }, { name: "d", size: 10 }],
    [{ name: "D".repeat(50) }, { name: "D".repeat(50), size: 10 }],
    [{}, { name: "data", size: 10 }],
  ])("the bounds themselves are accepted: %j", async (patch, result) => {
    await expect(client.updateVolume("app-demo", "vol-data", patch)).resolves.toEqual(result);
    expect(api.sim.requests).toHaveLength(1);
  });
});

describe("event-log dates", () => {
  test.each(["02-30-2026", "2026-01-01", "13-01-2026", "00-10-2026", "1-02-2026", "02-29-2025", ""])("%s is refused", async (date) => {
    await refusedBeforeHttp(() => client.getShieldEventLogPage("12345", date), "date", `must be a calendar date formatted MM-dd-yyyy (got "${date}")`);
    expect(() => client.shieldEventLogPages("12345", date)).toThrow(InputValidationError);
    expect(api.sim.requests).toEqual([]);
  });

  test("maxPages must be a positive integer", () => {
    expect(() => client.shieldEventLogPages("12345", utcDay(0), { maxPages: 0 })).toThrow("options.maxPages: must be a positive integer");
    expect(() => client.shieldEventLogPages("12345", utcDay(0), { maxPages: 1.5 })).toThrow(InputValidationError);
    expect(api.sim.requests).toEqual([]);
  });
});

describe("video upload options", () => {
  const video = "5f3b6c1e-0000-4000-8000-000000000001";
  const upload = (options: unknown) => client.uploadVideo("4242", video, { filePath: __filename }, untyped(options));

  test.each([
    [{ enabledResolutions: ["720p", "4k"] }, "options.enabledResolutions[1]", 'must be one of 240p, 360p, 480p, 720p, 1080p, 1440p, 2160p (got "4k")'],
    [{ enabledResolutions: "720p,1080p" }, "options.enabledResolutions", 'must be a list of strings (got "720p,1080p")'],
    [{ enabledResolutions: [] }, "options.enabledResolutions", "must list at least one value (got [])"],
    [{ enabledResolutions: ["720p", "720p"] }, "options.enabledResolutions", 'must not repeat a value (got ["720p","720p"])'],
    [{ enabledOutputCodecs: ["h265"] }, "options.enabledOutputCodecs[0]", 'must be one of x264, vp9 (got "h265")'],
    [{ transcribeLanguages: ["en", "english"] }, "options.transcribeLanguages[1]", /ISO 639-1/],
    [{ transcribeLanguages: ["EN"] }, "options.transcribeLanguages[0]", /ISO 639-1/],
    [{ sourceLanguage: "xx" }, "options.sourceLanguage", /ISO 639-1/],
    [{ jitEnabled: "true" }, "options.jitEnabled", 'must be a boolean (got "true")'],
    [{ generateSubtitles: true }, "options.generateSubtitles", "unknown property"],
  ])("%j is refused", async (options, field, rule) => {
    await refusedBeforeHttp(() => upload(options), field, rule);
    expect(api.sim.state.videoLibraries.get("4242")!.videos.get(video)!.upload).toBeUndefined();
  });

  test("a file that does not exist is refused", async () => {
    await refusedBeforeHttp(() => client.uploadVideo("4242", video, { filePath: "/nonexistent/video.mp4" }), "source.filePath", "does not exist");
  });
});

describe("other inputs", () => {
  test("WAF action names", async () => {
    await refusedBeforeHttp(() => client.reviewTriggeredWafRule("12345", "942100", untyped("block")), "action", 'must be one of "ignore", "logOnly", "disableRule" (got "block")');
    await refusedBeforeHttp(() => client.reviewTriggeredWafRule("12345", "942100", untyped(2)), "action", 'must be one of "ignore", "logOnly", "disableRule" (got 2)');
  });

  test.each(["", "bad host.example.com", "-edge.example.com", "a..b", "x".repeat(64) + ".example.com"])("hostname %j", async (hostname) => {
    await refusedBeforeHttp(() => client.completeExternalDnsCertificate(hostname), "hostname", /^must be a DNS hostname/);
  });
});

describe("ids in paths", () => {
  test.each([
    ["..", 'must not be "." or ".." (got "..")'],
    [".", 'must not be "." or ".." (got ".")'],
    ["", 'must not be empty (got "")'],
    ["ctr\nweb", 'must not contain control characters (got "ctr\\nweb")'],
    [undefined, "is required"],
    [{}, "must be a string or a finite number (got {})"],
    [Number.POSITIVE_INFINITY, "must be a string or a finite number (got Infinity)"],
  ])("%j is refused", async (id, rule) => {
    await refusedBeforeHttp(() => client.getContainerTemplate("app-demo", untyped(id)), "containerId", rule);
  });

  test.each([
    ["a/b", "a%2Fb"],
    ["a?b", "a%3Fb"],
    ["a#b", "a%23b"],
    ["%2e%2e", "%252e%252e"],
    ["..a", "..a"],
  ])("%j travels encoded as one segment to the right route", async (id, encoded) => {
    const error = await rejection(client.getContainerTemplate("app-demo", id));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toContain(`/mc/apps/app-demo/containers/${encoded} -> 404`);
    expect(api.sim.requests).toHaveLength(1);
    expect(api.sim.requests[0]).toMatchObject({ route: "getContainerTemplate", path: `/mc/apps/app-demo/containers/${encoded}`, query: {} });
  });

  test("a number is accepted and sent as its string", async () => {
    await expect(client.getBotDetectionMetrics(untyped(12345))).resolves.toHaveProperty("totalLoggedRequests");
    expect(api.sim.requests[0].path).toBe("/shield/metrics/shield-zone/12345/bot-detection");
  });
});

describe("client options", () => {
  const construct = (options: object) => () => new CloudPlatformClient({ apiKey: "secret-key-value", ...options });

  test.each([
    ["baseUrl", "http://api.example.com", '"http://api.example.com/"'],
    ["baseUrl", "http://10.0.0.1:8080", '"http://10.0.0.1:8080/"'],
    ["videoUrl", "http://video.example.com", '"http://video.example.com/"'],
    ["baseUrl", "ftp://api.example.com", '"ftp://api.example.com/"'],
    ["baseUrl", "https://user:pass@api.example.com", '"https://***@api.example.com/"'],
    ["baseUrl", "https://api.example.com/?token=abc#x", '"https://api.example.com/?…#…"'],
    ["baseUrl", "not a url", '"not a url"'],
  ])("%s %s is refused, naming the field and the address without credentials, never the key", (field, url, shown) => {
    let error: unknown;
    try {
      construct({ [field]: url })();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as InputValidationError).issues).toEqual([{ field, rule: expect.stringMatching(/^must be an https:\/\/ URL/) }]);
    expect((error as InputValidationError).issues[0].rule.endsWith(` (got ${shown})`)).toBe(true);
    for (const hidden of ["secret-key-value", "pass", "token=abc"]) expect(everyRendering(error)).not.toContain(hidden);
  });

  test.each(["http://127.0.0.1:9", "http://127.8.9.10", "http://localhost:8080/base/", "http://[::1]:9", "https://api.example.com/prefix"])("%s is accepted", (url) => {
    expect(construct({ baseUrl: url, videoUrl: url })).not.toThrow();
  });

  test("other options are checked too", () => {
    expect(construct({ apiKey: "" })).toThrow("apiKey: must be a non-empty string of printable ASCII characters without spaces");
    expect(construct({ videoApiKey: "key\r\nX-Injected: 1" })).toThrow(
      /^invalid input: videoApiKey: must be a non-empty string of printable ASCII characters without spaces$/,
    );
    expect(construct({ maxRetries: -1 })).toThrow("maxRetries: must be an integer from 0 to 10 (got -1)");
    expect(construct({ timeoutSeconds: 0 })).toThrow(/timeoutSeconds: must be a number of seconds above 0/);
    expect(construct({ minRetryDelayMs: 100, maxRetryDelayMs: 10 })).toThrow("maxRetryDelayMs: must be at least minRetryDelayMs");
    expect(construct({ retries: 3 })).toThrow("retries: unknown property");
  });

  test("the keys are not reachable through the client object", () => {
    const instance = construct({ videoApiKey: "video-key-value" })();
    const rendered = [JSON.stringify(instance), everyRendering(instance), Object.keys(instance).join()].join("\n");
    expect(rendered).not.toContain("secret-key-value");
    expect(rendered).not.toContain("video-key-value");
    return instance.close();
  });
});
