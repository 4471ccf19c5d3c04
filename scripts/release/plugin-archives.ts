import fs from "node:fs";
import path from "node:path";
import { run, runDownloading } from "./run";

/** The platforms a plugin archive is written for: the folder inside is the same, the CLI picks the archive by name. */
export const pluginPlatforms = ["linux-amd64", "linux-arm64", "darwin-amd64", "darwin-arm64"] as const;

/** The plugin archive's name, as `pulumi plugin install` and a `pluginDownloadURL` look it up. */
export function pluginArchiveName(version: string, platform: (typeof pluginPlatforms)[number]): string {
  return `pulumi-resource-cloudplatform-v${version}-${platform}.tar.gz`;
}

/**
 * npm settings of the plugin folder. The CLI runs `npm install` in it when it installs the plugin; with them, that
 * install takes the `node_modules` the archive ships and asks no registry. `legacy-peer-deps` keeps
 * `@pulumi/pulumi`'s peer dependencies (TypeScript, ts-node), which only programs need, out of the folder.
 */
const pluginNpmSettings = ["offline=true", "audit=false", "fund=false", "update-notifier=false", "legacy-peer-deps=true"];

/**
 * Writes the plugin folder (the staged package's compiled code, its dependencies installed, and the files the CLI
 * reads) under `stage`, and archives it once per platform into `out`. Returns the archives' names.
 */
export async function writePluginArchives(root: string, stagedPackage: string, version: string, stage: string, out: string): Promise<string[]> {
  const folder = path.join(stage, "plugin");
  fs.cpSync(path.join(stagedPackage, "dist"), path.join(folder, "dist"), { recursive: true });
  fs.writeFileSync(path.join(folder, "PulumiPlugin.yaml"), "runtime: nodejs\n");
  fs.writeFileSync(path.join(folder, "index.js"), 'module.exports = require("./dist/plugin/main.js").main;\n');
  fs.writeFileSync(path.join(folder, ".npmrc"), `${pluginNpmSettings.join("\n")}\n`);
  const staged = JSON.parse(fs.readFileSync(path.join(stagedPackage, "package.json"), "utf8")) as { license: string; dependencies: Record<string, string> };
  const installed = (name: string) => (JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
  const dependencies = Object.fromEntries([...Object.keys(staged.dependencies), "@pulumi/pulumi"].sort().map((name) => [name, installed(name)]));
  const manifest = {
    name: "pulumi-resource-cloudplatform",
    version,
    private: true,
    description: "The cloudplatform resource provider plugin, with its dependencies.",
    license: staged.license,
    main: "index.js",
    dependencies,
  };
  fs.writeFileSync(path.join(folder, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await runDownloading("npm", ["install", "--omit=dev", "--prefer-offline", "--offline=false", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: folder });
  const [first, ...others] = pluginPlatforms.map((platform) => pluginArchiveName(version, platform));
  await run("tar", ["--sort=name", "--owner=0", "--group=0", "--numeric-owner", "-czf", path.join(out, first), "-C", folder, "."], { cwd: folder });
  for (const name of others) fs.copyFileSync(path.join(out, first), path.join(out, name));
  return [first, ...others];
}
