import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(__dirname, "..", "..");

/**
 * The modules a new process has loaded once it ran `script` (TypeScript run in place by scripts/register.js, `plugin` a
 * new CloudPlatformPlugin), by their paths under the repository: `src/providers/volume.ts`, `node_modules/zod/...`.
 */
async function loadedAfter(script: string): Promise<string[]> {
  const source = `
    const { CloudPlatformPlugin } = require("./src/plugin/plugin");
    const plugin = new CloudPlatformPlugin();
    Promise.resolve((async () => { ${script} })()).then(() => {
      const root = ${JSON.stringify(root + path.sep)};
      const loaded = Object.keys(require.cache).filter((file) => file.startsWith(root)).map((file) => file.slice(root.length));
      process.stdout.write(JSON.stringify(loaded));
    });`;
  const { stdout } = await run(process.execPath, ["-r", "./scripts/register.js", "-e", source], { cwd: root });
  return JSON.parse(stdout) as string[];
}

describe("what the plugin loads", () => {
  it("starts without loading any resource's definition or the data functions", async () => {
    const loaded = await loadedAfter("");
    expect(loaded).not.toContainEqual(expect.stringMatching(/^src\/providers\/(volume|dns-zone|video)\.ts$/));
    expect(loaded).not.toContain("src/data/definitions.ts");
  }, 60_000);

  it("loads the definition of a resource on its first call, and no other's", async () => {
    const loaded = await loadedAfter(
      'const calls = plugin.resource("urn:pulumi:dev::p::cloudplatform:index:Volume::data"); if (!calls) throw new Error();',
    );
    expect(loaded).toContain("src/providers/volume.ts");
    expect(loaded).not.toContain("src/providers/dns-zone.ts");
    expect(loaded).not.toContain("src/data/definitions.ts");
    // @pulumi/pulumi's runtime (most of the package, a fifth of a second to load) serves programs, not this process.
    expect(loaded).not.toContainEqual(expect.stringMatching(/^node_modules\/@pulumi\/pulumi\/runtime\//));
  }, 60_000);

  it("names every resource type it serves when asked for one it does not", async () => {
    const loaded = await loadedAfter(
      'try { plugin.resource("urn:pulumi:dev::p::cloudplatform:index:Nothing::x"); } catch (error) { if (!/serves .*cloudplatform:index:DnsZone/.test(error.message)) throw error; return; } throw new Error("served");',
    );
    expect(loaded).not.toContain("src/providers/dns-zone.ts");
  }, 60_000);
});
