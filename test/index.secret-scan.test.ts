// The API keys never leave the provider host's memory: the full lifecycle of every resource through
// the real dynamic-provider host (with the package installed from its tarball), failing calls
// included (401, 400, 404, 429, 202 success:false, 500, check failures), and every data function in a
// Pulumi program (successes, caught failures, a program that fails). Every state, output, error,
// serialized provider and line printed by the host or the program is scanned for the keys, as they
// are and base64-, hex- and URL-encoded.
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inspect } from "node:util";
import { resourceNames } from "../src/providers";
import { startSimulator, type RunningSimulator } from "../src/simulator";
import { ProviderCallError, type StackConfig } from "./helpers/engine/host";
import { resourceUrn, startEngine, type Engine, type ResourceState } from "./helpers/engine/lifecycle";
import { PROVIDER_KEY, secret, type PropertyMap } from "./helpers/engine/wire";
import { installPackage, registeredProviders, resourceType, simulatorStack, type ResourceClassName } from "./helpers/installed-package";
import type { InstalledProgram } from "./helpers/engine/program-install";
import { StackRunner } from "./helpers/engine/stack-runner";

const ACCOUNT_KEY = "scan-account-key-Q7w2Zp9LxT4m";
const VIDEO_KEY = "scan-video-key-Hk42PmR8sNc1";
const WRONG_ACCOUNT_KEY = "scan-wrong-account-key-Jd83LqB1";
const WRONG_VIDEO_KEY = "scan-wrong-video-key-Vc55RtY0";
const KEYS = [ACCOUNT_KEY, VIDEO_KEY, WRONG_ACCOUNT_KEY, WRONG_VIDEO_KEY];

let program: InstalledProgram;
let sim: RunningSimulator;
let engine: Engine;
let wrongKeyEngine: Engine;
let dir: string;
const providers = {} as Record<ResourceClassName, string>;

/** Everything returned, thrown or printed during the runs below. */
const transcript: unknown[] = [];

beforeAll(async () => {
  program = await installPackage();
  for (const [className, text] of await registeredProviders(program, resourceNames)) providers[className] = text;
  sim = await startSimulator({ apiKey: ACCOUNT_KEY, videoApiKey: VIDEO_KEY });
  engine = await startEngine(program, { config: simulatorStack(sim) });
  wrongKeyEngine = await startEngine(program, { config: wrongKeyStack() });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "secret-scan-"));
}, 300_000);

afterAll(async () => {
  await engine?.close();
  await wrongKeyEngine?.close();
  await sim?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  sim.faults.clear();
});

function wrongKeyStack(): StackConfig {
  return {
    ...simulatorStack(sim),
    "cloudplatform:apiKey": secret(WRONG_ACCOUNT_KEY),
    "cloudplatform:videoApiKey": secret(WRONG_VIDEO_KEY),
  };
}

/** Every rendering of an error: message, stack, inspect with hidden properties, JSON, and what the host attached. */
function renderings(error: unknown): string {
  const detail = error instanceof ProviderCallError ? JSON.stringify(error.initFailure ?? null) : "";
  return [String(error), (error as Error).stack, inspect(error, { depth: 10, showHidden: true }), JSON.stringify(error), detail].join("\n");
}

/** Records what a step returned, or every rendering of what it threw; returns the thrown error (or undefined). */
async function step<T>(run: Promise<T>): Promise<{ value?: T; error?: Error }> {
  try {
    const value = await run;
    transcript.push(value);
    return { value };
  } catch (error) {
    transcript.push(renderings(error));
    return { error: error as Error };
  }
}

async function expectFailure(run: Promise<unknown>, message: RegExp): Promise<void> {
  const { error } = await step(run);
  expect(error).toBeDefined();
  expect(renderings(error)).toMatch(message);
}

const urnOf = (className: ResourceClassName, name: string) => resourceUrn(program, resourceType(className), name);
const withProvider = (className: ResourceClassName, inputs: PropertyMap): PropertyMap => ({ ...inputs, [PROVIDER_KEY]: providers[className] });

