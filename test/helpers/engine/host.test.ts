import { createHash, randomBytes } from "node:crypto";
import { existsSync, promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  ProviderCallError,
  startProviderHost,
  summarizeTimings,
  type ProviderHost,
  type StackConfig,
} from "./host";
import { CheckFailedError, resourceUrn, startEngine, type Engine } from "./lifecycle";
import { PROVIDER_KEY, UNKNOWN, secret, withoutProvider } from "./wire";
import { installPackageIntoProgram, type InstalledProgram } from "./program-install";
import { registerWithMocks, serializeProvider, type SerializedProvider } from "./program-serialize";

const fixtureDir = path.join(__dirname, "..", "..", "fixtures", "echo-provider");
const fixturePackage = "echo-provider-fixture";
const echoType = "pulumi-nodejs:dynamic/fixture:Echo";

let program: InstalledProgram;
let provider: SerializedProvider;
let storeDir: string;
let key: string;
let config: StackConfig;

beforeAll(async () => {
  program = await installPackageIntoProgram(fixtureDir);
  provider = await serializeProvider(program, fixturePackage, "provider");
  storeDir = await fs.mkdtemp(path.join(os.tmpdir(), "echo-store-"));
  key = `fixture-key-${randomBytes(16).toString("hex")}`;
  config = { "fixture:key": secret(key), "fixture:storeDir": storeDir };
}, 300_000);

afterAll(async () => {
  await fs.rm(storeDir, { recursive: true, force: true });
});

const record = (id: string) => path.join(storeDir, `${id}.json`);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("program install", () => {
  it("installs the packed package next to the locked @pulumi/pulumi, once per tarball content", async () => {
    expect(program.packageName).toBe(fixturePackage);
    const installed = path.join(program.dir, "node_modules", fixturePackage, "provider.js");
    expect(await fs.readFile(installed, "utf8")).toBe(await fs.readFile(path.join(fixtureDir, "provider.js"), "utf8"));
    const sdk = JSON.parse(
      await fs.readFile(path.join(program.dir, "node_modules", "@pulumi", "pulumi", "package.json"), "utf8"),
    );
    expect(sdk.version).toBe(program.pulumiVersion);
    expect((await installPackageIntoProgram(fixtureDir)).dir).toBe(program.dir);
  }, 120_000);
});

describe("__provider serialization", () => {
  it("is a require of the installed provider module, without its implementation", () => {
    expect(provider.containsSecrets).toBe(false);
    expect(provider.text).toContain(`const provider = require("${fixturePackage}/provider.js");`);
    expect(provider.text.length).toBeLessThan(400);
    for (const implementationDetail of ["randomUUID", "keyDigest", "storeDir", "writeFileSync"]) {
      expect(provider.text).not.toContain(implementationDetail);
    }
  });

  it("is the text pulumi.dynamic.Resource registers for the fixture's resource class", async () => {
    const registration = await registerWithMocks(program, fixturePackage, "Echo", "hello", { message: "hi" });
    expect(registration.type).toBe(echoType);
    expect(registration.inputs.message).toBe("hi");
    expect(registration.inputs[PROVIDER_KEY]).toBe(provider.text);
  }, 60_000);
});

