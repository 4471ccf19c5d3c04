import { bindProvider } from "../../src/providers";
import { dnsRecordRow, dnsZoneRow } from "../../src/providers/metadata/dns";
import { pullZoneHostnameRow } from "../../src/providers/metadata/pull-zone-parts";
import { storageZoneRow } from "../../src/providers/metadata/storage";
import { rowDefinition } from "../../src/providers/row-definition";
import { startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

// The generic provider's choices that today's rows do not take, on the zone's operations against the simulator.
let api: SimulatedApi;
beforeAll(async () => {
  api = await startSimulatedApi({ maxRetries: 0 });
});
afterAll(() => api.close());
beforeEach(() => {
  api.sim.resetStats();
  api.sim.faults.clear();
});

function provider(row: typeof dnsZoneRow) {
  return bindProvider(rowDefinition(row), () => api.client);
}

it("a whole update reads the object first and sends every field of the update's body, the declared ones as declared", async () => {
  const zones = provider({ ...dnsZoneRow, updateStyle: "whole" });
  const created = await zones.create({ domain: "whole.example", soaEmail: "a@whole.example", loggingEnabled: true });
  api.sim.resetStats();
  const { outs } = await zones.update(created.id, created.outs!, { domain: "whole.example", soaEmail: "b@whole.example" });
  expect(api.sim.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
    `GET /dnszone/${created.id}`,
    `POST /dnszone/${created.id}`,
  ]);
  // Every field the update's body takes, as the zone's read answered it (null where it has none), but the declared one.
  const live = await api.client.dnsZones.get({ dnsZoneId: Number(created.id) });
  const { CustomNameserversEnabled, Nameserver1, Nameserver2, LoggingEnabled, LogAnonymizationType, CertificateKeyType } = live;
  expect(api.sim.requests[1].body).toEqual({
    CustomNameserversEnabled,
    Nameserver1,
    Nameserver2,
    SoaEmail: "b@whole.example",
    LoggingEnabled,
    LogAnonymizationType,
    CertificateKeyType,
    LoggingIPAnonymizationEnabled: live.LoggingIPAnonymizationEnabled,
  });
  expect(outs).toMatchObject({ soaEmail: "b@whole.example", loggingEnabled: true });
});

