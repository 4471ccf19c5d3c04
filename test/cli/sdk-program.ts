// The quickstart in a language whose SDK `pulumi package add` generates from the plugin (examples/python,
// examples/go), as a user runs it under the real Pulumi CLI: package add, up, drift, refresh, repair, an API error as
// TypeScript shows it, `pulumi import` of a Volume with the code the CLI writes in that language, destroy.
import { promises as fs } from "node:fs";
import path from "node:path";
import { changeOutOfBand, outOfBandSize, volumeOf } from "../../scripts/example/quickstart";
import { CloudPlatformClient } from "../../src/client";
import { leakedForms, mediaFolder, plannedSteps, useSimulatedStack, type CommandResult } from "./cli-stack";
import { withDownloadRetries } from "./downloads";

export interface SdkProgram {
  /** The example folder, copied as it is into a temporary workspace. */
  source: string;
  /** What the CLI prints after `package add`: how to import the generated SDK. */
  importInstruction: string;
  /** Environment of `pulumi package add`, which installs the program's dependencies. */
  installEnv?: Record<string, string>;
  /** Checks what `package add` left in the program folder. */
  checkInstalled(programDir: string, run: (command: string, args: string[]) => Promise<CommandResult>): Promise<void>;
  /** The file `pulumi import --out` writes, by its name in the workspace. */
  importedFile: string;
  /** A line of the code `pulumi import` writes for the Volume `logs`. */
  importedDeclaration: string;
  /** Adds the code `pulumi import` wrote to the program. */
  addImported(programDir: string, code: string): Promise<void>;
}

/** The tests of one SDK program, in a `describe` of their own. */
export function describeSdkProgram(name: string, program: SdkProgram): void {
  describe(name, () => {
    const current = useSimulatedStack(program.source, { siblings: [mediaFolder] });

    test("pulumi package add generates the SDK under sdks/ and installs it", async () => {
      const added = await withDownloadRetries(() =>
        current.stack.run("pulumi", ["package", "add", "./node_modules/pulumi-cloudplatform/provider", "--non-interactive"], {
          allowFailure: true,
          env: program.installEnv,
        }),
      );
      expect(added.stdout).toContain(program.importInstruction);
      const project = await fs.readFile(path.join(current.stack.programDir, "Pulumi.yaml"), "utf8");
      expect(project).toContain("cloudplatform: ./node_modules/pulumi-cloudplatform/provider");
      await program.checkInstalled(current.stack.programDir, (command, args) => current.stack.run(command, args, {}));
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

    test("pulumi import of a Volume: the code it writes, added to the program, shows no change", async () => {
      const generated = path.join(current.stack.programDir, "..", program.importedFile);
      await current.stack.pulumi(["import", "cloudplatform:index:Volume", "logs", "app-demo/vol-logs", "--out", generated, "--yes"]);
      const code = await fs.readFile(generated, "utf8");
      expect(code).toContain(program.importedDeclaration);
      await program.addImported(current.stack.programDir, code);
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
}
