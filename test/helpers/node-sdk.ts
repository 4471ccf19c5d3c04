import { promises as fs } from "node:fs";
import path from "node:path";
import type { CliStack } from "./cli-stack";

/**
 * `pulumi package gen-sdk` of the plugin folder for Node.js into sdks/nodejs, then what `npm install ./sdks/nodejs` does,
 * without the registry: the SDK's own postinstall script compiles it with the program's TypeScript, and node_modules
 * gets a link to it. (The program's node_modules is a link to the shared install: it becomes a folder of links to that
 * install's entries, and one to the SDK.)
 */
export async function installNodeSdk(stack: CliStack): Promise<void> {
  const provider = "./node_modules/pulumi-cloudplatform/provider";
  const generated = await stack.run("pulumi", ["package", "gen-sdk", provider, "--language", "nodejs", "--local", "--out", "sdks", "--non-interactive"], {});
  if (!`${generated.stdout}${generated.stderr}`.includes("sdks/nodejs")) {
    throw new Error(`pulumi package gen-sdk named no sdks/nodejs:\n${generated.stdout}\n${generated.stderr}`);
  }
  const sdkDir = path.join(stack.programDir, "sdks", "nodejs");
  const { name } = JSON.parse(await fs.readFile(path.join(sdkDir, "package.json"), "utf8"));
  if (name !== "cloudplatform-sdk") throw new Error(`the generated Node SDK is named ${name}, not cloudplatform-sdk`);
  await stack.run("sh", ["-c", 'cd sdks/nodejs && PATH="$PWD/../../node_modules/.bin:$PATH" node scripts/postinstall.js'], {});
  const modules = path.join(stack.programDir, "node_modules");
  const installed = await fs.realpath(modules);
  await fs.rm(modules);
  await fs.mkdir(modules);
  for (const entry of await fs.readdir(installed)) await fs.symlink(path.join(installed, entry), path.join(modules, entry));
  await fs.symlink(sdkDir, path.join(modules, "cloudplatform-sdk"), "dir");
}
