import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, startEngine, type Engine } from "../helpers/engine/lifecycle";
import { installPackage } from "../helpers/installed-package";
import type { InstalledProgram } from "../helpers/engine/program-install";
import { pluginBin, pluginToken } from "../helpers/plugin";

// A stack whose CI lacks the key: the provider configures, the calls that need the API fail naming the key, and a
// destroy of resources that only forget their object still works.
let program: InstalledProgram;
let sim: RunningSimulator;
let engine: Engine;

beforeAll(async () => {
  program = await installPackage();
  sim = await startSimulator({ apiKey: "plugin-without-key-account-9e8d", videoApiKey: "plugin-without-key-video-7c6b" });
  engine = await startEngine(program, {
    config: { "cloudplatform:baseUrl": sim.baseUrl, "cloudplatform:videoUrl": sim.videoUrl },
    plugin: pluginBin,
    env: { CLOUDPLATFORM_API_KEY: undefined, CLOUDPLATFORM_VIDEO_API_KEY: undefined },
  });
}, 300_000);

afterAll(async () => {
  await engine?.close();
  await sim?.close();
});

const urn = (type: string, name: string) => resourceUrn(program, pluginToken(type), name);
const missingKey = /invalid cloudplatform settings: cloudplatform:apiKey \(environment variable CLOUDPLATFORM_API_KEY\): is missing/;

it("CheckConfig accepts a provider without a key, and still reports a setting that breaks its rule", async () => {
  const provider = resourceUrn(program, "pulumi:providers:cloudplatform", "keyless");
  expect((await engine.host.checkConfig(provider, {}, { baseUrl: sim.baseUrl })).failures).toEqual([]);
  const bad = await engine.host.checkConfig(provider, {}, { baseUrl: sim.baseUrl, maxRetries: "eleven" });
  expect(bad.failures).toEqual([{ property: "maxRetries", reason: expect.stringContaining("cloudplatform:maxRetries") }]);
});

it("a preview fails at the first Check, naming the key; wrong inputs are named with it", async () => {
  const error = await engine.preview(urn("Volume", "data"), { appId: "app-demo", volumeId: "vol-data" }).catch((caught) => caught);
  expect(error).toBeInstanceOf(ProviderCallError);
  expect(error.method).toBe("Check");
  expect(error.message).toMatch(missingKey);
  const both = await engine.preview(urn("Volume", "bad"), { appId: "app-demo", volumeId: "vol-data", size: 0 }).catch((caught) => caught);
  expect(both.message).toMatch(/invalid input: size: must be an integer from 1 to 100 \(got 0\); also invalid cloudplatform settings: cloudplatform:apiKey/);
  expect(sim.requests).toHaveLength(0);
});

it("destroy forgets a Volume and a WafRuleReview with no key; a Video, which must be deleted, fails naming the key", async () => {
  const volume = { appId: "app-demo", volumeId: "vol-data", name: "data", size: 10, managedFields: [] };
  await expect(engine.host.delete(urn("Volume", "data"), "app-demo/vol-data", volume, volume)).resolves.toBeUndefined();
  const review = { shieldZoneId: "12345", ruleId: "942100", action: "logOnly" };
  await expect(engine.host.delete(urn("WafRuleReview", "sqli"), "12345/942100", review, review)).resolves.toBeUndefined();
  const video = { libraryId: "4242", videoId: "kept", title: "Kept", status: "finished", length: 1, storageSize: 1 };
  const error = await engine.host.delete(urn("Video", "kept"), "4242/kept", video, video).catch((caught) => caught);
  expect(error).toBeInstanceOf(ProviderCallError);
  expect(error.message).toMatch(missingKey);
  expect(sim.requests).toHaveLength(0);
});
