// Where the keys come from, under the real Pulumi CLI (a TypeScript program of one Volume): a key in the stack config
// as plain text is refused before anything is registered; from the secret stack config or from the environment, no key
// reaches the state, the backend's files or any output; and after a rotation of the keys (the old ones revoked), the
// commands that use the stack config recorded at the last `up` say so, while those run with `--run-program`, and the
// keys of the environment, use the current keys.
import path from "node:path";
import { startSimulator } from "../../src/simulator";
import { declareBigStack, type StackResource } from "../helpers/big-stack";
import { leakedForms, useSimulatedStack } from "../helpers/cli-stack";

const program = path.join(__dirname, "programs", "big-stack");
const resources: StackResource[] = [{ className: "Volume", name: "data", inputs: { appId: "app-demo", volumeId: "vol-data", size: 20 } }];

describe("the keys of a TypeScript program under the real Pulumi CLI", () => {
  const current = useSimulatedStack(program, {
    extraPackages: ["typescript", "@types/node"],
    config: { "cloudplatform:maxRetries": "0" },
  });
  beforeAll(() => declareBigStack(current.stack, resources));
  const usedKeys: string[] = [];

  /** Restarts the simulator on its port, with its objects, accepting new keys only: a rotation that revoked the old. */
  async function rotateKeys(label: string): Promise<{ CLOUDPLATFORM_API_KEY: string; CLOUDPLATFORM_VIDEO_API_KEY: string }> {
    const before = current.simulator;
    usedKeys.push(before.apiKey, before.videoApiKey);
    await before.close();
    current.simulator = await startSimulator({
      port: Number(new URL(before.baseUrl).port),
      apiKey: `rotated-account-${label}-5d1c07`,
      videoApiKey: `rotated-video-${label}-8e2f19`,
    });
    current.simulator.state.apps.set("app-demo", before.state.apps.get("app-demo")!);
    return { CLOUDPLATFORM_API_KEY: current.simulator.apiKey, CLOUDPLATFORM_VIDEO_API_KEY: current.simulator.videoApiKey };
  }

  test("a key held in the stack config as plain text is refused before any resource is registered", async () => {
    await current.stack.pulumi(["config", "set", "cloudplatform:apiKey", current.simulator.apiKey]);
    const refused = await current.stack.pulumi(["up", "--yes"], { allowFailure: true });
    await current.stack.pulumi(["config", "set", "--secret", "cloudplatform:apiKey"], { input: current.simulator.apiKey });
    expect(refused.code).not.toBe(0);
    const printed = `${refused.stdout}${refused.stderr}`;
    const refusal =
      "cloudplatform:apiKey: is held in the stack config as plain text, which the engine would write unencrypted into " +
      "the state: run `pulumi config set --secret cloudplatform:apiKey`";
    // Once among the diagnostics, as its message alone: no dump of the error's fields, no stack.
    expect(printed.slice(printed.indexOf("Diagnostics:")).split(refusal)).toHaveLength(2);
    expect(printed).not.toMatch(/issues: \[|at refusePlainStackKeys/);
    expect(current.simulator.requests).toEqual([]);
    const { deployment } = await current.stack.exportState();
    expect((deployment.resources ?? []).filter((resource) => !resource.type.startsWith("pulumi:pulumi:"))).toEqual([]);
  }, 300_000);

  test("keys in the secret stack config: after a rotation the recorded keys are refused, saying so; --run-program uses the new ones", async () => {
    await current.stack.pulumi(["up", "--yes"]);
    await rotateKeys("config");
    await current.stack.pulumi(["config", "set", "--secret", "cloudplatform:apiKey"], { input: current.simulator.apiKey });
    await current.stack.pulumi(["config", "set", "--secret", "cloudplatform:videoApiKey"], { input: current.simulator.videoApiKey });

    const recorded = await current.stack.pulumi(["refresh", "--yes", "--skip-preview"], { allowFailure: true });
    expect(recorded.code).not.toBe(0);
    expect(recorded.stdout).toContain(
      "-> 401: The AccessKey header does not hold a valid key (the key refused is the account's API key " +
        "(cloudplatform:apiKey, environment CLOUDPLATFORM_API_KEY): check it; it came from cloudplatform:apiKey of the " +
        "stack config (as the last `pulumi up` recorded it, for `pulumi refresh`, `preview --refresh` and `destroy`: run " +
        "them with `--run-program` to use the current one))",
    );
    await current.stack.pulumi(["preview", "--refresh", "--run-program", "--expect-no-changes"]);
  }, 300_000);

  test("keys from the environment: after a rotation the drift check uses the new ones", async () => {
    await current.stack.pulumi(["config", "rm", "cloudplatform:apiKey"]);
    await current.stack.pulumi(["config", "rm", "cloudplatform:videoApiKey"]);
    const keys = { CLOUDPLATFORM_API_KEY: current.simulator.apiKey, CLOUDPLATFORM_VIDEO_API_KEY: current.simulator.videoApiKey };
    await current.stack.pulumi(["up", "--yes"], { env: keys });
    const rotated = await rotateKeys("environment");
    await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes"], { env: rotated });
    usedKeys.push(current.simulator.apiKey, current.simulator.videoApiKey);
  }, 300_000);

  test("no key, in plain, base64 or hex form, in the state, the backend's files or any output", async () => {
    const { text } = await current.stack.exportState();
    const backend = await current.stack.backendText();
    const printed = current.stack.printed();
    expect(usedKeys).toHaveLength(6);
    for (const key of usedKeys) {
      for (const form of leakedForms(key)) {
        expect(text).not.toContain(form);
        expect(backend).not.toContain(form);
        expect(printed).not.toContain(form);
      }
    }
  }, 120_000);
});
