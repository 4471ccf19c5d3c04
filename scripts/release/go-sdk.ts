import fs from "node:fs";
import path from "node:path";
import { run, runDownloading } from "./run";

/** The Go SDK's module path: its package `cloudplatform` is the schema's `importBasePath`. */
export const goModulePath = "github.com/cloudplatform/pulumi-cloudplatform/sdk/go";

/** The tag that publishes the Go module of a version: Go finds a module in the repository's `sdk/go` folder by it. */
export function goModuleTag(version: string): string {
  return `sdk/go/v${version}`;
}

const zipModule = `
import os, sys, zipfile
source, prefix, target = sys.argv[1:]
with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
    for folder, dirs, files in os.walk(source):
        dirs.sort()
        for name in sorted(files):
            file = os.path.join(folder, name)
            archive.write(file, prefix + "/" + os.path.relpath(file, source))
`;

/**
 * The Go SDK as a module: the generated package with a go.mod (its requirements resolved by `go mod tidy`), in
 * `out/go` as it goes into the repository under `sdk/go`, and in the layout of a Go module proxy under `out/goproxy`,
 * from which `GOPROXY=file://…` installs it. Returns the two folders' names.
 */
export async function packGoSdk(sdk: string, version: string, out: string): Promise<string[]> {
  const env = { GOFLAGS: "-mod=mod", GOTOOLCHAIN: "local" };
  await run("go", ["mod", "init", goModulePath], { cwd: sdk, env });
  await runDownloading("go", ["mod", "tidy"], { cwd: sdk, env });
  const moduleFolder = path.join(out, "go");
  fs.cpSync(sdk, moduleFolder, { recursive: true });
  const proxyFolder = path.join(out, "goproxy", ...goModulePath.split("/"), "@v");
  fs.mkdirSync(proxyFolder, { recursive: true });
  const tag = `v${version}`;
  fs.writeFileSync(path.join(proxyFolder, "list"), `${tag}\n`);
  fs.writeFileSync(path.join(proxyFolder, `${tag}.info`), JSON.stringify({ Version: tag, Time: new Date().toISOString() }));
  fs.copyFileSync(path.join(moduleFolder, "go.mod"), path.join(proxyFolder, `${tag}.mod`));
  await run("python3", ["-c", zipModule, moduleFolder, `${goModulePath}@${tag}`, path.join(proxyFolder, `${tag}.zip`)], { cwd: out });
  return ["go", "goproxy"];
}