/** up, up with changed inputs, preview, refresh, destroy; the states go to the transcript. */
async function lifecycle(className: ResourceClassName, name: string, first: PropertyMap, second: PropertyMap): Promise<ResourceState> {
  const urn = urnOf(className, name);
  const created = (await step(engine.up(urn, withProvider(className, first)))).value!;
  expect(created.op).toBe("create");
  const updated = (await step(engine.up(urn, withProvider(className, second), created.state))).value!;
  expect(updated.op).toBe("update");
  await step(engine.preview(urn, withProvider(className, second), updated.state));
  const refreshed = (await step(engine.refresh(updated.state))).value!;
  await step(engine.destroy(refreshed));
  return updated.state;
}

describe("resources through the dynamic-provider host", () => {
  test("Volume: create, update, refresh, destroy; a check failure, a 404, a 500", async () => {
    const state = await lifecycle("Volume", "scan-volume", { appId: "app-demo", volumeId: "vol-data", size: 11 }, { appId: "app-demo", volumeId: "vol-data", name: "data2", size: 12 });
    await expectFailure(engine.up(urnOf("Volume", "bad"), withProvider("Volume", { appId: "..", volumeId: "vol-data", size: 101 })), /size: must be an integer from 1 to 100/);
    await expectFailure(engine.up(urnOf("Volume", "gone"), withProvider("Volume", { appId: "no-such-app", volumeId: "v", size: 2 })), /listVolumes failed: GET \/mc\/apps\/no-such-app\/volumes -> 404/);
    sim.faults.add({ route: "updateVolume", status: 500 });
    await expectFailure(engine.up(state.urn, withProvider("Volume", { appId: "app-demo", volumeId: "vol-data", size: 13 }), state), /updateVolume failed: PATCH .* -> 500/);
  });

  test("ExternalDnsCertificate: create, replace on triggers, refresh, destroy; a check failure, a 400, a 404, a 429", async () => {
    const urn = urnOf("ExternalDnsCertificate", "scan-cert");
    const created = (await step(engine.up(urn, withProvider("ExternalDnsCertificate", { hostname: "cdn.example.com" })))).value!;
    const replaced = (await step(engine.up(urn, withProvider("ExternalDnsCertificate", { hostname: "cdn.example.com", triggers: [2] }), created.state))).value!;
    expect(replaced.op).toBe("replace");
    await step(engine.refresh(replaced.state));
    await step(engine.destroy(replaced.state));
    await expectFailure(engine.up(urnOf("ExternalDnsCertificate", "bad"), withProvider("ExternalDnsCertificate", { hostname: "-bad-.example" })), /hostname: must be a DNS hostname/);
    await expectFailure(engine.up(urnOf("ExternalDnsCertificate", "pending"), withProvider("ExternalDnsCertificate", { hostname: "pending.example.com" })), /-> 400 pullzone\.external_dns_verification_failed/);
    await expectFailure(engine.up(urnOf("ExternalDnsCertificate", "unknown"), withProvider("ExternalDnsCertificate", { hostname: "unknown.example.com" })), /-> 404/);
    // Beyond the cap of maxRetryDelaySeconds: the step fails at once (a shorter Retry-After is retried until callTimeoutSeconds).
    sim.faults.add({ route: "completeExternalDnsCertificate", status: 429, retryAfterSeconds: 3600 });
    await expectFailure(engine.up(urnOf("ExternalDnsCertificate", "limited"), withProvider("ExternalDnsCertificate", { hostname: "cdn.example.com" })), /-> 429/);
  });

  test("WafRuleReview: create, update, refresh, destroy; a check failure, a 202 success:false, a 500", async () => {
    const state = await lifecycle("WafRuleReview", "scan-waf", { shieldZoneId: 12345, ruleId: "942100", action: "logOnly" }, { shieldZoneId: 12345, ruleId: "942100", action: "disableRule" });
    await expectFailure(engine.up(urnOf("WafRuleReview", "bad"), withProvider("WafRuleReview", { shieldZoneId: "12345", ruleId: "942100", action: "block" })), /action: must be one of/);
    await expectFailure(engine.up(urnOf("WafRuleReview", "foreign"), withProvider("WafRuleReview", { shieldZoneId: "99999", ruleId: "942100", action: "ignore" })), /-> 202 not_found_or_unauthorised_access\.shieldzone/);
    sim.faults.add({ route: "reviewTriggeredWafRule", status: 500 });
    await expectFailure(engine.up(state.urn, withProvider("WafRuleReview", { shieldZoneId: 12345, ruleId: "942100", action: "ignore" }), state), /-> 500/);
  });

  test("VideoUpload: create, update, refresh, destroy; a check failure, a 400 already uploaded, a 500", async () => {
    sim.state.videoLibraries.set("5151", { allowReupload: true, videos: new Map([["scan-video", {}]]) });
    const filePath = path.join(dir, "scan.mp4");
    await fs.writeFile(filePath, "first version");
    const urn = urnOf("VideoUpload", "scan-video");
    const created = (await step(engine.up(urn, withProvider("VideoUpload", { libraryId: 5151, videoId: "scan-video", filePath })))).value!;
    await fs.writeFile(filePath, "second, longer version");
    const updated = (await step(engine.up(urn, withProvider("VideoUpload", { libraryId: 5151, videoId: "scan-video", filePath }), created.state))).value!;
    expect(updated.op).toBe("update");
    await step(engine.refresh(updated.state));
    await step(engine.destroy(updated.state));
    await expectFailure(engine.up(urnOf("VideoUpload", "bad"), withProvider("VideoUpload", { libraryId: "4242", videoId: "v", filePath: path.join(dir, "missing.mp4") })), /filePath: cannot be read/);
    const once = { libraryId: "4242", videoId: "5f3b6c1e-0000-4000-8000-000000000003", filePath };
    await step(engine.up(urnOf("VideoUpload", "once"), withProvider("VideoUpload", once)));
    // Another file into the video that has one: the API refuses it (the same file would be taken as uploaded).
    const otherFile = path.join(dir, "scan-other.mp4");
    await fs.writeFile(otherFile, "another file");
    await expectFailure(engine.up(urnOf("VideoUpload", "twice"), withProvider("VideoUpload", { ...once, filePath: otherFile })), /already has a file/);
    sim.faults.add({ route: "uploadVideo", status: 500 });
    await expectFailure(engine.up(urnOf("VideoUpload", "broken"), withProvider("VideoUpload", { ...once, videoId: "5f3b6c1e-0000-4000-8000-000000000004" })), /-> 500/);
  });

  test("Video: create with its file, update, refresh, destroy (a DELETE); a check failure, a failed upload, a refused delete", async () => {
    const filePath = path.join(dir, "scan-trailer.mp4");
    await fs.writeFile(filePath, "a trailer");
    await lifecycle("Video", "scan-trailer", { libraryId: 4242, title: "Scan", filePath }, { libraryId: 4242, title: "Scan again", filePath });
    await expectFailure(engine.up(urnOf("Video", "bad"), withProvider("Video", { libraryId: "4242", title: "" })), /title: must be a string of at least 1 character/);
    sim.faults.add({ route: "uploadVideo", status: 500, times: 1 });
    const failed = await step(engine.up(urnOf("Video", "half"), withProvider("Video", { libraryId: "4242", title: "Half", filePath })));
    expect(renderings(failed.error)).toMatch(/is recorded without its file.*-> 500/);
    const recorded = (failed.error as ProviderCallError).initFailure!;
    sim.faults.add({ route: "deleteVideo", status: 403, times: 1 });
    const state = { urn: urnOf("Video", "half"), id: recorded.id, inputs: {}, outputs: recorded.properties };
    await expectFailure(engine.destroy(state), /could not be deleted from library 4242.*-> 403/);
    await step(engine.destroy(state));
  });

  test("every resource with keys the API refuses: 401s", async () => {
    const cases: [ResourceClassName, PropertyMap][] = [
      ["Volume", { appId: "app-demo", volumeId: "vol-logs", size: 6 }],
      ["ExternalDnsCertificate", { hostname: "cdn.example.com" }],
      ["WafRuleReview", { shieldZoneId: "12345", ruleId: "941100", action: "ignore" }],
      ["VideoUpload", { libraryId: "4242", videoId: "5f3b6c1e-0000-4000-8000-000000000005", filePath: path.join(dir, "scan.mp4") }],
      ["Video", { libraryId: "4242", title: "Refused", filePath: path.join(dir, "scan.mp4") }],
    ];
    for (const [className, inputs] of cases) {
      await expectFailure(wrongKeyEngine.up(urnOf(className, "wrong-key"), withProvider(className, inputs)), /-> 401/);
    }
    expect(sim.requests.filter((request) => request.status === 401).every((request) => !request.accessKeyValid)).toBe(true);
  });
});

