// Failure paths under the real Pulumi CLI: a wrong key and a bad input (examples/yaml, through the plugin), and a 500
// on one resource during `up` with and without --continue-on-error (the TypeScript quickstart); after each, the next
// `up` does only what is left.
//
// The wrong key and the bad input run through the plugin: in a TypeScript program they make the data functions throw,
// and @pulumi/pulumi then spends 40 to 180 s of CPU formatting the unhandled errors (util.inspect and garbage
// collection, measured with --cpu-prof), the same with a program that only throws in an apply.
import path from "node:path";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { quickstartProgram, repoRoot, volumeOf } from "../../scripts/example/quickstart";
import { CliStack, leakedForms } from "./cli-stack";

const yamlProgram = path.join(repoRoot, "examples", "yaml");
const media = path.join(repoRoot, "examples", "media");

describe("a wrong key and a bad input under the real Pulumi CLI", () => {
  let simulator: RunningSimulator;
  let stack: CliStack;

  beforeAll(async () => {
    simulator = await startSimulator();
    stack = await CliStack.create(yamlProgram, simulator, { siblings: [media] });
    await stack.pulumi(["config", "set", "cloudplatform:maxRetries", "0"]);
  }, 180_000);

  afterAll(async () => {
    await stack?.dispose();
    await simulator?.close();
  });

  test("a wrong key: the output names the status and the operation, never a key", async () => {
    const wrongKey = "wrong-account-key-3f9d0c2b";
    await stack.pulumi(["config", "set", "--secret", "cloudplatform:apiKey"], { input: wrongKey });
    const failed = await stack.pulumi(["up", "--yes"], { allowFailure: true });
    await stack.pulumi(["config", "set", "--secret", "cloudplatform:apiKey"], { input: simulator.apiKey });
    expect(failed.code).not.toBe(0);
    const printed = `${failed.stdout}${failed.stderr}`;
    expect(printed).toMatch(/401/);
    expect(printed).toMatch(/getContainerTemplate|getBotDetectionMetrics|getShieldEventLogs|listVolumes/);
    for (const key of [wrongKey, simulator.apiKey, simulator.videoApiKey]) {
      for (const form of leakedForms(key)) expect(printed).not.toContain(form);
    }
  }, 300_000);

  test("a bad input: the preview fails before any request, naming the property and the rule", async () => {
    await stack.pulumi(["config", "set", "shieldZoneId", "zone-twelve"]);
    simulator.resetStats();
    const failed = await stack.pulumi(["preview"], { allowFailure: true });
    await stack.pulumi(["config", "rm", "shieldZoneId"]);
    expect(failed.code).not.toBe(0);
    expect(`${failed.stdout}${failed.stderr}`).toMatch(/shieldZoneId[^\n]*zone-twelve[^\n]*must be a whole number/);
    expect(simulator.requests.filter((request) => request.path.includes("zone-twelve"))).toEqual([]);
  }, 300_000);
});

describe("a 500 on one resource under the real Pulumi CLI", () => {
  let simulator: RunningSimulator;
  let stack: CliStack;

  beforeAll(async () => {
    simulator = await startSimulator();
    stack = await CliStack.create(quickstartProgram, simulator, { extraPackages: ["typescript", "@types/node"] });
    await stack.pulumi(["config", "set", "cloudplatform:maxRetries", "0"]);
  }, 180_000);

  afterAll(async () => {
    await stack?.dispose();
    await simulator?.close();
  });

  test("a 500 without --continue-on-error: the update stops, and the next up finishes what was not done", async () => {
    const videosBefore = simulator.state.videoLibraries.get("4242")!.videos.size;
    simulator.faults.add({ route: "updateVolume", status: 500 });
    const failed = await stack.pulumi(["up", "--yes"], { allowFailure: true });
    expect(failed.code).not.toBe(0);
    expect(`${failed.stdout}${failed.stderr}`).toMatch(/500/);
    const { deployment } = await stack.exportState();
    expect(deployment.resources.find((resource) => resource.urn.endsWith("::data"))?.id).toBe("app-demo/vol-data");

    simulator.faults.clear();
    await stack.pulumi(["up", "--yes"]);
    expect(volumeOf(simulator).size).toBe(20);
    // One trailer video in the library, whichever up created it: a failed update leaves no orphan.
    expect(simulator.state.videoLibraries.get("4242")!.videos.size).toBe(videosBefore + 1);
    await stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
  }, 300_000);

  test("a 500 on one resource with --continue-on-error: the others are applied, the next up retries only it", async () => {
    const trailerVideoId = String((await stack.outputs()).trailerVideoId);
    volumeOf(simulator).size = 10;
    simulator.dashboard.updateVideo("4242", trailerVideoId, { title: "Renamed outside Pulumi" });
    simulator.faults.add({ route: "updateVolume", status: 500 });
    const failed = await stack.pulumi(["up", "--refresh", "--yes", "--continue-on-error"], { allowFailure: true });
    expect(failed.code).not.toBe(0);
    expect(`${failed.stdout}${failed.stderr}`).toMatch(/500/);
    expect(simulator.state.videoLibraries.get("4242")!.videos.get(trailerVideoId)?.title).toBe("Quickstart trailer");

    simulator.faults.clear();
    simulator.resetStats();
    await stack.pulumi(["up", "--yes"]);
    const writes = simulator.requests.filter((request) => request.method !== "GET").map((r) => r.route);
    expect(writes).toEqual(["updateVolume"]);
    expect(volumeOf(simulator).size).toBe(20);
  }, 300_000);
});
