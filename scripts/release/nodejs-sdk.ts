import fs from "node:fs";
import path from "node:path";
import { run } from "./run";

/**
 * The Node.js SDK as an npm tarball in `out`: its generated TypeScript compiled with the checkout's compiler into
 * `bin`, with its package.json and README, as Pulumi's own SDK packages are published. Returns the tarball's name.
 */
export async function packNodejsSdk(root: string, sdk: string, version: string, out: string): Promise<string> {
  fs.symlinkSync(path.join(root, "node_modules"), path.join(sdk, "node_modules"), "dir");
  await run(process.execPath, [path.join(root, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json"], { cwd: sdk });
  const bin = path.join(sdk, "bin");
  const manifest = JSON.parse(fs.readFileSync(path.join(sdk, "package.json"), "utf8")) as { scripts?: unknown; devDependencies?: unknown };
  delete manifest.scripts;
  delete manifest.devDependencies;
  fs.writeFileSync(path.join(bin, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.copyFileSync(path.join(sdk, "README.md"), path.join(bin, "README.md"));
  await run("npm", ["pack", "--ignore-scripts", "--pack-destination", out], { cwd: bin });
  const name = `cloudplatform-sdk-${version}.tgz`;
  if (!fs.existsSync(path.join(out, name))) throw new Error(`npm pack of the Node.js SDK wrote no ${name} in ${out}`);
  return name;
}
