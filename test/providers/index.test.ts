import { bindProvider, ConfiguredClient, providerDefinitions } from "../../src/providers";
import { SettingsError } from "../../src/errors";
import { startSimulator, type RunningSimulator } from "../../src/simulator";

const review = { shieldZoneId: "12345", ruleId: "942100", action: "logOnly" } as const;

let first: RunningSimulator;
let second: RunningSimulator;

beforeAll(async () => {
  first = await startSimulator({ apiKey: "bound-first-account-key-61ac", videoApiKey: "bound-first-video-key-0d2e" });
  second = await startSimulator({ apiKey: "bound-second-account-key-93b7", videoApiKey: "bound-second-video-key-4f18" });
});

afterAll(async () => {
  await first.close();
  await second.close();
});

const clients: ConfiguredClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

function configured(sim: RunningSimulator): ConfiguredClient {
  const client = new ConfiguredClient();
  clients.push(client);
  client.configure({ apiKey: sim.apiKey, baseUrl: sim.baseUrl, videoUrl: sim.videoUrl, maxRetries: "0" });
  return client;
}

/** The WAF rule review's provider, bound to the client of one configuration, as the plugin binds each resource. */
const reviewProvider = (configuration: ConfiguredClient) => bindProvider(providerDefinitions.WafRuleReview, () => configuration.client());

describe("bindProvider", () => {
  it("serves several configurations in one process, each calling the API with its own client", async () => {
    const firstAccount = configured(first);
    const secondAccount = configured(second);
    await reviewProvider(firstAccount).create(review);
    await reviewProvider(secondAccount).update("12345/942100", review, { ...review, action: "disableRule" });
    expect(first.requests.map((request) => [request.path, request.accessKeyValid, request.body])).toEqual([
      ["/shield/waf/rules/review-triggered/12345", true, { ruleId: "942100", action: 1 }],
    ]);
    expect(second.requests.map((request) => [request.path, request.accessKeyValid, request.body])).toEqual([
      ["/shield/waf/rules/review-triggered/12345", true, { ruleId: "942100", action: 2 }],
    ]);
  });

  it("fails check and API calls with the settings error of its configuration, and forgets without one", async () => {
    const invalid = new ConfiguredClient();
    invalid.configure({ apiKey: "bound-invalid-key-7c55", maxRetries: "-1" });
    const provider = reviewProvider(invalid);
    await expect(provider.check({}, review)).rejects.toBeInstanceOf(SettingsError);
    await expect(provider.create(review)).rejects.toBeInstanceOf(SettingsError);
    await expect(provider.delete("12345/942100", review)).resolves.toBeUndefined();
    expect(await provider.diff("12345/942100", review, { ...review, ruleId: "941100" })).toEqual({
      changes: true,
      replaces: ["ruleId"],
      deleteBeforeReplace: false,
    });
  });
});
