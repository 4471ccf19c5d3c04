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

// The same call, on the same module, that @pulumi/pulumi/dynamic/index.js makes for every dynamic resource, for each
// [modulePath, exportName] target of the JSON argument.
const serializeScript = `
const sc = require("@pulumi/pulumi/runtime/closure/serializeClosure");
function serializeFunctionMaybeSecret(provider) {
  return sc.serializeFunction(() => provider, { allowSecrets: true });
}
const targets = JSON.parse(process.argv[1]);
(async () => {
  const serialized = [];
  for (const [modulePath, exportName] of targets) {
    const provider = exportName === undefined ? require(modulePath) : require(modulePath)[exportName];
    if (provider === undefined) {
      throw new Error(modulePath + " has no export " + exportName);
    }
    const sf = await serializeFunctionMaybeSecret(provider);
    serialized.push({ text: sf.text, containsSecrets: sf.containsSecrets });
  }
  process.stdout.write(JSON.stringify(serialized));
})();
`;

// Constructs each [exportName, resourceName, args] of the JSON argument from one module under mocks; prints what each
// registered, in the same order.
const registerScript = `
const pulumi = require("@pulumi/pulumi");
const [project, modulePath, constructionsJson] = process.argv.slice(1);
const registrations = new Map();
pulumi.runtime.setMocks(
  {
    newResource: (args) => {
      registrations.set(args.name, { type: args.type, name: args.name, inputs: args.inputs });
      return { id: "mock-id", state: args.inputs };
    },
    call: () => ({}),
  },
  project,
  "test",
  false,
);
const constructions = JSON.parse(constructionsJson);
const resources = constructions.map(([exportName, resourceName, args]) => new (require(modulePath)[exportName])(resourceName, args));
pulumi.all(resources.map((resource) => resource.urn)).apply(() =>
  process.stdout.write(JSON.stringify(constructions.map(([, resourceName]) => registrations.get(resourceName)))),
);
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
  const [serialized] = await serializeProviders(program, [exportName === undefined ? [modulePath] : [modulePath, exportName]]);
  return serialized;
}

/** {@link serializeProvider} of each [modulePath, exportName?] target, in one process. */
export async function serializeProviders(program: InstalledProgram, targets: [string, string?][]): Promise<SerializedProvider[]> {
  const description = `serializing ${targets.map((target) => target.join("#")).join(", ")}`;
  return runInProgram(program, description, serializeScript, [JSON.stringify(targets)]) as Promise<SerializedProvider[]>;
}

/** A resource to construct: the class exported as `exportName`, its name and its arguments. */
export interface Construction {
  exportName: string;
  resourceName: string;
  args: Record<string, unknown>;
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
  const [registration] = await registerAllWithMocks(program, modulePath, [{ exportName, resourceName, args }]);
  return registration;
}

/** {@link registerWithMocks} of each construction (distinct resource names), in one process. */
export async function registerAllWithMocks(program: InstalledProgram, modulePath: string, constructions: Construction[]): Promise<Registration[]> {
  const description = `registering ${constructions.map(({ exportName }) => `${modulePath}#${exportName}`).join(", ")}`;
  const encoded = JSON.stringify(constructions.map(({ exportName, resourceName, args }) => [exportName, resourceName, args]));
  return runInProgram(program, description, registerScript, [program.projectName, modulePath, encoded]) as Promise<Registration[]>;
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
