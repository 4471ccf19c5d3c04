import { execFile, spawnSync } from "node:child_process";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { packageRoot } from "../helpers/installed-package";

const run = promisify(execFile);

/** The last commit of the package before it was proven with the real CLI: states written by it must keep working. */
export const previousRelease = "341c8de006a8376a82f1c43584b50759470bde25";

/** Whether this clone holds `commit` (a shallow clone may not). */
export function hasCommit(commit: string): boolean {
  return spawnSync("git", ["-C", packageRoot, "cat-file", "-e", `${commit}^{commit}`]).status === 0;
}

/** Says, loudly and on stderr (jest drops the output of skipped tests), that the upgrade was not checked. */
export function warnCommitMissing(commit: string): void {
  process.stderr.write(
    `\nSKIPPED: a stack written by the package at ${commit} is upgraded to this one, but this clone does not hold ` +
      "that commit (a shallow clone?). Nothing was checked; this test did not pass.\n\n",
  );
}

/** Where {@link buildCheckout} puts the checkout of `commit`. */
export function checkoutDir(commit: string): string {
  return path.join(os.tmpdir(), `pulumi-cloudplatform-${commit.slice(0, 12)}`);
}

/**
 * Makes a checkout of `commit` with its package built, in {@link checkoutDir} (kept for later runs): `git archive` of
 * this repository, built with this checkout's node_modules.
 */
export async function buildCheckout(commit: string): Promise<void> {
  const dir = checkoutDir(commit);
  if (await fs.access(path.join(dir, "dist", "index.js")).then(() => true, () => false)) {
    return;
  }
  const staging = `${dir}.staging-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  await run("sh", ["-c", `git -C "${packageRoot}" archive ${commit} | tar -x -C "${staging}"`]);
  await fs.symlink(path.join(packageRoot, "node_modules"), path.join(staging, "node_modules"), "dir");
  await run("node", [path.join(packageRoot, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.build.json"], {
    cwd: staging,
  });
  await fs.rm(path.join(staging, "node_modules"));
  await fs.rm(dir, { recursive: true, force: true });
  await fs.rename(staging, dir);
}
