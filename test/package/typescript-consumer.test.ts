// The packed package as a TypeScript user gets it: installed from its tarball into a program folder, a program naming
// every resource, data function and client export compiles with zero errors under the tsconfig `pulumi new
// typescript` writes (commonjs and node resolution, or nodenext) and under bundler resolution, with TypeScript 5.9,
// 6.0 and 7.0 and no `types` setting; a script using only the client and the simulator compiles without
// @pulumi/pulumi's types and runs without @pulumi/pulumi.
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { installPackageIntoProgram, type InstalledProgram } from "../helpers/engine/program-install";

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, "../..");
const programs = path.join(__dirname, "programs");
/**
 * The TypeScript versions a user may compile with, each by its exact version: 5.9 is this repository's own; the
 * others are installed once from the registry into a folder under os.tmpdir() that later runs reuse. 6.0 no longer
 * loads every `@types` package by default (`types` defaults to none), which a declaration that names Node's types
 * without a reference to them fails.
 */
const typescriptVersions: Record<string, string> = {
  "5.9": require("typescript/package.json").version,
  "6.0": "6.0.3",
  "7.0": "7.0.2",
};
const typescriptCache = path.join(os.tmpdir(), "pulumi-cloudplatform-typescript");

/** The `tsc` of TypeScript `version` (a key of typescriptVersions), installed on first use. */
async function tscOf(version: string): Promise<string> {
  const exact = typescriptVersions[version];
  if (exact === require("typescript/package.json").version) return require.resolve("typescript/bin/tsc");
  const folder = path.join(typescriptCache, exact);
  const bin = path.join(folder, "node_modules", "typescript", "bin", "tsc");
  if (!(await fs.stat(bin).catch(() => undefined))) {
    const staging = `${folder}.staging-${process.pid}`;
    await fs.mkdir(staging, { recursive: true });
    await fs.writeFile(path.join(staging, "package.json"), JSON.stringify({ private: true }));
    await run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", `typescript@${exact}`], { cwd: staging });
    await fs.rm(folder, { recursive: true, force: true });
    await fs.rename(staging, folder);
  }
  return bin;
}

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

/**
 * Runs the tsc of TypeScript `version` on a tsconfig written into the program folder; resolves with what it printed
 * (errors included).
 */
