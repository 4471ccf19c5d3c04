import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { installPackage } from "../helpers/installed-package";
import type { InstalledProgram } from "../helpers/engine/program-install";
import { pluginBin, runPluginCommand, startPlugin } from "../helpers/plugin";

const run = promisify(execFile);
let program: InstalledProgram;

beforeAll(async () => {
  program = await installPackage();
}, 300_000);

describe("starting the plugin as Pulumi starts it", () => {
  it.each([
    ["the package's bin", () => pluginBin],
    ["node <@pulumi/pulumi>/cmd/run-plugin <PulumiPlugin folder>", () => runPluginCommand(program)],
  ])("%s prints the port alone on stdout's first line and answers on 127.0.0.1", async (_how, command) => {
    const plugin = await startPlugin(program, { plugin: command() });
    try {
      expect(plugin.stdout).toMatch(/^\d+\n$/);
      expect((await plugin.getPluginInfo()).version).toMatch(/^\d+\.\d+\.\d+/);
      expect(plugin.timings.startMs).toBeGreaterThan(0);
    } finally {
      await plugin.close();
    }
  });

  it("without the engine's address, says how to run it and exits", async () => {
    const error = await run(path.join(program.dir, pluginBin[0]), [], { cwd: program.dir }).catch((caught) => caught);
    expect(error.code).toBe(1);
    expect(error.stdout).toBe("");
    expect(error.stderr).toContain("usage: pulumi-resource-cloudplatform <engine address>");
  });
});
