import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

const repoRoot = path.resolve(__dirname, "../../..");
const cacheRoot = path.join(os.tmpdir(), "pulumi-cloudplatform-programs");
const projectName = "cloudplatform-test";
const lockPollMs = 500;
const lockWaitMs = 5 * 60_000;
const staleAfterMs = 2 * 60 * 60_000;

/** A Pulumi program folder with a package installed from its packed tarball, as a user installs it. */
export interface InstalledProgram {
  /** The program folder: the working directory of the provider host and of serialization. */
  dir: string;
  /** The installed package's name, e.g. "pulumi-cloudplatform". */
  packageName: string;
  /** The @pulumi/pulumi version installed next to it (the one in our package-lock.json). */
  pulumiVersion: string;
  /** The name in the program's Pulumi.yaml. */
  projectName: string;
}

/** The versions this repository's package-lock.json installs at the top of node_modules, by package name. */
async function lockedVersions(): Promise<Map<string, string>> {
  const lock = JSON.parse(await fs.readFile(path.join(repoRoot, "package-lock.json"), "utf8"));
  const versions = new Map<string, string>();
  for (const [location, entry] of Object.entries<{ version?: string }>(lock.packages ?? {})) {
    const name = location.replace(/^node_modules\//, "");
    if (location.startsWith("node_modules/") && !name.includes("/node_modules/") && entry.version !== undefined) {
      versions.set(name, entry.version);
    }
  }
  return versions;
}

/** The @pulumi/pulumi version this repository is locked to. */
export async function lockedPulumiVersion(): Promise<string> {
  const version = (await lockedVersions()).get("@pulumi/pulumi");
  if (version === undefined) {
    throw new Error("package-lock.json does not lock node_modules/@pulumi/pulumi");
  }
  return version;
}

/**
 * `name@version` of @pulumi/pulumi, of each dependency of the package at `packageDir` and of `extraPackages`, at the
 * versions this repository locks, so that the program gets the versions the tests ran with here, not whatever the
 * registry has newest.
 */
async function pinnedInstalls(packageDir: string, extraPackages: string[]): Promise<string[]> {
  const locked = await lockedVersions();
  const manifest = JSON.parse(await fs.readFile(path.join(packageDir, "package.json"), "utf8"));
  const names = ["@pulumi/pulumi", ...Object.keys(manifest.dependencies ?? {}), ...extraPackages];
  return names.filter((name) => locked.has(name)).map((name) => `${name}@${locked.get(name)}`);
}

/**
 * Installs the tarball `npm pack` makes of `packageDir`, plus @pulumi/pulumi (and `extraPackages`, such as the
 * `@types/node` and `typescript` of a TypeScript program), into a program folder under os.tmpdir(). Program folders
 * are cached by the content of the files a pack takes and the installed packages, and shared by concurrent processes
 * (a lock file guards the install, a rename publishes the finished folder): the pack runs only for a new folder.
 */
export async function installPackageIntoProgram(
  packageDir: string,
  extraPackages: string[] = [],
): Promise<InstalledProgram> {
  const pulumiVersion = await lockedPulumiVersion();
  const pins = await pinnedInstalls(packageDir, extraPackages);
  const packageName = JSON.parse(await fs.readFile(path.join(packageDir, "package.json"), "utf8")).name as string;
  const key = createHash("sha256")
    .update(await packedContentDigest(packageDir))
    .update(`\0${pins.join("\0")}`)
    .digest("hex")
    .slice(0, 16);
  const program: InstalledProgram = {
    dir: path.join(cacheRoot, `${packageName.replace(/[@/]/g, "_")}-${key}`),
    packageName,
    pulumiVersion,
    projectName,
  };
  await fs.mkdir(cacheRoot, { recursive: true });
  if (!(await exists(program.dir))) {
    await withLock(`${program.dir}.lock`, async () => {
      if (!(await exists(program.dir))) {
        const packDir = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-cloudplatform-pack-"));
        try {
          const tarball = await packPackage(packageDir, packDir);
          await buildProgram(program, tarball.file, pins);
        } finally {
          await fs.rm(packDir, { recursive: true, force: true });
        }
        await pruneStalePrograms(program);
      }
    });
  }
  const now = new Date();
  await fs.utimes(program.dir, now, now);
  return program;
}

/**
 * The files of `packageDir` that a pack can take, more than its `files` list selects (which only narrows them): the
 * manifest, the README, CHANGELOG and licence, and everything under the folders the list names.
 */
const packedFolders = ["dist", "provider", "docs/guides", "docs/reference"];
const packedTopFiles = /^(package\.json|README.*|CHANGELOG.*|LICEN[CS]E.*)$/i;

/** A SHA-256 of the path and content of each file a pack of `packageDir` can take. */
async function packedContentDigest(packageDir: string): Promise<string> {
  const top = (await fs.readdir(packageDir, { withFileTypes: true })).filter((entry) => entry.isFile() && packedTopFiles.test(entry.name));
  const files = top.map((entry) => entry.name);
  for (const folder of packedFolders) {
    const entries = await fs.readdir(path.join(packageDir, folder), { withFileTypes: true, recursive: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile()) files.push(path.relative(packageDir, path.join(entry.parentPath, entry.name)));
    }
  }
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    hash.update(`${file}\0`).update(await fs.readFile(path.join(packageDir, file))).update("\0");
  }
  return hash.digest("hex");
}