it("a row whose object has no natural key tells a create that may have made it what to check, and looks for nothing", async () => {
  const zones = provider({ ...dnsZoneRow, naturalKey: { none: "find it in the zone list by its domain before the next up" } });
  api.sim.faults.add({ route: "dnsZones.create", status: 503, times: 1 });
  const error = await zones.create({ domain: "unkeyed.example" }).catch((caught: Error) => caught);
  expect((error as Error).message).toMatch(
    /^the DnsZone may have been created though the create failed: find it in the zone list by its domain before the next up \(dnsZones.create failed: POST \/dnszone -> 503/,
  );
  expect(api.sim.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["POST /dnszone"]);
});

it("a row without a delete forgets: its definition has none, so deleting calls nothing", async () => {
  const zones = provider({ ...dnsZoneRow, delete: undefined });
  const created = await zones.create({ domain: "kept.example" });
  api.sim.resetStats();
  await zones.delete(created.id, created.outs!);
  expect(api.sim.requests).toHaveLength(0);
  expect(rowDefinition({ ...dnsZoneRow, delete: undefined }).delete).toBeUndefined();
});

describe("a list whose items an update adds but cannot remove (onlyAdded: a storage zone's replication regions)", () => {
  const zones = provider(storageZoneRow);
  const olds = { name: "eu-assets", region: "DE", replicationRegions: ["NY", "SG"], managedFields: ["name", "region", "replicationRegions"] };

  it("an added item is an update, a removed one replaces, the same items in another order change nothing", () => {
    expect(zones.changedProperties(olds, { ...olds, replicationRegions: ["NY", "SG", "LA"] })).toEqual({
      updates: ["replicationRegions"],
      replaces: [],
    });
    expect(zones.changedProperties(olds, { ...olds, replicationRegions: ["NY", "LA"] })).toMatchObject({ replaces: ["replicationRegions"] });
    expect(zones.changedProperties(olds, { ...olds, replicationRegions: [] })).toMatchObject({ replaces: ["replicationRegions"] });
    expect(zones.changedProperties(olds, { ...olds, replicationRegions: ["SG", "NY"] })).toEqual({ updates: [], replaces: [] });
  });

  it("its description and the resource's documentation say so", () => {
    const definition = rowDefinition(storageZoneRow);
    expect(definition.inputs.shape.replicationRegions.description).toMatch(/Adding an item updates the resource; removing one replaces it\.$/);
    expect(definition.documentation.behaviour.join(" ").replace(/\s+/g, " ")).toContain("an item removed from `replicationRegions` (adding one is an update)");
  });

  it("is refused on a field that is no list input", () => {
    expect(() => rowDefinition({ ...storageZoneRow, onlyAdded: { Region: "r" } })).toThrow("StorageZone: Region is no list input");
  });
});

it("a field the update takes under another name (a sent-as behaviour) is one input, sent by the update under that name", async () => {
  const definition = rowDefinition(storageZoneRow);
  expect(Object.keys(definition.inputs.shape)).toContain("replicationRegions");
  expect(Object.keys(definition.inputs.shape)).not.toContain("replicationZones");
  const zones = provider(storageZoneRow);
  const created = await zones.create({ name: "sent-as-assets", region: "DE" });
  api.sim.resetStats();
  await zones.update(created.id, created.outs!, { name: "sent-as-assets", region: "DE", replicationRegions: ["NY"] });
  expect(api.sim.requests.map((request) => [request.method, request.path, request.body])).toEqual([
    ["POST", `/storagezone/${created.id}`, { ReplicationZones: ["NY"] }],
    ["GET", `/storagezone/${created.id}`, undefined],
  ]);
  expect((await api.client.storageZones.get({ storageZoneId: Number(created.id) })).ReplicationRegions).toEqual(["NY"]);
});

it("the read's fields that hold a secret are the definition's secret outputs, and its lookup leaves them out", async () => {
  const definition = rowDefinition(storageZoneRow);
  expect(definition.secretOutputs).toEqual(["password", "readOnlyPassword"]);
  expect(rowDefinition(dnsZoneRow).secretOutputs).toEqual([]);
  const lookup = definition.lookup!;
  expect(Object.keys(lookup.result.shape)).not.toContain("password");
  expect(lookup.behaviour.join(" ").replace(/\s+/g, " ")).toContain("leaves out `password`, `readOnlyPassword`");
  const created = await provider(storageZoneRow).create({ name: "secret-assets", region: "DE" });
  expect(created.outs!.password).toEqual(expect.any(String));
  const found = await lookup.find(api.client, { storageZoneId: created.id });
  expect(found).toMatchObject({ storageZoneId: created.id, name: "secret-assets" });
  expect(JSON.stringify(found)).not.toContain(created.outs!.password as string);
});

it("a switch is refused unless the read reports its field and the on-switch answers what it records", () => {
  const switchOf = (switches: NonNullable<typeof dnsZoneRow.switches>) => () => rowDefinition({ ...dnsZoneRow, switches });
  const on = "dnsZones.createDnssec" as const;
  const off = "dnsZones.deleteDnssec" as const;
  expect(switchOf({ DnsSec: { on, off } })).toThrow("DnsZone: the switched field DnsSec is not in dnsZones.get's answer");
  expect(switchOf({ LoggingEnabled: { on, off } })).toThrow("DnsZone: the switched field LoggingEnabled is in a body");
  expect(switchOf({ DnsSecEnabled: { on, off, recorded: { fields: ["Ds"], reason: "r" } } })).toThrow(
    "DnsZone: Ds is not in dnsZones.createDnssec's answer",
  );
});

it.each([dnsZoneRow, dnsRecordRow, storageZoneRow])("$name's documentation names each path parameter as the id part it takes", (row) => {
  const definition = rowDefinition(row);
  const text = [...definition.documentation.behaviour, definition.lookup!.description].join("\n");
  const idParts = [...row.id.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const named = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  expect(named.length).toBeGreaterThan(2);
  expect(named.filter((name) => !idParts.includes(name))).toEqual([]);
});

it("a record's read line and lookup show the zone's read with the record's own name of its zone", () => {
  const records = rowDefinition(dnsRecordRow);
  expect(records.documentation.behaviour.join(" ")).toContain("read: `GET /dnszone/{zoneId}`, the DnsRecord found in `Records`;");
  expect(records.lookup!.description).toBe("Reads a DnsRecord by its id (`GET /dnszone/{zoneId}`, the DnsRecord found in its `Records`).");
});

describe("a row that names its object by a body field (objectField), adopts the API's own objects and switches by value", () => {
  const hostnames = () => bindProvider(rowDefinition(pullZoneHostnameRow), () => api.client);

  it("the delete, the switches and the free certificate's query are each sent the hostname; an update switches only what changed", async () => {
    api.sim.dashboard.pointHostname("unit.example.com");
    const made = await hostnames().create({ pullZoneId: "310246", hostname: "unit.example.com", hasCertificate: true });
    expect(made.id).toBe("310246/unit.example.com");
    const certificate = api.sim.requests.find((request) => request.path === "/pullzone/loadFreeCertificate");
    expect(certificate?.query).toEqual({ hostname: "unit.example.com" });
    api.sim.resetStats();
    await hostnames().update(made.id, made.outs!, { pullZoneId: "310246", hostname: "unit.example.com", hasCertificate: false, forceSSL: true });
    expect(api.sim.requests.map((request) => [`${request.method} ${request.path}`, request.body])).toEqual([
      ["DELETE /pullzone/310246/removeCertificate", { Hostname: "unit.example.com" }],
      ["POST /pullzone/310246/setForceSSL", { Hostname: "unit.example.com", ForceSSL: true }],
    ]);
    api.sim.resetStats();
    await hostnames().delete(made.id, made.outs!);
    expect(api.sim.requests.map((request) => [`${request.method} ${request.path}`, request.body])).toEqual([
      ["DELETE /pullzone/310246/removeHostname", { Hostname: "unit.example.com" }],
    ]);
  });

  it("a declared switch equal to what the create found calls nothing: the adopted system hostname already has its certificate", async () => {
    const adopted = await hostnames().create({ pullZoneId: "310246", hostname: "assets-demo.b-cdn.net", hasCertificate: true, forceSSL: false });
    expect(api.sim.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["GET /pullzone/310246"]);
    expect(adopted.outs).toMatchObject({ isSystemHostname: true, hasCertificate: true, forceSSL: false });
    const definition = rowDefinition(pullZoneHostnameRow);
    expect(definition.forgets!(adopted.outs!)).toBe(true);
    expect(definition.forgets!({ ...adopted.outs!, isSystemHostname: false })).toBe(false);
    api.sim.resetStats();
    await hostnames().delete(adopted.id, adopted.outs!);
    expect(api.sim.requests).toHaveLength(0);
  });

  it("adopt without objectField is refused when the definition is made", () => {
    expect(() => rowDefinition({ ...pullZoneHostnameRow, objectField: undefined })).toThrow("PullZoneHostname: adopt needs the objectField");
  });

  it("the lookup checks the hostname as the create's body field and finds the demo's hostname by it", async () => {
    const lookup = rowDefinition(pullZoneHostnameRow).lookup!;
    const found = await lookup.find(api.client, { pullZoneId: "310245", hostname: "cdn.example.com" });
    expect(found).toMatchObject({ pullZoneId: "310245", hostname: "cdn.example.com", isSystemHostname: false });
  });
});

describe("write-only inputs sent by a call of their own (writeOnlyCall: a hostname's own certificate and key)", () => {
  const hostnames = () => bindProvider(rowDefinition(pullZoneHostnameRow), () => api.client);
  const certificate = "-----BEGIN CERTIFICATE-----\nTUlJQnVuaXRDZXJ0aWZpY2F0ZQ\n-----END CERTIFICATE-----\n";
  const key = "-----BEGIN EC PRIVATE KEY-----\nTUlJRXVuaXRLZXk\n-----END EC PRIVATE KEY-----\n";
  const hostname = { pullZoneId: "310246", hostname: "own.example.com" };

  it("dropped while hasCertificate stays declared true: removeCertificate, then a free certificate", async () => {
    api.sim.dashboard.pointHostname("own.example.com");
    const made = await hostnames().create({ ...hostname, hasCertificate: true, certificate, certificateKey: key });
    expect(api.sim.requests.map((request) => `${request.method} ${request.path}`).slice(-1)).toEqual(["POST /pullzone/310246/addCertificate"]);
    expect(made.outs).toMatchObject({ hasCertificate: true, certificate, certificateKey: key });
    api.sim.resetStats();
    const updated = await hostnames().update(made.id, made.outs!, { ...hostname, hasCertificate: true });
    expect(api.sim.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "DELETE /pullzone/310246/removeCertificate",
      "GET /pullzone/loadFreeCertificate",
    ]);
    expect(updated.outs).toMatchObject({ hasCertificate: true });
    expect(updated.outs).not.toHaveProperty("certificate");
    await hostnames().delete(made.id, updated.outs!);
  });

  it("dropped is an update: the diff lists them though the new inputs leave them out", () => {
    const changed = hostnames().changedProperties({ ...hostname, certificate, certificateKey: key }, hostname);
    expect(changed).toEqual({ replaces: [], updates: ["certificate", "certificateKey"] });
  });

  it("a field set by its own call must be one the read answers, and the call's body must hold one value beside the object's", () => {
    expect(() => rowDefinition({ ...pullZoneHostnameRow, setBy: { KeyKind: "pullZones.updatePrivateKeyType" } })).toThrow(
      "PullZoneHostname: KeyKind, set by pullZones.updatePrivateKeyType, is not in pullZones.get's answer",
    );
    expect(() => rowDefinition({ ...pullZoneHostnameRow, setBy: { CertificateKeyType: "pullZones.addCertificate" } })).toThrow(
      "PullZoneHostname: pullZones.addCertificate's body has 2 fields besides the object's, not the value's one",
    );
  });

  it("a turnsOn that is no switched field is refused when the definition is made", () => {
    const row = { ...pullZoneHostnameRow, writeOnlyCall: { ...pullZoneHostnameRow.writeOnlyCall!, turnsOn: "ForceSsl" } };
    expect(() => rowDefinition(row)).toThrow("PullZoneHostname: ForceSsl, turned on by pullZones.addCertificate, is no switched field");
  });
});