describe("data functions in a Pulumi program", () => {
  const programFile = (name: string) => path.join(__dirname, "fixtures", "programs", name);

  /** `pulumi up` of a program; what it returned or every rendering of how it failed goes to the transcript. */
  async function runProgram(file: string, config: StackConfig) {
    const stack = await StackRunner.create(program, { config }, programFile(file), config);
    try {
      return await step(stack.up());
    } finally {
      await stack.dispose();
    }
  }

  test("every data function, both forms, with failures caught and printed by the program", async () => {
    const run = (await runProgram("data-functions.ts", simulatorStack(sim))).value!;
    expect(run.outputs).toMatchObject({ templateImage: expect.any(String), eventLogPages: 2, contract: { billingType: expect.any(String) } });
    expect(run.stderr).toMatch(/getContainerTemplate failed: GET \/mc\/apps\/app-demo\/containers\/missing -> 404/);
    expect(run.stderr).toMatch(/-> 401 invalid_datetime_window\.event_logs/);
    expect(run.stderr).toMatch(/InputValidationError: getShieldEventLogs: invalid input: date: .*; maxPages: must be a positive integer/);
  });

  test("a program whose data function calls fail uncaught: with keys the API refuses (401), and with a 500", async () => {
    const refused = await runProgram("failing-data-function.ts", wrongKeyStack());
    expect(renderings(refused.error)).toMatch(/getPartnerContract failed: GET \/partner\/contract -> 401|getBotDetectionMetrics failed: .* -> 401/);
    sim.faults.add({ route: "*", status: 500 });
    const broken = await runProgram("failing-data-function.ts", simulatorStack(sim));
    expect(renderings(broken.error)).toMatch(/-> 500/);
  });
});

describe("the scan", () => {
  test("no key appears anywhere: states, outputs, errors, serialized providers, host and program output", () => {
    const printedByHosts = [engine, wrongKeyEngine].flatMap((host) => [host.host.stdout, host.host.stderr]);
    const text = [JSON.stringify(transcript), ...transcript.filter((item): item is string => typeof item === "string"), ...printedByHosts, ...Object.values(providers)].join("\n");
    for (const marker of ["-> 401", "-> 400", "-> 404", "-> 429", "-> 202", "-> 500", "must be an integer from 1 to 100", "InputValidationError"]) {
      expect(text).toContain(marker);
    }
    console.log(`secret scan: ${transcript.length} recorded items, ${(text.length / 1024).toFixed(0)} KiB scanned for ${KEYS.length} keys, each as is and in 4 encodings`);
    for (const key of KEYS) {
      for (const form of [key, Buffer.from(key).toString("base64"), Buffer.from(key).toString("base64url"), Buffer.from(key).toString("hex"), encodeURIComponent(key)]) {
        expect(text).not.toContain(form);
      }
    }
  });
});
