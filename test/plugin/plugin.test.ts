import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { VIDEO_STATUS } from "../../src/simulator/state";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, startEngine, type Engine } from "../helpers/engine/lifecycle";
import { UNKNOWN } from "../helpers/engine/wire";
import { installPackage, simulatorStack, timingReport } from "../helpers/installed-package";
import type { InstalledProgram } from "../helpers/engine/program-install";
import { pluginBin, pluginToken } from "../helpers/plugin";
import { namedType, propertyPaths, undeclaredParts, type PackageSchema } from "../helpers/package-schema";
import { utcDate } from "../helpers/sim-http";
import { readExampleArguments } from "../../src/data/read-examples";
import { generatedReads, readFunctionName } from "../../src/data/read-names";

const keys = { apiKey: "plugin-calls-account-key-1a2b3c", videoApiKey: "plugin-calls-video-key-4d5e6f" };
let program: InstalledProgram;
let sim: RunningSimulator;
let engine: Engine;

beforeAll(async () => {
  program = await installPackage();
  sim = await startSimulator(keys);
  engine = await startEngine(program, { config: simulatorStack(sim), plugin: pluginBin });
}, 300_000);

afterAll(async () => {
  if (engine) {
    console.log(timingReport("plugin", engine));
    await engine.close();
  }
  await sim?.close();
});

beforeEach(() => {
  sim.resetStats();
  sim.faults.clear();
});

const urn = (type: string, name: string) => resourceUrn(program, pluginToken(type), name);
const volumeUrn = () => urn("Volume", "data");

/** Check with no old inputs, as for a new resource; failures fail the test. */
async function checked(type: string, news: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { inputs, failures } = await engine.host.check(urn(type, "x"), {}, news);
  expect(failures).toEqual([]);
  return inputs;
}

describe("Configure", () => {
  it("accepts secrets and previews", () => {
    expect(engine.configured).toMatchObject({ acceptSecrets: true, supportsPreview: true });
  });
});

describe("Create and Update during a preview", () => {
  it("make no API call and answer the planned outputs, unknown where not known", async () => {
    const inputs = await checked("Volume", { appId: "app-demo", volumeId: "vol-data", size: 20 });
    const planned = await engine.host.create(volumeUrn(), inputs, true);
    expect(planned).toEqual({
      id: "",
      properties: { appId: "app-demo", volumeId: "vol-data", size: 20, name: UNKNOWN, managedFields: ["size"] },
    });
    const olds = { appId: "app-demo", volumeId: "vol-data", name: "data", size: 10, managedFields: ["size"] };
    const update = await engine.host.update(volumeUrn(), "app-demo/vol-data", olds, inputs, olds, true);
    expect(update.properties).toEqual({ ...olds, size: 20 });
    expect(sim.requests).toHaveLength(0);
  });
});

describe("Diff", () => {
  const olds = { appId: "app-demo", volumeId: "vol-data", name: "data", size: 10, managedFields: ["size"] };

  it("answers a detailed diff: in-place updates, replacements, nothing for the same inputs", async () => {
    const diff = (news: Record<string, unknown>) => engine.host.diff(volumeUrn(), "app-demo/vol-data", olds, news, olds);
    expect(await diff(await checked("Volume", { appId: "app-demo", volumeId: "vol-data", size: 10 }))).toMatchObject({
      changes: "none",
      detailedDiff: {},
    });
    expect(await diff(await checked("Volume", { appId: "app-demo", volumeId: "vol-data", size: 30 }))).toMatchObject({
      changes: "some",
      replaces: [],
      detailedDiff: { size: "UPDATE" },
    });
    expect(await diff(await checked("Volume", { appId: "app-demo", volumeId: "vol-logs", size: 10 }))).toMatchObject({
      changes: "some",
      replaces: ["volumeId"],
      deleteBeforeReplace: false,
      detailedDiff: { volumeId: "UPDATE_REPLACE" },
    });
    const managed = await diff(await checked("Volume", { appId: "app-demo", volumeId: "vol-data", name: "data", size: 10 }));
    expect(managed).toMatchObject({ changes: "some", replaces: [] });
    expect(managed.detailedDiff).toEqual({ managedFields: "UPDATE" });
    expect(sim.requests).toHaveLength(0);
  });
});

