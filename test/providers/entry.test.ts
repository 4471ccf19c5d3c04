import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { resourceNames } from "../../src/providers";
import { startSimulator } from "../../src/simulator";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, startEngine } from "../helpers/engine/lifecycle";
import {
  installPackage,
  packageName,
  packageRoot,
  registeredProviders,
  resourceType,
  simulatorStack,
  type ResourceClassName,
} from "../helpers/installed-package";
import type { InstalledProgram } from "../helpers/engine/program-install";
import { serializeProviders, type SerializedProvider } from "../helpers/engine/program-serialize";

// Every resource of the registry; its entry module is named after it (`ExternalDnsCertificate` ->
// `external-dns-certificate`), the path every existing state requires.
const classNames: ResourceClassName[] = resourceNames;
const entries = Object.fromEntries(
  classNames.map((name) => [name, name.replace(/[A-Z]/g, (letter, at: number) => `${at === 0 ? "" : "-"}${letter.toLowerCase()}`)]),
) as Record<ResourceClassName, string>;
const changedMessage = "volume template vol-x is not in app app-demo (changed implementation)";

const entryModule = (className: ResourceClassName) => `${packageName}/dist/providers/entry/${entries[className]}.js`;

let program: InstalledProgram;
let registered: Map<ResourceClassName, string>;
/**
 * The entry module of each class serialized as pulumi.dynamic.Resource serializes a provider, in the same order: the
 * `__provider` text of the states the package's earlier versions wrote.
 */
let serialized: SerializedProvider[];

beforeAll(async () => {
  program = await installPackage();
  registered = await registeredProviders(program, classNames);
  serialized = await serializeProviders(program, classNames.map((className) => [entryModule(className)]));
}, 300_000);

describe("__provider as the package registers it", () => {
  it.each(classNames)("%s: a one-line require of the installed entry module", async (className) => {
    const text = registered.get(className)!;
    expect(text).toBe(`exports.handler = () => require("${entryModule(className)}");`);
    console.log(`${className}: __provider is ${Buffer.byteLength(text)} bytes, ${Buffer.byteLength(serialized[classNames.indexOf(className)].text)} as pulumi.dynamic.Resource serializes it`);
  });

  it.each(classNames)("%s: is shorter than pulumi.dynamic.Resource's, which requires the same module", async (className) => {
    const { text, containsSecrets } = serialized[classNames.indexOf(className)];
    expect(text).toContain(`const provider = require("${entryModule(className)}");`);
    expect(containsSecrets).toBe(false);
    expect(Buffer.byteLength(registered.get(className)!)).toBeLessThan(Buffer.byteLength(text) / 2);
  });

  it("a state written with pulumi.dynamic.Resource's text runs the same provider in the host", async () => {
    const sim = await startSimulator();
    const urn = resourceUrn(program, resourceType("Volume"), "v");
    const inputs = { appId: "app-demo", volumeId: "vol-data", size: 30 };
    const earlier = await startEngine(program, { config: simulatorStack(sim), provider: serialized[classNames.indexOf("Volume")].text });
    const now = await startEngine(program, { config: simulatorStack(sim), provider: registered.get("Volume") });
    try {
      const created = await earlier.up(urn, inputs);
      expect(created.state.outputs.size).toBe(30);
      const read = await now.refresh(created.state);
      expect(read?.outputs).toMatchObject({ appId: "app-demo", volumeId: "vol-data", size: 30 });
      expect((await now.up(urn, inputs, created.state)).op).toBe("same");
    } finally {
      await earlier.close();
      await now.close();
      await sim.close();
    }
  });
});

describe("__provider after a change to the implementation", () => {
  let changedProgram: InstalledProgram;
  let changedRegistered: Map<ResourceClassName, string>;
  let copy: string;

  beforeAll(async () => {
    // A copy of the built package (npm test builds it first) whose compiled volume provider fails its lookup.
    copy = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-cloudplatform-changed-"));
    await fs.copyFile(path.join(packageRoot, "package.json"), path.join(copy, "package.json"));
    for (const folder of ["dist", "provider"]) {
      await fs.cp(path.join(packageRoot, folder), path.join(copy, folder), { recursive: true });
    }
    const compiled = path.join(copy, "dist", "providers", "volume.js");
    const original = await fs.readFile(compiled, "utf8");
    const lookup = "await client.getVolume(inputs.appId, inputs.volumeId)";
    const changed = original.replace(lookup, `${lookup}.catch(() => { throw new Error("${changedMessage}"); })`);
    expect(changed).not.toBe(original);
    await fs.writeFile(compiled, changed);
    changedProgram = await installPackage(copy);
    changedRegistered = await registeredProviders(changedProgram, classNames);
  }, 300_000);

  afterAll(async () => {
    await fs.rm(copy, { recursive: true, force: true });
  });

  it("installs a package whose implementation differs", async () => {
    expect(changedProgram.dir).not.toBe(program.dir);
    const installed = path.join(changedProgram.dir, "node_modules", packageName, "dist", "providers", "volume.js");
    expect(await fs.readFile(installed, "utf8")).toContain(changedMessage);
  });

  it.each(classNames)("%s: is byte-identical", async (className) => {
    expect(changedRegistered.get(className)).toBe(registered.get(className));
  });

  it("the state written before the change runs the changed implementation", async () => {
    const sim = await startSimulator({ apiKey: "serialized-account-key-77e1", videoApiKey: "serialized-video-key-88f2" });
    const engine = await startEngine(changedProgram, { config: simulatorStack(sim), provider: registered.get("Volume") });
    try {
      const error = await engine
        .up(resourceUrn(changedProgram, resourceType("Volume"), "v"), { appId: "app-demo", volumeId: "vol-x" })
        .catch((caught) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect(error.message).toBe(changedMessage);
    } finally {
      await engine.close();
      await sim.close();
    }
  });
});
