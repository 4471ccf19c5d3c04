// A user tunes retries and the timeout with `cloudplatform:maxRetries` / `cloudplatform:timeoutSeconds`
// (sent by the engine to the provider's configure), or with CLOUDPLATFORM_MAX_RETRIES /
// CLOUDPLATFORM_TIMEOUT_SECONDS when the stack config does not set them. Driven through the real
// dynamic-provider host with the package installed from its tarball.
import { performance } from "node:perf_hooks";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { ProviderCallError, type StackConfig } from "../helpers/engine/host";
import { resourceUrn, startEngine, type Engine } from "../helpers/engine/lifecycle";
import { installPackage, registeredProvider, resourceType, simulatorStack } from "../helpers/installed-package";
import type { InstalledProgram } from "../helpers/engine/program-install";

let program: InstalledProgram;
let provider: string;
let sim: RunningSimulator;
let urn: string;

beforeAll(async () => {
  program = await installPackage();
  provider = await registeredProvider(program, "Volume");
  sim = await startSimulator({ apiKey: "retry-settings-account-key-61ad", videoApiKey: "retry-settings-video-key-0b7e" });
  urn = resourceUrn(program, resourceType("Volume"), "tuned");
}, 300_000);

afterAll(() => sim?.close());

beforeEach(() => {
  sim.faults.clear();
  sim.resetStats();
});

/** The stack config pointing at the simulator, with `overrides`; an undefined override removes the key. */
function stack(overrides: Record<string, string | undefined>): StackConfig {
  const config: StackConfig = { ...simulatorStack(sim) };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete config[key];
    else config[key] = value;
  }
  return config;
}

async function withEngine(config: StackConfig, env: Record<string, string | undefined>, use: (engine: Engine) => Promise<void>): Promise<void> {
  const engine = await startEngine(program, { config, env, provider });
  try {
    await use(engine);
  } finally {
    await engine.close();
  }
}

const listRequests = () => sim.requests.filter((request) => request.route === "listVolumes");
const volumeInputs = { appId: "app-demo", volumeId: "vol-data", size: 10 };

test("stack config maxRetries 4 and timeoutSeconds 0.3: five attempts against a 503 that never ends; a slow answer is abandoned and retried", async () => {
  await withEngine(stack({ "cloudplatform:maxRetries": "4", "cloudplatform:timeoutSeconds": "0.3" }), {}, async (engine) => {
    sim.faults.add({ route: "listVolumes", status: 503, retryAfterSeconds: 0 });
    const failure = await engine.up(urn, volumeInputs).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ProviderCallError);
    expect((failure as ProviderCallError).message).toMatch(/listVolumes failed: GET \/mc\/apps\/app-demo\/volumes -> 503/);
    expect(listRequests()).toHaveLength(5);

    sim.faults.clear();
    sim.resetStats();
    sim.faults.add({ route: "listVolumes", delayMs: 3000, times: 1 });
    const started = performance.now();
    const up = await engine.up(urn, volumeInputs);
    const ms = performance.now() - started;
    console.log(`timeoutSeconds 0.3 through the host: create with one 3 s answer took ${ms.toFixed(0)} ms`);
    expect(up.state.id).toBe("app-demo/vol-data");
    expect(listRequests()).toHaveLength(2);
    expect(ms).toBeLessThan(2500);
  });
});

test("without those keys in the stack config, CLOUDPLATFORM_MAX_RETRIES and CLOUDPLATFORM_TIMEOUT_SECONDS apply", async () => {
  const config = stack({ "cloudplatform:maxRetries": undefined, "cloudplatform:timeoutSeconds": undefined });
  await withEngine(config, { CLOUDPLATFORM_MAX_RETRIES: "2", CLOUDPLATFORM_TIMEOUT_SECONDS: "0.3" }, async (engine) => {
    sim.faults.add({ route: "listVolumes", status: 503, retryAfterSeconds: 0 });
    await expect(engine.up(urn, volumeInputs)).rejects.toThrow(/-> 503/);
    expect(listRequests()).toHaveLength(3);

    sim.faults.clear();
    sim.resetStats();
    sim.faults.add({ route: "listVolumes", delayMs: 3000, times: 1 });
    const started = performance.now();
    await engine.up(urn, volumeInputs);
    expect(performance.now() - started).toBeLessThan(2500);
    expect(listRequests()).toHaveLength(2);
  });
});

test("the stack config wins over the environment", async () => {
  await withEngine(stack({ "cloudplatform:maxRetries": "1" }), { CLOUDPLATFORM_MAX_RETRIES: "6" }, async (engine) => {
    sim.faults.add({ route: "listVolumes", status: 503, retryAfterSeconds: 0 });
    await expect(engine.up(urn, volumeInputs)).rejects.toThrow(/listVolumes failed: GET \/mc\/apps\/app-demo\/volumes -> 503/);
    expect(listRequests()).toHaveLength(2);
  });
});