describe("Read with only an id: import", () => {
  /** Import as the engine does it: Read with the id alone, then Check of the program's inputs and Diff against them. */
  async function imported(type: string, id: string, programInputs: Record<string, unknown>) {
    const read = await engine.host.read(urn(type, "imported"), id, {}, {});
    const { inputs, failures } = await engine.host.check(urn(type, "imported"), read.inputs ?? {}, programInputs);
    expect(failures).toEqual([]);
    const diff = await engine.host.diff(urn(type, "imported"), id, read.properties, inputs, read.inputs);
    return { read, diff };
  }

  it("Volume {appId}/{volumeId}: both fields taken as managed", async () => {
    const { read, diff } = await imported("Volume", "app-demo/vol-logs", { appId: "app-demo", volumeId: "vol-logs", name: "logs", size: 5 });
    expect(read).toEqual({
      id: "app-demo/vol-logs",
      properties: { appId: "app-demo", volumeId: "vol-logs", name: "logs", size: 5, managedFields: ["name", "size"] },
      inputs: { appId: "app-demo", volumeId: "vol-logs", name: "logs", size: 5, managedFields: ["name", "size"] },
    });
    expect(diff).toMatchObject({ changes: "none" });
    expect(sim.requests.every((request) => request.method === "GET")).toBe(true);
  });

  it("WafRuleReview {shieldZoneId}/{ruleId}: the action the zone's lists give the rule", async () => {
    const created = await engine.host.create(urn("WafRuleReview", "r"), await checked("WafRuleReview", { shieldZoneId: "12345", ruleId: "942100", action: "logOnly" }));
    const { read, diff } = await imported("WafRuleReview", created.id, { shieldZoneId: 12345, ruleId: "942100", action: "logOnly" });
    expect(read.properties).toEqual({ shieldZoneId: "12345", ruleId: "942100", action: "logOnly" });
    expect(read.inputs).toEqual(read.properties);
    expect(diff).toMatchObject({ changes: "none" });
  });

  it("ExternalDnsCertificate by its hostname: the zone found holding it", async () => {
    const { read, diff } = await imported("ExternalDnsCertificate", "web-demo.b-cdn.net", { hostname: "web-demo.b-cdn.net" });
    expect(read.id).toBe("web-demo.b-cdn.net");
    expect(read.properties).toMatchObject({ hostname: "web-demo.b-cdn.net", hasCertificate: true, pullZoneIdDeclared: false });
    expect(read.inputs).toMatchObject({ hostname: "web-demo.b-cdn.net" });
    expect(diff).toMatchObject({ changes: "none" });
  });

  it("Video {libraryId}/{videoId}: its title and collection", async () => {
    const [videoId, video] = [...sim.state.videoLibraries.get("4242")!.videos.entries()][0];
    const { read, diff } = await imported("Video", `4242/${videoId}`, { libraryId: 4242, title: video.title });
    expect(read.properties).toMatchObject({ libraryId: "4242", videoId, title: video.title });
    expect(read.inputs).toMatchObject({ libraryId: "4242", title: video.title });
    expect(diff).toMatchObject({ changes: "none" });
  });

  it("Video with a declared file: the file is taken as the one the video holds, with no change", async () => {
    const [videoId, video] = [...sim.state.videoLibraries.get("4242")!.videos.entries()].at(-1)!;
    sim.dashboard.setVideoStatus("4242", videoId, VIDEO_STATUS.finished);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "imported-video-"));
    try {
      const filePath = path.join(dir, "own.mp4");
      await fs.writeFile(filePath, "the video's own file");
      const { diff } = await imported("Video", `4242/${videoId}`, { libraryId: 4242, title: video.title, filePath });
      expect(diff).toMatchObject({ changes: "none", replaces: [] });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("VideoUpload refuses, saying why", async () => {
    const error = await engine.host.read(urn("VideoUpload", "imported"), "4242/some-video", {}, {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toMatch(/a VideoUpload cannot be imported: the API cannot give back the local file/);
  });

  it("a bad id fails clearly, naming the form the id must have, before any request", async () => {
    const read = (type: string, id: string) =>
      engine.host.read(urn(type, "imported"), id, {}, {}).then(
        () => "read",
        (error: ProviderCallError) => error.message,
      );
    expect(await read("Volume", "vol-data")).toBe(
      'cannot import Volume "vol-data": expected 2 non-empty parts separated by "/"; the id must have the form {appId}/{volumeId}',
    );
    expect(await read("WafRuleReview", "zone/942100")).toBe(
      'cannot import WafRuleReview "zone/942100": shieldZoneId must be a whole number (digits only); the id must have the form {shieldZoneId}/{ruleId}',
    );
    expect(await read("Video", "4242/")).toMatch(/the id must have the form \{libraryId\}\/\{videoId\}$/);
    expect(sim.requests).toHaveLength(0);
  });
});

describe("Invoke", () => {
  const invoke = (name: string, args: Record<string, unknown>) => engine.host.invoke(pluginToken(name), args);

  it("serves the four data functions", async () => {
    const template = await invoke("getContainerTemplate", { appId: "app-demo", containerId: "ctr-web" });
    expect(template).toMatchObject({ failures: [], result: { id: "ctr-web", name: expect.any(String) } });
    const contract = await invoke("getPartnerContract", {});
    expect(contract.result).toMatchObject({ billingType: expect.stringMatching(/^(payAsYouGo|postPaid)$/), currency: expect.any(String) });
    const metrics = await invoke("getBotDetectionMetrics", { shieldZoneId: 12345 });
    expect(Object.keys(metrics.result.overviewPastTwentyEightDays as object)).toHaveLength(28);
    const day = new Date(Date.now() - 86_400_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const date = `${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}-${day.getUTCFullYear()}`;
    const logs = await invoke("getShieldEventLogs", { shieldZoneId: "12345", date, maxPages: 2 });
    expect(logs.result).toMatchObject({ pages: 2 });
    expect((logs.result.logs as unknown[]).length).toBeGreaterThan(0);
    expect(sim.requests.every((request) => request.accessKeyValid)).toBe(true);
  });

  it("serves the lookup of each resource from a metadata row: by id, by the row's unique key, a record in its zone", async () => {
    const byId = await invoke("getDnsZone", { dnsZoneId: 501 });
    expect(byId).toMatchObject({ failures: [], result: { dnsZoneId: "501", domain: "example.com", logAnonymizationType: "OneDigit" } });
    expect(await invoke("getDnsZone", { domain: "example.com" })).toEqual(byId);
    const record = await invoke("getDnsRecord", { zoneId: "501", recordId: 703 });
    expect(record).toMatchObject({ failures: [], result: { zoneId: "501", recordId: "703", type: "MX", name: "" } });
    const missing = await invoke("getDnsRecord", { zoneId: 501, recordId: 999 }).catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(ProviderCallError);
    expect((missing as Error).message).toContain("getDnsRecord: no DnsRecord with zoneId 501, recordId 999");
    expect(sim.requests.map((request) => [request.method, request.path, request.query])).toEqual([
      ["GET", "/dnszone/501", {}],
      ["GET", "/dnszone", { page: "1", search: "example.com" }],
      ["GET", "/dnszone/501", {}],
      ["GET", "/dnszone/501", {}],
    ]);
  });

  it("serves ContainerApp's lookup by id and by name, and fails naming a name no app has", async () => {
    const byId = await invoke("getContainerApp", { appId: "app-demo" });
    expect(byId).toMatchObject({ failures: [], result: { appId: "app-demo", name: "app-demo", status: "active", runtimeType: "shared" } });
    expect(await invoke("getContainerApp", { name: "APP-DEMO" })).toEqual(byId);
    const missing = await invoke("getContainerApp", { name: "nowhere" }).catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(ProviderCallError);
    expect((missing as Error).message).toContain('getContainerApp: no ContainerApp with name "nowhere", every page read');
    expect(sim.requests.map((request) => [request.method, request.path])).toEqual([
      ["GET", "/mc/apps/app-demo"],
      ["GET", "/mc/apps"],
      ["GET", "/mc/apps/app-demo"],
      ["GET", "/mc/apps"],
    ]);
  });

  it("refuses a lookup given both the id and the unique key, by property, before any request", async () => {
    expect(await invoke("getDnsZone", { dnsZoneId: "501", domain: "example.com" })).toEqual({
      result: {},
      failures: [{ property: "domain", reason: 'is given with dnsZoneId: give exactly one of dnsZoneId and domain (got "example.com")' }],
    });
    expect(sim.requests).toHaveLength(0);
  });

  it("answers only what the schema declares at each path, through objects, arrays and maps", async () => {
    const schema: PackageSchema = JSON.parse(await engine.host.getSchema());
    const outputs = (name: string) => schema.functions[pluginToken(name)].outputs;
    const calls: [string, Record<string, unknown>][] = [
      ["getContainerTemplate", { appId: "app-demo", containerId: "ctr-web" }],
      ["getPartnerContract", {}],
      ["getBotDetectionMetrics", { shieldZoneId: 12345 }],
      ["getShieldEventLogs", { shieldZoneId: "12345", date: utcDate(1), maxPages: 1 }],
    ];
    const results = new Map<string, Record<string, unknown>>();
    const met = new Set<string>();
    const problems: string[] = [];
    for (const [name, args] of calls) {
      const { result, failures } = await invoke(name, args);
      expect(failures).toEqual([]);
      results.set(name, result);
      problems.push(...undeclaredParts(schema, result, outputs(name), name, met));
    }
    expect(problems).toEqual([]);
    // Every object type of the function results was in some answer: the walk above checked each of them.
    const refs = calls.flatMap(([name]) => propertyPaths(schema, outputs(name).properties).map(({ spec }) => spec.$ref));
    const declaredObjectTypes = [...new Set(refs)].filter((ref): ref is string => namedType(schema, ref ?? "")?.type === "object");
    expect(declaredObjectTypes.length).toBeGreaterThanOrEqual(19);
    expect([...met].filter((ref) => declaredObjectTypes.includes(ref)).sort()).toEqual(declaredObjectTypes.sort());
    // The walk tells an answer that strays from the schema.
    const strayed = structuredClone(results.get("getContainerTemplate")!) as any;
    strayed.endpoints[0].portMappings[0].hostPort = 8080;
    strayed.probes.startup.periodSeconds = "5";
    delete strayed.endpoints[1].stickySessions.cookieName;
    expect(undeclaredParts(schema, strayed, outputs("getContainerTemplate"), "t", new Set()).sort()).toEqual([
      "t.endpoints[0].portMappings[0].hostPort: not declared",
      "t.endpoints[1].stickySessions.cookieName: required but absent",
      expect.stringMatching(/^t\.probes\.startup\.periodSeconds: "5" is not of the declared/),
    ]);
  });

  it("serves every other read of the API, its answer as the schema declares it, its secrets left out", async () => {
    const schema: PackageSchema = JSON.parse(await engine.host.getSchema());
    const reads = generatedReads().map(readFunctionName);
    expect(reads).toHaveLength(80);
    const problems: string[] = [];
    const results = new Map<string, Record<string, unknown>>();
    for (const name of reads) {
      const { properties, required = [] } = schema.functions[pluginToken(name)].inputs;
      const given = Object.keys(properties).filter((key) => key in readExampleArguments);
      const args = Object.fromEntries(given.map((key) => [key, readExampleArguments[key]]));
      expect([name, required.filter((key) => !(key in args))]).toEqual([name, []]);
      const answered = await invoke(name, args).catch((error: Error) => ({ result: {}, failures: [error.message] }));
      expect([name, answered.failures]).toEqual([name, []]);
      results.set(name, answered.result);
      problems.push(...undeclaredParts(schema, answered.result, schema.functions[pluginToken(name)].outputs, name, new Set()));
    }
    expect(problems).toEqual([]);
    const storageZones = results.get("getStorageZones")!.items as Record<string, unknown>[];
    expect(storageZones).toContainEqual(expect.objectContaining({ id: "601", name: "demo-assets" }));
    expect(results.get("getShieldZoneByPullZone")).toMatchObject({ shieldZoneId: "12345", pullZoneId: "310245" });
    expect(results.get("getDnsZoneRecords")!.items).toContainEqual(expect.objectContaining({ id: "701", type: "CNAME" }));
    expect(results.get("getVideos")!.items).toHaveLength(5);
    expect(results.get("getContainerApps")!.items).toEqual([expect.objectContaining({ id: "app-demo" })]);
    expect(results.get("getContainerLogForwardings")!.items).toEqual([
      expect.objectContaining({ app: "app-demo", endpoint: "logs.example.com", format: "SyslogRfc5424" }),
    ]);
    // The storage zone's passwords, the registry's password hint and the log token are in the simulator's answers, never
    // in a result.
    const everything = JSON.stringify([...results.values()]);
    for (const secret of ["demo-assets-password-5c1f", "demo-assets-read-only-9a2e", "ghp_", "x9Qz", "demo-log-token-7d2b"]) {
      expect(everything).not.toContain(secret);
    }
    for (const zone of storageZones) expect(zone).not.toHaveProperty("password");
  });

  it("reports bad arguments by property, before any request", async () => {
    expect(await invoke("getShieldEventLogs", { shieldZoneId: "zone", date: "2026-01-01" })).toEqual({
      result: {},
      failures: [
        { property: "shieldZoneId", reason: 'must be a whole number (digits only) (got "zone")' },
        { property: "date", reason: 'must be a calendar date formatted MM-dd-yyyy (got "2026-01-01")' },
      ],
    });
    expect(sim.requests).toHaveLength(0);
  });
});

describe("Cancel, and calls the plugin does not serve", () => {
  it("answers Cancel, and UNIMPLEMENTED for Construct", async () => {
    await expect(engine.host.cancel()).resolves.toBeUndefined();
    const error = await engine.host.construct().catch((caught) => caught);
    expect(error).toMatchObject({ code: 12 });
  });
});
