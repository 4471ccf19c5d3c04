import { execFile } from "node:child_process";
import fs from "node:fs";
import * as nodeModule from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { installPackage } from "../helpers/installed-package";
import type { InstalledProgram } from "../helpers/engine/program-install";
import { pluginBin, runPluginCommand, startAndInterrupt, startPlugin } from "../helpers/plugin";

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

/** Whether this Node has a compile cache (22.1 and later). */
const nodeCompileCache = "enableCompileCache" in nodeModule;

describe("Node's compile cache", () => {
  it(
    nodeCompileCache
      ? "a plugin ended as the engine ends it (SIGINT) leaves the code of its modules cached, and the next start uses it"
      : "on a Node without a compile cache (before 22.1), the plugin writes none",
    async () => {
      const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "plugin-compile-cache-"));
      try {
        const env = { NODE_COMPILE_CACHE: cacheDir, NODE_DEBUG_NATIVE: "COMPILE_CACHE" };
        const bin = [path.join(program.dir, pluginBin[0])];
        await startAndInterrupt(bin, env);
        const cached = fs.readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
        if (!nodeCompileCache) {
          expect(cached).toEqual([]);
          return;
        }
        expect(cached.length).toBeGreaterThan(100);
        const { stderr: second } = await startAndInterrupt(bin, env);
        for (const module of ["pulumi-cloudplatform/dist/plugin/serve.js", "pulumi-cloudplatform/dist/client/client.js", "zod/v4/core/schemas.cjs"]) {
          expect(second).toContain(`cache for ${path.join(program.dir, "node_modules", module)} was accepted`);
        }
      } finally {
        fs.rmSync(cacheDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
