// The packed package as a TypeScript user gets it: installed from its tarball into a program folder, a program naming
// every resource, data function and client export compiles with zero errors under the tsconfig `pulumi new
// typescript` writes (commonjs and node resolution, or nodenext) and under bundler resolution; a script using only
// the client and the simulator compiles without @pulumi/pulumi's types and runs without @pulumi/pulumi.
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { installPackageIntoProgram, type InstalledProgram } from "../helpers/engine/program-install";

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, "../..");
const programs = path.join(__dirname, "programs");
const tsc = require.resolve("typescript/bin/tsc");

// `pulumi new typescript`: strict, no esModuleInterop, no skipLibCheck.
const pulumiNewOptions = {
  strict: true,
  outDir: "bin",
  target: "es2020",
  module: "commonjs",
  moduleResolution: "node",
  sourceMap: true,
  experimentalDecorators: true,
  noFallthroughCasesInSwitch: true,
  noImplicitReturns: true,
  forceConsistentCasingInFileNames: true,
};

const resolutions: Record<string, object> = {
  "node (pulumi new, commonjs)": {},
  "nodenext (pulumi new, since 2026)": { module: "nodenext", moduleResolution: "nodenext" },
  bundler: { module: "esnext", moduleResolution: "bundler" },
};

let program: InstalledProgram;
let dir: string;

beforeAll(async () => {
  program = await installPackageIntoProgram(repoRoot, ["@types/node"]);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "cloudplatform-consumer-"));
  await fs.symlink(path.join(program.dir, "node_modules"), path.join(dir, "node_modules"), "dir");
  await fs.writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "consumer", private: true }));
  for (const file of await fs.readdir(programs)) {
    await fs.copyFile(path.join(programs, file), path.join(dir, file));
  }
}, 300_000);

afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

/** Runs tsc on a tsconfig written into the program folder; resolves with what it printed (errors included). */
async function compile(name: string, files: string[], options: object, flags: string[] = []): Promise<string> {
  const config = path.join(dir, `tsconfig.${name}.json`);
  await fs.writeFile(config, JSON.stringify({ compilerOptions: { ...pulumiNewOptions, ...options }, files }));
  try {
    const { stdout } = await run(process.execPath, [tsc, "-p", config, "--pretty", "false", ...flags], {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    return (error as { stdout: string }).stdout || String(error);
  }
}

test("the program names every value the package root exports", async () => {
  const exported = Object.keys(require(path.join(program.dir, "node_modules", program.packageName)));
  const source = await fs.readFile(path.join(programs, "every-name.ts"), "utf8");
  expect(exported.length).toBeGreaterThan(10);
  expect(exported.filter((name) => !new RegExp(`\\b${name}\\b`).test(source))).toEqual([]);
});

test.each(Object.keys(resolutions))("every name compiles with zero errors under %s resolution", async (resolution) => {
  const printed = await compile(resolution.split(" ")[0], ["every-name.ts"], resolutions[resolution], ["--noEmit"]);
  expect(printed).toBe("");
}, 120_000);

test("the client and the simulator compile without @pulumi/pulumi's types and run without it installed", async () => {
  const listed = await compile("client-only", ["client-only.ts"], {}, ["--listFiles"]);
  const errors = listed.split("\n").filter((line) => line.includes("error TS"));
  expect(errors).toEqual([]);
  expect(listed).toContain(path.join("pulumi-cloudplatform", "dist", "client", "index.d.ts"));
  expect(listed.split("\n").filter((file) => file.includes(`${path.sep}@pulumi${path.sep}`))).toEqual([]);

  // As if @pulumi/pulumi were not installed: any attempt to load it fails.
  const withoutPulumi = path.join(dir, "without-pulumi.js");
  await fs.writeFile(
    withoutPulumi,
    `const Module = require("node:module");
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === "@pulumi/pulumi" || request.startsWith("@pulumi/pulumi/")) {
    throw Object.assign(new Error("Cannot find module '" + request + "'"), { code: "MODULE_NOT_FOUND" });
  }
  return resolve.call(this, request, ...rest);
};`,
  );
  const { stdout } = await run(process.execPath, ["-r", withoutPulumi, path.join("bin", "client-only.js")], { cwd: dir });
  expect(JSON.parse(stdout)).toEqual({ billingType: expect.stringMatching(/^(payAsYouGo|postPaid)$/), wrongKey: "refused with 401" });
}, 120_000);