describe("provider host", () => {
  let host: ProviderHost;
  const urn = () => resourceUrn(program, echoType, "direct");

  beforeAll(async () => {
    host = await startProviderHost(program, { config });
  }, 60_000);

  afterAll(async () => {
    await host?.close();
  });

  it("prints its port first and answers GetPluginInfo with its SDK version", async () => {
    expect(host.stdout.split("\n")[0]).toMatch(/^\d+$/);
    expect(await host.getPluginInfo()).toEqual({ version: program.pulumiVersion });
  });

  it("answers Configure refusing secrets and previews", async () => {
    const configured = await host.configure();
    expect(configured.acceptSecrets).toBe(false);
    expect(configured.supportsPreview).toBe(false);
  });

  it("reports check failures and returns the provider's checked inputs", async () => {
    const failed = await host.check(urn(), {}, { message: 42, [PROVIDER_KEY]: provider.text });
    expect(failed.failures).toEqual([{ property: "message", reason: "message must be a string" }]);

    const checked = await host.check(urn(), {}, { message: "hi", [PROVIDER_KEY]: provider.text });
    expect(checked.failures).toEqual([]);
    expect(checked.inputs).toEqual({ message: "hi", group: "default", [PROVIDER_KEY]: provider.text });

    const unknown = await host.check(urn(), {}, { message: UNKNOWN, [PROVIDER_KEY]: provider.text });
    expect(unknown.inputs.message).toBe(UNKNOWN);
  });

  it("round-trips create, read, diff, update and delete with the configured secret reaching configure", async () => {
    const inputs = { message: "hi", group: "g1", [PROVIDER_KEY]: provider.text };
    const created = await host.create(urn(), inputs);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.properties).toEqual({
      message: "hi",
      group: "g1",
      keyDigest: sha256(key),
      revision: 1,
      [PROVIDER_KEY]: provider.text,
    });
    expect(JSON.parse(await fs.readFile(record(created.id), "utf8"))).toEqual(withoutProvider(created.properties));

    const read = await host.read(urn(), created.id, created.properties, inputs);
    expect(read).toEqual({
      id: created.id,
      properties: created.properties,
      inputs: { message: "hi", group: "g1", [PROVIDER_KEY]: provider.text },
    });

    expect((await host.diff(urn(), created.id, created.properties, inputs, inputs)).changes).toBe("none");
    const changed = { ...inputs, message: "bye" };
    expect(await host.diff(urn(), created.id, created.properties, changed, inputs)).toEqual({
      changes: "some",
      replaces: [],
      deleteBeforeReplace: false,
      diffs: [],
    });
    const regrouped = await host.diff(urn(), created.id, created.properties, { ...inputs, group: "g2" }, inputs);
    expect(regrouped.replaces).toEqual(["group"]);

    const updated = await host.update(urn(), created.id, created.properties, changed, inputs);
    expect(withoutProvider(updated.properties)).toEqual({
      message: "bye",
      group: "g1",
      keyDigest: sha256(key),
      revision: 2,
    });
    expect(JSON.parse(await fs.readFile(record(created.id), "utf8")).message).toBe("bye");

    await host.delete(urn(), created.id, updated.properties, changed);
    expect(existsSync(record(created.id))).toBe(false);
    expect((await host.read(urn(), created.id, updated.properties, changed)).id).toBe("");
  });

  it("rejects with the provider's message when create throws", async () => {
    const error = await host
      .create(urn(), { message: "boom", group: "g", failOn: "create", [PROVIDER_KEY]: provider.text })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error).toMatchObject({
      method: "Create",
      message: 'create refused for message "boom"',
      initFailure: undefined,
    });
  });

  it("exposes an error carrying an id as a resource that failed to initialise", async () => {
    const error = await host
      .create(urn(), { message: "slow", group: "g", failOn: "init", [PROVIDER_KEY]: provider.text })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderCallError);
    const { message, initFailure } = error as ProviderCallError;
    expect(message).toBe("created but not ready");
    expect(initFailure?.reasons).toEqual(["not ready yet"]);
    expect(initFailure?.properties).toMatchObject({ message: "slow", revision: 1 });
    expect(existsSync(record(initFailure?.id ?? "missing"))).toBe(true);
  });

  it("keeps the key out of the host's output and records every call's duration", () => {
    expect(host.stdout + host.stderr).not.toContain(key);
    expect(host.timings.startMs).toBeGreaterThan(0);
    const summary = summarizeTimings(host.timings);
    expect(Object.keys(summary).sort()).toEqual(
      ["Check", "Configure", "Create", "Delete", "Diff", "GetPluginInfo", "Read", "Update"].sort(),
    );
    expect(summary.Create.count).toBe(3);
    expect(host.timings.calls.every((call) => call.ms > 0)).toBe(true);
  });
});