async function packPackage(packageDir: string, destination: string): Promise<{ name: string; file: string }> {
  const { stdout } = await run(
    "npm",
    ["pack", "--json", "--ignore-scripts", "--pack-destination", destination],
    { cwd: packageDir, maxBuffer: 64 * 1024 * 1024 },
  );
  const [packed] = JSON.parse(stdout) as { name: string; filename: string }[];
  return { name: packed.name, file: path.join(destination, packed.filename) };
}

async function buildProgram(program: InstalledProgram, tarballFile: string, pins: string[]): Promise<void> {
  const staging = `${program.dir}.staging-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  try {
    const tarballName = path.basename(tarballFile);
    await fs.copyFile(tarballFile, path.join(staging, tarballName));
    await fs.writeFile(
      path.join(staging, "package.json"),
      JSON.stringify({ name: projectName, version: "0.0.0", private: true, main: "index.js" }, null, 2),
    );
    await fs.writeFile(path.join(staging, "Pulumi.yaml"), `name: ${projectName}\nruntime: nodejs\n`);
    await run(
      "npm",
      [
        "install",
        "--prefer-offline",
        "--no-audit",
        "--no-fund",
        `./${tarballName}`,
        ...pins,
      ],
      { cwd: staging, maxBuffer: 64 * 1024 * 1024 },
    );
    await fs.rename(staging, program.dir);
  } catch (err) {
    await fs.rm(staging, { recursive: true, force: true });
    throw err;
  }
}

/** Removes program folders of the same package that nobody has used for a while. */
async function pruneStalePrograms(current: InstalledProgram): Promise<void> {
  const prefix = path.basename(current.dir).replace(/-[0-9a-f]{16}$/, "-");
  const cutoff = Date.now() - staleAfterMs;
  for (const entry of await fs.readdir(cacheRoot)) {
    const dir = path.join(cacheRoot, entry);
    if (!/^.+-[0-9a-f]{16}$/.test(entry) || !entry.startsWith(prefix) || dir === current.dir) {
      continue;
    }
    const stat = await fs.stat(dir).catch(() => undefined);
    if (stat && stat.mtimeMs < cutoff && !(await exists(`${dir}.lock`))) {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
}

async function withLock(lockFile: string, action: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + lockWaitMs;
  for (;;) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: "wx" });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") {
        throw err;
      }
      if (await isStaleLock(lockFile)) {
        await fs.rm(lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new Error(`timed out waiting for ${lockFile}`);
      }
      await new Promise((resolve) => setTimeout(resolve, lockPollMs));
    }
  }
  try {
    await action();
  } finally {
    await fs.rm(lockFile, { force: true });
  }
}

async function isStaleLock(lockFile: string): Promise<boolean> {
  const owner = Number(await fs.readFile(lockFile, "utf8").catch(() => ""));
  if (!Number.isInteger(owner) || owner <= 0) {
    return false;
  }
  try {
    process.kill(owner, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "ESRCH";
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