async function compile(version: string, name: string, files: string[], options: object, flags: string[] = []): Promise<string> {
  const config = path.join(dir, `tsconfig.${name}-${version}.json`);
  await fs.writeFile(config, JSON.stringify({ compilerOptions: { ...pulumiNewOptions, ...options }, files }));
  try {
    const { stdout } = await run(process.execPath, [await tscOf(version), "-p", config, "--pretty", "false", ...flags], {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    return (error as { stdout: string }).stdout || String(error);
  }
}

test("the program, or an @example compiled below, names every value the package root exports", async () => {
  const exported = Object.keys(require(path.join(program.dir, "node_modules", program.packageName)));
  // The generated reads of the API are named by their own examples, which the next test compiles.
  const examples = (await docExamples()).map((example) => example.source);
  const source = [await fs.readFile(path.join(programs, "every-name.ts"), "utf8"), ...examples].join("\n");
  expect(exported.length).toBeGreaterThan(10);
  expect(exported.filter((name) => !new RegExp(`\\b${name}\\b`).test(source))).toEqual([]);
});

/**
 * Each version with the resolutions it has: 6.0 reports `node` (node10) resolution as deprecated unless told to
 * ignore that, and 7.0 has removed it.
 */
const versionOptions: Record<string, Record<string, object>> = {
  "5.9": resolutions,
  "6.0": { ...resolutions, "node (pulumi new, commonjs)": { ignoreDeprecations: "6.0" } },
  "7.0": Object.fromEntries(Object.entries(resolutions).filter(([resolution]) => !resolution.startsWith("node "))),
};
const versionsAndResolutions = Object.entries(versionOptions).flatMap(([version, options]) =>
  Object.keys(options).map((resolution) => [version, resolution]),
);

// Both programs in one compile per version and resolution; that the client's program loads nothing of @pulumi/pulumi
// is checked by its own compile below.
test.each(versionsAndResolutions)(
  "every name, and the client and the simulator entry points, compile with zero errors under TypeScript %s, %s resolution",
  async (version, resolution) => {
    const options = versionOptions[version][resolution];
    const printed = await compile(version, resolution.split(" ")[0], ["every-name.ts", "client-only.ts"], options, ["--noEmit"]);
    expect(printed).toBe("");
  },
  300_000,
);

/** The `@example` code of every doc comment under src/, each as a module that compiles on its own. */
async function docExamples(): Promise<{ file: string; source: string }[]> {
  const sources = (await fs.readdir(path.join(repoRoot, "src"), { recursive: true })).filter((file) => file.endsWith(".ts"));
  const examples: { file: string; source: string }[] = [];
  for (const file of sources) {
    const text = await fs.readFile(path.join(repoRoot, "src", file), "utf8");
    for (const [, block] of text.matchAll(/ \* @example\n \* ```ts\n((?: \*.*\n)*?) \* ```/g)) {
      const lines = block.trimEnd().split("\n").map((line) => line.replace(/^ \* ?/, ""));
      const imports = lines.filter((line) => line.startsWith("import "));
      // An example's top-level `export const` and `await` become a function's, so that each compiles as a module.
      const body = lines.filter((line) => !line.startsWith("import ")).map((line) => line.replace(/^export const/, "const"));
      examples.push({
        file,
        source: [
          'import * as pulumi from "@pulumi/pulumi";',
          'import * as cloudplatform from "pulumi-cloudplatform";',
          ...imports,
          "export async function example(): Promise<void> {",
          ...body,
          "}",
          "void pulumi, cloudplatform;",
        ].join("\n"),
      });
    }
  }
  return examples;
}

test("every @example of the reference compiles against the packed package", async () => {
  const examples = await docExamples();
  // Every resource class, every data function in both forms, startSimulator and the client.
  expect(examples.length).toBeGreaterThanOrEqual(15);
  const files = await Promise.all(
    examples.map(async ({ source }, index) => {
      const name = `doc-example-${index}.ts`;
      await fs.writeFile(path.join(dir, name), source);
      return name;
    }),
  );
  const printed = await compile("5.9", "doc-examples", files, resolutions["nodenext (pulumi new, since 2026)"], ["--noEmit"]);
  expect(printed).toBe("");
}, 300_000);

/**
 * Compiles the client's program alone under TypeScript 5.9 and `resolution`: no error, and of the files it loaded, the
 * package's client and none of @pulumi/pulumi.
 */
async function expectClientOnlyCompile(resolution: string, flags: string[]): Promise<void> {
  const listed = await compile("5.9", `client-only-${resolution.split(" ")[0]}`, ["client-only.ts"], resolutions[resolution], ["--listFiles", ...flags]);
  const files = listed.split("\n");
  expect(files.filter((line) => line.includes("error TS"))).toEqual([]);
  expect(files.filter((file) => file.endsWith(path.join("pulumi-cloudplatform", "dist", "client", "index.d.ts")))).toHaveLength(1);
  expect(files.filter((file) => file.includes(`${path.sep}@pulumi${path.sep}`))).toEqual([]);
}

test.each(Object.keys(resolutions).filter((resolution) => !resolution.startsWith("node ")))(
  "the client and the simulator entry points load none of @pulumi/pulumi's types under %s resolution",
  (resolution) => expectClientOnlyCompile(resolution, ["--noEmit"]),
  300_000,
);

test("the client and the simulator compile without @pulumi/pulumi's types and run without it installed", async () => {
  await expectClientOnlyCompile("node (pulumi new, commonjs)", []);
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
