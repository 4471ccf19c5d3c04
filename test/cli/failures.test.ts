// Failure paths under the real Pulumi CLI: a wrong key and a bad input (examples/yaml, through the plugin), a wrong key
// in the TypeScript quickstart (its data functions' 401s, each reported once and at once), a 500 on one resource during
// `up` with and without --continue-on-error, and a hard kill during updates (the TypeScript quickstart); after each, the
// next `up` (`up --refresh` after the kill) does only what is left. Last in each, the CLI alone killed mid-`up`: the
// provider processes it started end.
import { changeOutOfBand, outOfBandSize, quickstartProgram, volumeOf } from "../../scripts/example/quickstart";
import { leakedForms, mediaFolder, useSimulatedStack, yamlProgram } from "../helpers/cli-stack";
import { killMidUp } from "./provider-processes";

const wrongKey = "wrong-account-key-3f9d0c2b";

// What a 500 or a hard kill leaves in the state, and what the next `up` then does, is the engine's and the providers'
// logic, the same on every Node version: those tests run on Node 20 only (test:engine runs this file on 22 too, for
// the processes' own behaviour: the reports of a wrong key, the exit of the providers when the CLI is killed).
const onNode20 = process.versions.node.startsWith("20.") ? test : test.skip;

describe("a wrong key and a bad input under the real Pulumi CLI", () => {
  const current = useSimulatedStack(yamlProgram, { siblings: [mediaFolder], config: { "cloudplatform:maxRetries": "0" } });

  test("a wrong key: the output names the status and the operation, never a key", async () => {
    await current.stack.pulumi(["config", "set", "--secret", "cloudplatform:apiKey"], { input: wrongKey });
    const failed = await current.stack.pulumi(["up", "--yes"], { allowFailure: true });
    await current.stack.pulumi(["config", "set", "--secret", "cloudplatform:apiKey"], { input: current.simulator.apiKey });
    expect(failed.code).not.toBe(0);
    const printed = `${failed.stdout}${failed.stderr}`;
    expect(printed).toMatch(/401/);
    expect(printed).toMatch(/getContainerTemplate|getBotDetectionMetrics|getShieldEventLogs|listVolumes/);
    for (const key of [wrongKey, current.simulator.apiKey, current.simulator.videoApiKey]) {
      for (const form of leakedForms(key)) expect(printed).not.toContain(form);
    }
  }, 300_000);

  test("a bad input: the preview fails before any request, naming the property and the rule", async () => {
    await current.stack.pulumi(["config", "set", "shieldZoneId", "zone-twelve"]);
    current.simulator.resetStats();
    const failed = await current.stack.pulumi(["preview"], { allowFailure: true });
    await current.stack.pulumi(["config", "rm", "shieldZoneId"]);
    expect(failed.code).not.toBe(0);
    expect(`${failed.stdout}${failed.stderr}`).toMatch(/shieldZoneId[^\n]*zone-twelve[^\n]*must be a whole number/);
    expect(current.simulator.requests.filter((request) => request.path.includes("zone-twelve"))).toEqual([]);
  }, 300_000);

  test("a killed CLI: the plugin sends nothing more and exits within 10 s", async () => {
    await killMidUp(current, ["up", "--yes"], /pulumi-resource-cloudplatform/);
  }, 300_000);
});

