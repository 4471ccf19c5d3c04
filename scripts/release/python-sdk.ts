import fs from "node:fs";
import path from "node:path";
import { run, runDownloading } from "./run";

/** The Python SDK as a wheel and an sdist in `out`, built from its generated folder; returns their names. */
export async function packPythonSdk(sdk: string, out: string): Promise<string[]> {
  // setup.py reads the package description from a README beside it.
  fs.copyFileSync(path.join(sdk, "cloudplatform_sdk", "README.md"), path.join(sdk, "README.md"));
  const built = path.join(sdk, "built");
  const env = { PIP_DISABLE_PIP_VERSION_CHECK: "1", PIP_PROGRESS_BAR: "off" };
  await runDownloading("python3", ["-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", built, "."], { cwd: sdk, env });
  await run("python3", ["setup.py", "--quiet", "sdist", "--dist-dir", built], { cwd: sdk });
  const names = fs.readdirSync(built).sort();
  if (!names.some((name) => name.endsWith(".whl")) || !names.some((name) => name.endsWith(".tar.gz"))) {
    throw new Error(`the Python SDK's build wrote ${names.join(", ") || "nothing"} in ${built}, not a wheel and an sdist`);
  }
  for (const name of names) fs.renameSync(path.join(built, name), path.join(out, name));
  return names;
}
