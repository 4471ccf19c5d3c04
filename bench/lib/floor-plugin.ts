import { promises as fs } from "node:fs";
import path from "node:path";
import type { RunningSimulator } from "../../src/simulator";
import { packageVersion } from "../../src/package-version";
import type { CliStack } from "../../test/helpers/cli-stack";

/** The program's plugin folder as the plugin program's Pulumi.yaml names it, and the folder that replaces it. */
const pluginFolder = { installed: "./node_modules/.bin", floor: "./floor-plugin" };

/**
 * Serves the provider that `providerFile` exports (a dynamic provider's `handler`, as the floor's) to the stack's
 * program as its `cloudplatform` plugin, in place of the package's: an executable `pulumi-resource-cloudplatform` in
 * the program folder's `floor-plugin`, run by `@pulumi/pulumi`'s provider server, and the program's Pulumi.yaml pointed
 * at it. That server passes the engine's config to no provider, so the simulator's addresses and keys are written into
 * the plugin.
 */
export async function installFloorPlugin(stack: CliStack, sim: RunningSimulator, providerFile: string): Promise<void> {
  const folder = path.join(stack.programDir, pluginFolder.floor);
  await fs.mkdir(folder, { recursive: true });
  const settings = {
    "cloudplatform:baseUrl": sim.baseUrl,
    "cloudplatform:videoUrl": sim.videoUrl,
    "cloudplatform:apiKey": sim.apiKey,
    "cloudplatform:videoApiKey": sim.videoApiKey,
  };
  const plugin = path.join(folder, "pulumi-resource-cloudplatform");
  await fs.writeFile(
    plugin,
    `#!/usr/bin/env node
const { main } = require("@pulumi/pulumi/provider");
const provider = require(${JSON.stringify(providerFile)}).handler();
const configured = provider.configure({ config: new Map(Object.entries(${JSON.stringify(settings)})) });
main({
  version: ${JSON.stringify(packageVersion)},
  check: async (urn, olds, news) => provider.check(olds, news),
  create: async (urn, inputs) => (await configured, provider.create(inputs)),
  read: async (id, urn, props) => (await configured, provider.read(id, props)),
  delete: async (id, urn, props) => (await configured, provider.delete(id, props)),
}, process.argv.slice(2));
`,
    { mode: 0o755 },
  );
  const project = path.join(stack.programDir, "Pulumi.yaml");
  const text = await fs.readFile(project, "utf8");
  if (!text.includes(`path: ${pluginFolder.installed}`)) throw new Error(`${project} names no plugin at ${pluginFolder.installed}`);
  await fs.writeFile(project, text.replace(`path: ${pluginFolder.installed}`, `path: ${pluginFolder.floor}`));
}
