// The quickstart (every resource and data function, as dynamic resources) run by the real Pulumi CLI against the
// simulator: up, a clean drift check, drift of every kind caught and shown as the step that undoes it, refresh,
// repair, destroy.
import type { RunningSimulator } from "../../src/simulator";
import {
  changeDnsOutOfBand,
  changeOutOfBand,
  outOfBandAddress,
  outOfBandSize,
  quickstartDns,
  quickstartProgram,
  simulatorProgramConfig,
  volumeOf,
  wwwAddress,
} from "../../scripts/example/quickstart";
import { leakedForms, mediaFolder, plannedSteps, useSimulatedStack } from "../helpers/cli-stack";
import { createdObjectDeletes, dnsDeletes, expectDestroyWrites, expectRegistryAndAccessListCreated, expectStorageZoneCreated } from "./quickstart-checks";

const libraryId = "4242";
const introVideoId = "5f3b6c1e-0000-4000-8000-000000000001";
const entryModule = /^exports\.handler = \(\) => require\("pulumi-cloudplatform\/dist\/providers\/entry\/[a-z-]+\.js"\);$/;

describe("the TypeScript quickstart under the real Pulumi CLI", () => {
  const current = useSimulatedStack(quickstartProgram, {
    extraPackages: ["typescript", "@types/node"],
    siblings: [mediaFolder],
    config: simulatorProgramConfig,
    simulator: { encodeVideoFilesOnly: true },
  });

  test("pulumi up creates every resource and exports every data function's result", async () => {
    await current.stack.pulumi(["up", "--yes"]);
    const outputs = await current.stack.outputs();
    expect(outputs).toMatchObject({
      volumeName: "data",
      volumeSize: 20,
      certificateHostname: "cdn.example.com",
      wafAction: "logOnly",
      videoBytes: 5157,
      trailerStatus: "finished",
      containerImage: "ghcr.io/example/web:1.4.2",
      contractBillingType: "postPaid",
      eventLogPagesToday: 5,
      wwwAddress,
    });
    expect(outputs.videoSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(volumeOf(current.simulator).size).toBe(20);
    expect(await quickstartDns(current.simulator)).toEqual({ loggingEnabled: true, wwwValue: wwwAddress });
    expect(scans(current.simulator)).toEqual([200]);
    const scan = (await current.stack.exportState()).deployment.resources.find((resource) => resource.urn.endsWith("::site-scan"));
    expect(outputs.dnsScanJobId).toBe(scan?.outputs?.jobId);
    expect(outputs.dnsScanJobId).not.toBe("00000000-0000-4000-8000-000000000000");
    await expectStorageZoneCreated(current);
    await expectRegistryAndAccessListCreated(current);
  }, 300_000);

  test("the state holds the keys only as secrets and each __provider as the require of an entry module", async () => {
    const { text, deployment } = await current.stack.exportState();
    for (const key of [current.simulator.apiKey, current.simulator.videoApiKey]) {
      for (const form of leakedForms(key)) expect(text).not.toContain(form);
    }
    const dynamic = deployment.resources.filter((resource) => resource.type.startsWith("pulumi-nodejs:dynamic/"));
    expect(dynamic).toHaveLength(11);
    for (const resource of dynamic) {
      expect(resource.inputs?.__provider).toMatch(entryModule);
      expect(resource.outputs?.__provider).toMatch(entryModule);
    }
  }, 120_000);

  test("pulumi preview --refresh --expect-no-changes passes right after up", async () => {
    await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
  }, 300_000);

  test("drift of every kind fails the check and shows the step that undoes it, nothing for the others", async () => {
    const trailerVideoId = String((await current.stack.outputs()).trailerVideoId);
    changeOutOfBand(current.simulator);
    await changeDnsOutOfBand(current.simulator);
    current.simulator.dashboard.removeCertificate("cdn.example.com");
    current.simulator.dashboard.updateVideo(libraryId, trailerVideoId, { title: "Renamed outside Pulumi" });
    current.simulator.dashboard.deleteVideo(libraryId, introVideoId);

    const drift = await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes", "--json"], { allowFailure: true });
    expect(drift.code).not.toBe(0);
    expect(drift.stderr).toContain("no changes were expected");
    expect(plannedSteps(drift.stdout)).toEqual([
      "create intro",
      "replace cdn",
      "update data",
      "update site",
      "update sqli-log-only",
      "update trailer",
      "update www",
    ]);
  }, 300_000);

  test("pulumi refresh records what it found and writes nothing", async () => {
    const writesBefore = writes(current.simulator);
    await current.stack.pulumi(["refresh", "--yes"]);
    expect(writes(current.simulator)).toEqual(writesBefore);
    const { deployment } = await current.stack.exportState();
    const byName = (name: string) => deployment.resources.find((resource) => resource.urn.endsWith(`::${name}`));
    expect(byName("intro")).toBeUndefined();
    expect(byName("data")?.outputs?.size).toBe(outOfBandSize);
    expect(byName("cdn")?.outputs?.hasCertificate).toBe(false);
    expect(byName("trailer")?.outputs?.title).toBe("Renamed outside Pulumi");
    expect(byName("www")?.outputs?.value).toBe(outOfBandAddress);
    expect(byName("site")?.outputs?.loggingEnabled).toBe(false);
  }, 300_000);

  test("pulumi up repairs every drift, and the next check is clean", async () => {
    // The deleted video is made again with the id the program names, as its owner would before the next up.
    current.simulator.state.videoLibraries.get(libraryId)!.videos.set(introVideoId, { title: "Intro" });
    await current.stack.pulumi(["up", "--yes"]);
    expect(volumeOf(current.simulator).size).toBe(20);
    expect(await quickstartDns(current.simulator)).toEqual({ loggingEnabled: true, wwwValue: wwwAddress });
    const zone = current.simulator.state.shieldZones.get("12345")!;
    expect(zone.wafLogOnlyRules.has("942100")).toBe(true);
    expect(zone.wafDisabledRules.has("942100")).toBe(false);
    const outputs = await current.stack.outputs();
    const trailer = current.simulator.state.videoLibraries.get(libraryId)!.videos.get(String(outputs.trailerVideoId));
    expect(trailer?.title).toBe("Quickstart trailer");
    expect(current.simulator.state.videoLibraries.get(libraryId)!.videos.get(introVideoId)?.upload?.sha256).toBe(
      outputs.videoSha256,
    );
    await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
    // The www record was updated, not made anew: the scan it triggers did not run again.
    expect(scans(current.simulator)).toEqual([200]);
  }, 300_000);

  test("the keys appear in no log, even at -v=9 with --logflow", async () => {
    const verbose = await current.stack.pulumi(["preview", "--refresh", "-v=9", "--logflow", "--logtostderr"]);
    expect(verbose.stderr.length).toBeGreaterThan(100_000);
    for (const key of [current.simulator.apiKey, current.simulator.videoApiKey]) {
      for (const form of leakedForms(key)) expect(`${verbose.stdout}${verbose.stderr}`).not.toContain(form);
    }
  }, 300_000);

  test("pulumi import of a dynamic resource fails as upstream's dynamic providers do (pulumi/pulumi#16175)", async () => {
    const before = (await current.stack.exportState()).deployment.resources.length;
    const attempt = await current.stack.pulumi(["import", "pulumi-nodejs:dynamic/cloudplatform:Volume", "logs", "app-demo/vol-logs", "--yes"], {
      allowFailure: true,
    });
    expect(attempt.code).not.toBe(0);
    expect(attempt.stdout).toContain("code must be a string, not undefined");
    expect((await current.stack.exportState()).deployment.resources).toHaveLength(before);
  }, 300_000);

  test("pulumi destroy deletes the video, DNS objects, storage zone, registry and access list it created, calls nothing for those that only forget and says so", async () => {
    const trailerVideoId = String((await current.stack.outputs()).trailerVideoId);
    const dns = await dnsDeletes(current);
    const created = await createdObjectDeletes(current);
    current.simulator.resetStats();
    const destroyed = await current.stack.pulumi(["destroy", "--yes"]);
    const forgotten = ["Volume app-demo/vol-data", "ExternalDnsCertificate cdn.example.com", "WafRuleReview 12345/942100"];
    for (const resource of [...forgotten, `VideoUpload ${libraryId}/${introVideoId}`]) {
      expect(destroyed.stdout).toContain(`${resource} was forgotten, not deleted: it still exists as it was`);
    }
    expect(destroyed.stdout).not.toMatch(/Video \S+ was forgotten/);
    const calls = current.simulator.requests.map((request) => `${request.method} ${request.path}`);
    expectDestroyWrites(calls, [`DELETE /video/library/${libraryId}/videos/${trailerVideoId}`, ...created], dns);
    expect(current.simulator.state.videoLibraries.get(libraryId)!.videos.has(trailerVideoId)).toBe(false);
    expect(current.simulator.state.videoLibraries.get(libraryId)!.videos.has(introVideoId)).toBe(true);
  }, 300_000);

  test("no command printed a key", () => {
    const printed = current.stack.printed();
    for (const key of [current.simulator.apiKey, current.simulator.videoApiKey]) {
      for (const form of leakedForms(key)) expect(printed).not.toContain(form);
    }
  });
});

/** The statuses of the simulator's scans of a domain's records. */
function scans(simulator: RunningSimulator): number[] {
  return simulator.requests.filter((request) => request.method === "POST" && request.path === "/dnszone/records/scan").map((request) => request.status);
}

/** The simulator's requests that are not reads. */
function writes(simulator: RunningSimulator): string[] {
  return simulator.requests.filter((request) => request.method !== "GET").map((r) => `${r.method} ${r.path}`);
}