describe("a wrong key and a 500 on one resource under the real Pulumi CLI (the TypeScript quickstart)", () => {
  const current = useSimulatedStack(quickstartProgram, {
    extraPackages: ["typescript", "@types/node"],
    siblings: [mediaFolder],
    config: { "cloudplatform:maxRetries": "0" },
  });

  test("a wrong key: each data function's 401 is reported once, as its message alone, within seconds", async () => {
    await current.stack.pulumi(["config", "set", "--secret", "cloudplatform:apiKey"], { input: wrongKey });
    const started = Date.now();
    const failed = await current.stack.pulumi(["preview"], { allowFailure: true });
    const seconds = (Date.now() - started) / 1000;
    await current.stack.pulumi(["config", "set", "--secret", "cloudplatform:apiKey"], { input: current.simulator.apiKey });
    console.log(`a wrong key in the TypeScript quickstart: the preview failed after ${seconds.toFixed(1)} s`);
    expect(failed.code).not.toBe(0);
    const diagnostics = failed.stdout.slice(failed.stdout.indexOf("Diagnostics:"));
    for (const operation of ["getContainerTemplate", "getBotDetectionMetrics", "getShieldEventLogs"]) {
      expect(diagnostics.match(new RegExp(`error: ${operation} failed: GET \\S+ -> 401[^:\\n]*: `, "g"))).toHaveLength(1);
    }
    expect(diagnostics).not.toMatch(/^\s+at /m);
    expect(diagnostics).not.toContain("apiMessage");
    expect(diagnostics).not.toContain("unhandled exception");
    // Before, the preview had not ended after 300 s: formatting one such error took 60 to 180 s (nodejs/node#64011).
    // The whole preview takes 7 to 27 s here, depending on the machine's load.
    expect(seconds).toBeLessThan(60);
  }, 300_000);

  onNode20("a 500 without --continue-on-error: the update stops, and the next up finishes what was not done", async () => {
    const videosBefore = current.simulator.state.videoLibraries.get("4242")!.videos.size;
    current.simulator.faults.add({ route: "updateVolume", status: 500 });
    const failed = await current.stack.pulumi(["up", "--yes"], { allowFailure: true });
    expect(failed.code).not.toBe(0);
    expect(`${failed.stdout}${failed.stderr}`).toMatch(/500/);
    const { deployment } = await current.stack.exportState();
    expect(deployment.resources.find((resource) => resource.urn.endsWith("::data"))?.id).toBe("app-demo/vol-data");

    current.simulator.faults.clear();
    await current.stack.pulumi(["up", "--yes"]);
    expect(volumeOf(current.simulator).size).toBe(20);
    // One trailer video in the library, whichever up created it: a failed update leaves no orphan.
    expect(current.simulator.state.videoLibraries.get("4242")!.videos.size).toBe(videosBefore + 1);
    await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
  }, 300_000);

  onNode20("a 500 on one resource with --continue-on-error: the others are applied, the next up retries only it", async () => {
    const trailerVideoId = String((await current.stack.outputs()).trailerVideoId);
    volumeOf(current.simulator).size = 10;
    current.simulator.dashboard.updateVideo("4242", trailerVideoId, { title: "Renamed outside Pulumi" });
    current.simulator.faults.add({ route: "updateVolume", status: 500 });
    const failed = await current.stack.pulumi(["up", "--refresh", "--yes", "--continue-on-error"], { allowFailure: true });
    expect(failed.code).not.toBe(0);
    expect(`${failed.stdout}${failed.stderr}`).toMatch(/500/);
    expect(current.simulator.state.videoLibraries.get("4242")!.videos.get(trailerVideoId)?.title).toBe("Quickstart trailer");

    current.simulator.faults.clear();
    current.simulator.resetStats();
    await current.stack.pulumi(["up", "--yes"]);
    const writes = current.simulator.requests.filter((request) => request.method !== "GET").map((r) => r.route);
    expect(writes).toEqual(["updateVolume"]);
    expect(volumeOf(current.simulator).size).toBe(20);
  }, 300_000);

  onNode20("a hard kill during a volume update and a WAF review: pulumi up --refresh puts back the program's values", async () => {
    changeOutOfBand(current.simulator);
    const zone = current.simulator.state.shieldZones.get("12345")!;
    // Both answers held back, then refused: the kill comes first, and the objects stay as they were.
    current.simulator.faults.add({ route: "updateVolume", delayMs: 60_000, status: 503 });
    current.simulator.faults.add({ route: "reviewTriggeredWafRule", delayMs: 60_000, status: 503 });
    current.simulator.resetStats();
    const arrived = (route: string) => current.simulator.requests.some((request) => request.route === route);
    const killed = current.stack.pulumiCut(["up", "--refresh", "--yes"], {
      when: () => ["updateVolume", "reviewTriggeredWafRule"].every(arrived),
      target: "group",
    });
    expect((await killed.ended).code).toBe(-1);
    current.simulator.faults.clear();
    expect(volumeOf(current.simulator).size).toBe(outOfBandSize);
    expect(zone.wafDisabledRules.has("942100")).toBe(true);

    // The killed update left its lock on the state: the CLI says to run `pulumi cancel`.
    const locked = await current.stack.pulumi(["up", "--refresh", "--yes"], { allowFailure: true });
    expect(locked.stderr).toContain("the stack is currently locked");
    await current.stack.pulumi(["cancel", "--yes"]);
    await current.stack.pulumi(["up", "--refresh", "--yes"]);
    expect(volumeOf(current.simulator).size).toBe(20);
    expect(zone.wafLogOnlyRules.has("942100")).toBe(true);
    expect(zone.wafDisabledRules.has("942100")).toBe(false);
    await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
  }, 300_000);

  test("a killed CLI: the dynamic-provider host sends nothing more and exits within 10 s", async () => {
    volumeOf(current.simulator).size = 10;
    await killMidUp(current, ["up", "--refresh", "--yes"], /cmd\/dynamic-provider/);
  }, 300_000);
});
