// examples/python, as written, under the real Pulumi CLI: `pulumi package add` of the plugin folder generates the
// cloudplatform_sdk SDK and installs it with the pulumi SDK from PyPI into a virtualenv in the temporary program folder
// (pip's download cache reused, a network failure retried); then up, drift, refresh, repair, `pulumi import` of a
// Volume with the Python code the CLI writes, an API error as TypeScript shows it, destroy.
import { promises as fs } from "node:fs";
import path from "node:path";
import { changeOutOfBand, outOfBandSize, volumeOf } from "../../scripts/example/quickstart";
import { CloudPlatformClient } from "../../src/client";
import { leakedForms, mediaFolder, plannedSteps, pythonProgram, useSimulatedStack } from "./cli-stack";
import { withDownloadRetries } from "./downloads";

const pipEnv = { PIP_DISABLE_PIP_VERSION_CHECK: "1", PIP_PROGRESS_BAR: "off" };

describe("examples/python through the plugin's generated SDK under the real Pulumi CLI", () => {
  const current = useSimulatedStack(pythonProgram, { siblings: [mediaFolder] });

  test("pulumi package add generates cloudplatform_sdk and installs it into the program's virtualenv", async () => {
    const added = await withDownloadRetries(() =>
      current.stack.run("pulumi", ["package", "add", "./node_modules/pulumi-cloudplatform/provider", "--non-interactive"], {
        allowFailure: true,
        env: pipEnv,
      }),
    );
    expect(added.stdout).toContain("import cloudplatform_sdk as cloudplatform");
    const requirements = await fs.readFile(path.join(current.stack.programDir, "requirements.txt"), "utf8");
    expect(requirements.split("\n")).toContain("sdks/cloudplatform");
    const project = await fs.readFile(path.join(current.stack.programDir, "Pulumi.yaml"), "utf8");
    expect(project).toContain("cloudplatform: ./node_modules/pulumi-cloudplatform/provider");
    const installed = await current.stack.run("venv/bin/python", ["-c", "import cloudplatform_sdk, pulumi; print(pulumi.__file__)"], {});
    expect(installed.stdout).toContain(path.join(current.stack.programDir, "venv"));
  }, 300_000);

  test("pulumi up creates every resource and calls every function", async () => {
    await current.stack.pulumi(["up", "--yes"]);
    expect(await current.stack.outputs()).toMatchObject({
      volumeName: "data",
      volumeSize: 20,
      wafAction: "logOnly",
      videoBytes: (await fs.stat(path.join(mediaFolder, "sample-video.mp4"))).size,
      trailerStatus: "finished",
      containerImage: "ghcr.io/example/web:1.4.2",
      eventLogPages: 5,
    });
    await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
  }, 300_000);

  test("drift is caught, recorded by refresh and repaired by up", async () => {
    changeOutOfBand(current.simulator);
    const drift = await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes", "--json"], { allowFailure: true });
    expect(drift.code).not.toBe(0);
    expect(plannedSteps(drift.stdout)).toEqual(["update data", "update sqli-log-only"]);
    await current.stack.pulumi(["refresh", "--yes"]);
    const { deployment } = await current.stack.exportState();
    expect(deployment.resources.find((resource) => resource.urn.endsWith("::data"))?.outputs?.size).toBe(outOfBandSize);
    await current.stack.pulumi(["up", "--yes"]);
    expect(volumeOf(current.simulator).size).toBe(20);
    await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
  }, 300_000);

  test("an API error shows the message TypeScript shows, never a key", async () => {
    current.simulator.faults.add({ route: "updateVolume", status: 500 });
    const { baseUrl, videoUrl, apiKey, videoApiKey } = current.simulator;
    const client = new CloudPlatformClient({ baseUrl, videoUrl, apiKey, videoApiKey, maxRetries: 0 });
    const typescriptMessage = await client.updateVolume("app-demo", "vol-data", { size: 20 }).then(
      () => "no error",
      (error: Error) => error.message,
    );
    volumeOf(current.simulator).size = 10;
    await current.stack.pulumi(["config", "set", "cloudplatform:maxRetries", "0"]);
    const failed = await current.stack.pulumi(["up", "--refresh", "--yes"], { allowFailure: true });
    current.simulator.faults.clear();
    await current.stack.pulumi(["config", "rm", "cloudplatform:maxRetries"]);
    expect(failed.code).not.toBe(0);
    expect(typescriptMessage).toMatch(/updateVolume.*500/s);
    expect(`${failed.stdout}${failed.stderr}`.replace(/\s+/g, " ")).toContain(typescriptMessage.replace(/\s+/g, " "));
    await current.stack.pulumi(["up", "--yes"]);
    expect(volumeOf(current.simulator).size).toBe(20);
  }, 300_000);

  test("pulumi import of a Volume: the Python code it writes, added to the program, shows no change", async () => {
    const generated = path.join(current.stack.programDir, "..", "imported.py");
    await current.stack.pulumi(["import", "cloudplatform:index:Volume", "logs", "app-demo/vol-logs", "--out", generated, "--yes"]);
    const code = await fs.readFile(generated, "utf8");
    expect(code).toContain('logs = cloudplatform.Volume("logs"');
    await fs.appendFile(path.join(current.stack.programDir, "__main__.py"), `\n${code}`);
    const preview = await current.stack.pulumi(["preview", "--expect-no-changes", "--json"]);
    expect(plannedSteps(preview.stdout)).toEqual([]);
    const { deployment } = await current.stack.exportState();
    expect(deployment.resources.find((resource) => resource.urn.endsWith("::logs"))?.protect).toBe(true);
  }, 300_000);

  test("destroy, once unprotected, deletes the video the program created and ends clean", async () => {
    const trailerVideoId = String((await current.stack.outputs()).trailerVideoId);
    await current.stack.pulumi(["state", "unprotect", "--all", "--yes"]);
    current.simulator.resetStats();
    await current.stack.pulumi(["destroy", "--yes"]);
    const writes = current.simulator.requests.filter((request) => request.method !== "GET").map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual([`DELETE /video/library/4242/videos/${trailerVideoId}`]);
    const { deployment } = await current.stack.exportState();
    expect(deployment.resources ?? []).toEqual([]);
  }, 300_000);

  test("no command printed a key", () => {
    for (const key of [current.simulator.apiKey, current.simulator.videoApiKey]) {
      for (const form of leakedForms(key)) expect(current.stack.printed()).not.toContain(form);
    }
  });
});
