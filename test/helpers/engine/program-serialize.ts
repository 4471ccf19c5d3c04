import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { InstalledProgram } from "./program-install";

const run = promisify(execFile);

/** The `__provider` text as pulumi.dynamic.Resource stores it. */
export interface SerializedProvider {
  text: string;
  /** True when the closure captured a secret Output (the engine then stores `__provider` as a secret). */
  containsSecrets: boolean;
}

/** What the SDK registers for a resource: its type token, name and inputs (with `__provider`). */
export interface Registration {
  type: string;
  name: string;
  inputs: Record<string, unknown>;
}

// The same call, on the same module, that @pulumi/pulumi/dynamic/index.js makes for every dynamic resource.
const serializeScript = `
const sc = require("@pulumi/pulumi/runtime/closure/serializeClosure");
function serializeFunctionMaybeSecret(provider) {
  return sc.serializeFunction(() => provider, { allowSecrets: true });
}
const [modulePath, exportName] = process.argv.slice(1);
const provider = exportName === undefined ? require(modulePath) : require(modulePath)[exportName];
if (provider === undefined) {
  throw new Error(modulePath + " has no export " + exportName);
}
serializeFunctionMaybeSecret(provider).then((sf) => {
  process.stdout.write(JSON.stringify({ text: sf.text, containsSecrets: sf.containsSecrets }));
});
`;

const registerScript = `
const pulumi = require("@pulumi/pulumi");
const [project, modulePath, exportName, resourceName, argsJson] = process.argv.slice(1);
let registration;
pulumi.runtime.setMocks(
  {
    newResource: (args) => {
      registration = { type: args.type, name: args.name, inputs: args.inputs };
      return { id: "mock-id", state: args.inputs };
    },
    call: () => ({}),
  },
  project,
  "test",
  false,
);
const Resource = require(modulePath)[exportName];
const resource = new Resource(resourceName, JSON.parse(argsJson));
resource.urn.apply(() => process.stdout.write(JSON.stringify(registration)));
`;

/**
 * Builds `__provider` for the object exported as `exportName` by `modulePath` (a module specifier
 * resolved from the program folder, e.g. "pulumi-cloudplatform"), or for the module itself when
 * `exportName` is omitted, in the program's own @pulumi/pulumi.
 */
export async function serializeProvider(
  program: InstalledProgram,
  modulePath: string,
  exportName?: string,
): Promise<SerializedProvider> {
  const target = exportName === undefined ? [modulePath] : [modulePath, exportName];
  return runInProgram(
    program,
    `serializing ${target.join("#")}`,
    serializeScript,
    target,
  ) as Promise<SerializedProvider>;
}

/**
 * Constructs `new (require(modulePath)[exportName])(resourceName, args)` in the program folder under
 * `pulumi.runtime.setMocks` and returns what the SDK registers: the exact inputs `pulumi up` would send.
 */
export async function registerWithMocks(
  program: InstalledProgram,
  modulePath: string,
  exportName: string,
  resourceName: string,
  args: Record<string, unknown>,
): Promise<Registration> {
  return runInProgram(program, `registering ${modulePath}#${exportName}`, registerScript, [
    program.projectName,
    modulePath,
    exportName,
    resourceName,
    JSON.stringify(args),
  ]) as Promise<Registration>;
}

async function runInProgram(
  program: InstalledProgram,
  description: string,
  script: string,
  args: string[],
): Promise<unknown> {
  const { stdout } = await run(process.execPath, ["-e", script, ...args], {
    cwd: program.dir,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((err: { stderr?: string; code?: number }) => {
    throw new Error(`${description} in ${program.dir} failed (exit ${err.code}): ${err.stderr?.trim()}`);
  });
  return JSON.parse(stdout);
}
