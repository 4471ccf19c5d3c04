import fs from "node:fs";
import path from "node:path";
import { run } from "./run";

/** The npm tarball's file name for a version, as `npm pack` names it. */
export function packageTarballName(version: string): string {
  return `pulumi-cloudplatform-${version}.tgz`;
}

/**
 * Copies the files `npm pack` takes from the built checkout into `stage`, with the release's version in package.json,
 * and packs them into `out`. Returns the staged package folder, which the plugin archive is made from.
 */
export async function packPackage(root: string, version: string, stage: string, out: string): Promise<string> {
  const listing = JSON.parse(await run("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: root })) as [{ files: { path: string }[] }];
  const staged = path.join(stage, "package");
  for (const { path: file } of listing[0].files) {
    fs.mkdirSync(path.dirname(path.join(staged, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(staged, file));
  }
  const manifestFile = path.join(staged, "package.json");
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as { version: string };
  manifest.version = version;
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  await run("npm", ["pack", "--ignore-scripts", "--pack-destination", out], { cwd: staged });
  if (!fs.existsSync(path.join(out, packageTarballName(version)))) throw new Error(`npm pack wrote no ${packageTarballName(version)} in ${out}`);
  return staged;
}
