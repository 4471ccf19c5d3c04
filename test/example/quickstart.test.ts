// The sequence `npm run example` runs with the Pulumi CLI (up, preview --refresh
// --expect-no-changes, out-of-band drift caught on the WAF rule, the volume and the DNS zone and record, destroy), run here on the real example program
// through the real dynamic-provider host, with the package installed as a user installs it.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  changeDnsOutOfBand,
  mediaFolder,
  quickstartDns,
  quickstartSimulatorOptions,
  simulatorProgramConfig,
  wwwAddress,
} from "../../scripts/example/quickstart";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { simulatorSettings } from "../helpers/installed-package";
import { installPackageIntoProgram } from "../helpers/engine/program-install";
import { StackRunner } from "../helpers/engine/stack-runner";

const repoRoot = path.resolve(__dirname, "../..");
const exampleProgram = path.join(repoRoot, "examples", "quickstart", "index.ts");
const videoId = "5f3b6c1e-0000-4000-8000-000000000001";

let simulator: RunningSimulator;
let stack: StackRunner;
/** Everything the runs below returned, scanned for keys at the end. */
const transcript: unknown[] = [];

beforeAll(async () => {
  simulator = await startSimulator({
    apiKey: "quickstart-account-key-3f9a",
    videoApiKey: "quickstart-video-key-7c21",
    ...quickstartSimulatorOptions,
  });
  const program = await installPackageIntoProgram(repoRoot);
  const config = { ...simulatorSettings(simulator), ...simulatorProgramConfig };
  stack = await StackRunner.create(program, { config }, exampleProgram, config, [mediaFolder]);
}, 180_000);

afterAll(async () => {
  await stack?.dispose();
  await simulator?.close();
});

async function record<T>(result: Promise<T>): Promise<T> {
  const value = await result;
  transcript.push(value, [...stack.state.values()]);
  return value;
}

const volume = () => simulator.state.apps.get("app-demo")!.volumes.get("vol-data")!;

test("pulumi up creates every resource and exports the data functions' results", async () => {
  const run = await record(stack.up());

  expect(Object.fromEntries(run.steps.map((s) => [s.urn.split("::").pop(), s.op]))).toEqual({
    data: "create",
    cdn: "create",
    "sqli-log-only": "create",
    intro: "create",
    trailer: "create",
    site: "create",
    www: "create",
    assets: "create",
  });
  expect(await quickstartDns(simulator)).toEqual({ loggingEnabled: true, wwwValue: wwwAddress });
  expect(volume()).toMatchObject({ name: "data", size: 20 });
  expect(simulator.state.certificates.get("cdn.example.com")!.completed).toBe(1);
  expect(simulator.state.shieldZones.get("12345")!.wafReviews.get("942100")).toBe(1);
  const upload = simulator.state.videoLibraries.get("4242")!.videos.get(videoId)!.upload!;
  const sampleVideo = readFileSync(path.join(mediaFolder, "sample-video.mp4"));
  expect(upload.sha256).toBe(createHash("sha256").update(sampleVideo).digest("hex"));
  expect(upload.query).toMatchObject({ enabledResolutions: "720p,1080p", transcribeLanguages: "en,de" });

  expect(run.outputs).toMatchObject({
    volumeName: "data",
    volumeSize: 20,
    certificateHostname: "cdn.example.com",
    wafAction: "logOnly",
    videoSha256: upload.sha256,
    videoBytes: sampleVideo.length,
    contractBillingType: expect.stringMatching(/^(payAsYouGo|postPaid)$/),
    wwwAddress,
  });
  const trailer = simulator.state.videoLibraries.get("4242")!.videos.get(run.outputs.trailerVideoId as string)!;
  expect(trailer).toMatchObject({ title: "Quickstart trailer", upload: { sha256: upload.sha256, query: { enabledResolutions: "720p" } } });
  expect(run.outputs.trailerStatus).toBe("finished");
  expect(run.outputs.containerImage).toEqual(expect.any(String));
  expect((run.outputs.containerEndpoints as string[]).length).toBeGreaterThan(0);
  expect(run.outputs.eventLogPagesToday).toBeGreaterThan(1);
  expect(run.outputs.eventLogEntriesToday).toBeGreaterThan(100);
});

test("preview --refresh --expect-no-changes finds nothing to do after up", async () => {
  const requestsBefore = simulator.requests.length;
  const refreshed = await record(stack.refresh());
  const preview = await record(stack.preview());

  expect(refreshed).toEqual({ changed: [], gone: [] });
  expect(preview.steps.map((s) => s.op)).toEqual(["same", "same", "same", "same", "same", "same", "same", "same"]);
  const writes = simulator.requests.slice(requestsBefore).filter((r) => r.method !== "GET");
  expect(writes).toEqual([]);
});

