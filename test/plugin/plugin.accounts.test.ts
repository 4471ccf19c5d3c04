import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { resourceUrn, startEngine, type Engine } from "../helpers/engine/lifecycle";
import { secret } from "../helpers/engine/wire";
import { installPackage, simulatorStack } from "../helpers/installed-package";
import type { InstalledProgram } from "../helpers/engine/program-install";
import { pluginBin, pluginToken } from "../helpers/plugin";

const SECRET_SIGNATURE_KEY = "4dabf18193072939515e22adb298388d";

// Two accounts in one program: two explicit providers, each with its own key and addresses. The engine starts one
// plugin process per provider instance and configures it with that provider's inputs.
const accounts = {
  first: { apiKey: "plugin-first-account-key-0a1b2c3d", videoApiKey: "plugin-first-video-key-4e5f6a7b" },
  second: { apiKey: "plugin-second-account-key-8c9d0e1f", videoApiKey: "plugin-second-video-key-2a3b4c5d" },
};

let program: InstalledProgram;
const sims: Record<string, RunningSimulator> = {};
const engines: Record<string, Engine> = {};
const answers: unknown[] = [];

beforeAll(async () => {
  program = await installPackage();
  for (const [name, keys] of Object.entries(accounts)) {
    sims[name] = await startSimulator(keys);
    engines[name] = await startEngine(program, { config: simulatorStack(sims[name]), plugin: pluginBin });
  }
}, 300_000);

afterAll(async () => {
  for (const engine of Object.values(engines)) await engine.close();
  for (const sim of Object.values(sims)) await sim.close();
});

/** `value` with every secret-wrapped value replaced by a marker: what remains is what the engine may show. */
function withoutSecretValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecretValues);
  if (typeof value === "object" && value !== null) {
    if (SECRET_SIGNATURE_KEY in value) return "[secret]";
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutSecretValues(item)]));
  }
  return value;
}

describe("two explicit providers", () => {
  it("each reaches only its own account's API, with its own key", async () => {
    for (const [name, engine] of Object.entries(engines)) {
      const up = await engine.up(resourceUrn(program, pluginToken("WafRuleReview"), `${name}-review`), {
        shieldZoneId: "12345",
        ruleId: "942100",
        action: name === "first" ? "logOnly" : "disableRule",
      });
      answers.push(up);
      expect(up.state.id).toBe("12345/942100");
    }
    for (const name of Object.keys(accounts)) {
      const requests = sims[name].requests;
      expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        "POST /shield/waf/rules/review-triggered/12345",
      ]);
      expect(requests.every((request) => request.accessKeyValid)).toBe(true);
    }
    expect(sims.first.state.shieldZones.get("12345")!.wafReviews.get("942100")).toBe(1);
    expect(sims.second.state.shieldZones.get("12345")!.wafReviews.get("942100")).toBe(2);
  });

  it("CheckConfig returns the keys as secrets even when given in plain text, and reports a bad setting by name", async () => {
    const urn = resourceUrn(program, "pulumi:providers:cloudplatform", "plain");
    const plain = { apiKey: accounts.first.apiKey, baseUrl: sims.first.baseUrl };
    const checked = await engines.first.host.checkConfig(urn, {}, plain);
    answers.push(withoutSecretValues(checked));
    expect(checked.failures).toEqual([]);
    expect(checked.inputs.apiKey).toEqual({ [SECRET_SIGNATURE_KEY]: expect.any(String), value: accounts.first.apiKey });
    const bad = await engines.first.host.checkConfig(urn, {}, { ...plain, maxRetries: "eleven" });
    answers.push(withoutSecretValues(bad));
    expect(bad.failures).toEqual([{ property: "maxRetries", reason: expect.stringContaining("cloudplatform:maxRetries") }]);
    const diff = await engines.first.host.diffConfig(urn, plain, { ...plain, apiKey: secret(accounts.second.apiKey) });
    expect(diff).toMatchObject({ changes: "some", replaces: [], detailedDiff: { apiKey: "UPDATE" } });
  });

  it("a secret input's outputs come back as secrets", async () => {
    const urn = resourceUrn(program, pluginToken("Volume"), "secret-name");
    const news = { appId: "app-demo", volumeId: "vol-data", name: secret("data") };
    const { inputs: checked } = await engines.first.host.check(urn, {}, news);
    const created = await engines.first.host.create(urn, checked);
    answers.push(created);
    expect(created.properties.name).toEqual({ [SECRET_SIGNATURE_KEY]: expect.any(String), value: "data" });
    expect(created.properties.size).toBe(10);
  });

  it("no key appears in any answer, error or plugin output outside a secret", () => {
    const text =
      JSON.stringify(withoutSecretValues(answers)) +
      Object.values(engines).map((engine) => engine.host.stdout + engine.host.stderr).join("");
    expect(text).toContain("942100");
    for (const keys of Object.values(accounts)) {
      for (const key of Object.values(keys)) {
        expect(text).not.toContain(key);
      }
    }
  });
});