describe("engine lifecycle", () => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await startEngine(program, { config, provider: provider.text });
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
  });

  it("creates, leaves unchanged, updates, replaces, refreshes and destroys", async () => {
    const echo = resourceUrn(program, echoType, "lifecycle");
    const created = await engine.up(echo, { message: secret("first") });
    expect(created.op).toBe("create");
    expect(withoutProvider(created.state.outputs)).toEqual({
      message: "first",
      group: "default",
      keyDigest: sha256(key),
      revision: 1,
    });
    expect(created.state.inputs[PROVIDER_KEY]).toBe(provider.text);

    const same = await engine.up(echo, { message: "first" }, created.state);
    expect(same.op).toBe("same");
    expect(same.state.outputs).toEqual(created.state.outputs);

    const updated = await engine.up(echo, { message: "second" }, same.state);
    expect(updated.op).toBe("update");
    expect(updated.state.id).toBe(created.state.id);
    expect(updated.state.outputs.revision).toBe(2);

    const callsSince = (mark: number) => engine.host.timings.calls.slice(mark).map((call) => call.method);
    let mark = engine.host.timings.calls.length;
    const replaced = await engine.up(echo, { message: "second", group: "other" }, updated.state);
    expect(replaced.op).toBe("replace");
    expect(callsSince(mark)).toEqual(["Check", "Diff", "Check", "Create", "Delete"]);
    expect(replaced.state.id).not.toBe(created.state.id);
    expect(existsSync(record(created.state.id))).toBe(false);
    expect(replaced.state.outputs).toMatchObject({ group: "other", revision: 1 });

    mark = engine.host.timings.calls.length;
    const solo = await engine.up(echo, { message: "second", group: "solo" }, replaced.state);
    expect(solo.op).toBe("replace");
    expect(solo.diff?.deleteBeforeReplace).toBe(true);
    expect(callsSince(mark)).toEqual(["Check", "Diff", "Check", "Delete", "Create"]);
    expect(existsSync(record(replaced.state.id))).toBe(false);

    await fs.writeFile(
      record(solo.state.id),
      JSON.stringify({ ...withoutProvider(solo.state.outputs), message: "changed out of band" }),
    );
    const drifted = await engine.refresh(solo.state);
    expect(drifted?.outputs.message).toBe("changed out of band");
    expect(drifted?.inputs.message).toBe("changed out of band");
    const corrected = await engine.preview(echo, { message: "second", group: "solo" }, drifted);
    expect(corrected.op).toBe("update");

    await engine.destroy(solo.state);
    expect(existsSync(record(solo.state.id))).toBe(false);
    expect(await engine.refresh(solo.state)).toBeUndefined();

    const state = JSON.stringify([created, same, updated, replaced, solo, drifted]);
    expect(state).not.toContain(key);
    expect(engine.host.stdout + engine.host.stderr).not.toContain(key);
  });

  it("compares old and new inputs itself when the provider has no diff", async () => {
    const withoutDiff = await serializeProvider(program, `${fixturePackage}/without-diff.js`);
    expect(withoutDiff.text).toContain(`require("${fixturePackage}/without-diff.js")`);
    const echo = resourceUrn(program, echoType, "without-diff");
    const inputs = { message: "first", [PROVIDER_KEY]: withoutDiff.text };
    const created = await engine.up(echo, inputs);
    const same = await engine.up(echo, inputs, created.state);
    expect(same.diff?.changes).toBe("unknown");
    expect(same.op).toBe("same");
    const updated = await engine.up(echo, { ...inputs, message: "second" }, same.state);
    expect(updated.op).toBe("update");
    expect(updated.state.outputs.revision).toBe(2);
    await engine.destroy(updated.state);
  }, 60_000);

  it("throws the provider's check failures before any create", async () => {
    const before = await fs.readdir(storeDir);
    await expect(engine.up(resourceUrn(program, echoType, "bad"), { message: 7 })).rejects.toThrow(
      new CheckFailedError(resourceUrn(program, echoType, "bad"), [
        { property: "message", reason: "message must be a string" },
      ]),
    );
    expect(await fs.readdir(storeDir)).toEqual(before);
  });
});