test("a WAF rule disabled in the dashboard is caught as drift by preview --refresh, and the next up reviews it again", async () => {
  simulator.dashboard.setWafRuleLists("12345", { disabled: ["920350", "942100"], logOnly: ["913100"] });

  const refreshed = await record(stack.refresh());
  const preview = await record(stack.preview());

  expect(refreshed.changed).toEqual([expect.stringMatching(/::sqli-log-only$/)]);
  expect(preview.steps.filter((s) => s.op !== "same").map((s) => [s.urn.split("::").pop(), s.op])).toEqual([["sqli-log-only", "update"]]);
  const run = await record(stack.up());
  expect(run.steps.filter((s) => s.op !== "same").map((s) => s.op)).toEqual(["update"]);
  expect(simulator.state.shieldZones.get("12345")!.wafLogOnlyRules.has("942100")).toBe(true);
  expect((await record(stack.refresh())).changed).toEqual([]);
});

test("a DNS zone and record changed through the API are caught as drift by preview --refresh, and the next up undoes both", async () => {
  await changeDnsOutOfBand(simulator);

  const refreshed = await record(stack.refresh());
  const preview = await record(stack.preview());

  expect(refreshed.changed.map((urn) => urn.split("::").pop()).sort()).toEqual(["site", "www"]);
  const planned = preview.steps.filter((s) => s.op !== "same").map((s) => [s.urn.split("::").pop(), s.op]);
  expect(planned.sort()).toEqual([
    ["site", "update"],
    ["www", "update"],
  ]);
  const requestsBefore = simulator.requests.length;
  await record(stack.up());
  const writes = simulator.requests.slice(requestsBefore).filter((r) => r.method !== "GET");
  expect(writes.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body)}`).sort()).toEqual(
    [
      expect.stringMatching(/^POST \/dnszone\/\d+ \{"LoggingEnabled":true\}$/),
      expect.stringMatching(/^POST \/dnszone\/\d+\/records\/\d+ \{"Value":"203.0.113.7"\}$/),
    ],
  );
  expect(await quickstartDns(simulator)).toEqual({ loggingEnabled: true, wwwValue: wwwAddress });
});

test("a volume resized outside Pulumi is caught as drift by preview --refresh", async () => {
  volume().size = 35;

  const refreshed = await record(stack.refresh());
  const preview = await record(stack.preview());

  expect(refreshed.changed).toEqual([expect.stringMatching(/::data$/)]);
  const volumeStep = preview.steps.find((s) => s.urn.endsWith("::data"))!;
  expect(volumeStep.op).toBe("update");
  expect(preview.steps.filter((s) => s.op !== "same")).toHaveLength(1);
  expect(volume().size).toBe(35);
});

test("the next up puts the volume back, and destroy deletes the created video, DNS objects and storage zone and forgets the others", async () => {
  const run = await record(stack.up());
  expect(run.steps.filter((s) => s.op !== "same").map((s) => s.op)).toEqual(["update"]);
  expect(volume().size).toBe(20);

  const trailerId = run.outputs.trailerVideoId as string;
  const requestsBefore = simulator.requests.length;
  await stack.destroy();

  expect(stack.state.size).toBe(0);
  const deletes = simulator.requests.slice(requestsBefore).map((r) => `${r.method} ${r.path}`);
  const zoneId = String(run.outputs.dnsZoneId);
  expect(deletes.filter((call) => !call.includes("/dnszone/")).sort()).toEqual(
    [`DELETE /video/library/4242/videos/${trailerId}`, `DELETE /storagezone/${String(run.outputs.storageZoneId)}`].sort(),
  );
  expect(deletes.filter((call) => call.includes("/dnszone/"))).toEqual([
    expect.stringMatching(new RegExp(`^DELETE /dnszone/${zoneId}/records/\\d+$`)),
    `DELETE /dnszone/${zoneId}`,
  ]);
  expect(simulator.state.videoLibraries.get("4242")!.videos.has(trailerId)).toBe(false);
  expect(volume()).toMatchObject({ name: "data", size: 20 });
});

test("no key appears in any state, output or step above, nor in what the host printed", async () => {
  expect(transcript.length).toBeGreaterThan(10);
  const seen = JSON.stringify(transcript) + stack.hostOutput;
  expect(seen).not.toContain(simulator.apiKey);
  expect(seen).not.toContain(simulator.videoApiKey);
});
