import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { send } from "../../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const ZONE = "/pullzone/310246";
const call = (method: string, path: string, body?: unknown) => send(`${sim.baseUrl}${path}`, { method, key: sim.apiKey, body });
const hostnameOf = async (value: string) => {
  const zone = (await call("GET", ZONE)).json as { Hostnames: Record<string, unknown>[] };
  return zone.Hostnames.find((hostname) => hostname.Value === value);
};
const pem = (label: string) => Buffer.from(`-----BEGIN ${label}-----\nMIIB\n-----END ${label}-----\n`).toString("base64");

describe("addHostname", () => {
  test("adds a hostname without a certificate or force SSL, and answers 204 without naming its id", async () => {
    const reply = await call("POST", `${ZONE}/addHostname`, { Hostname: "media.example.com" });
    expect(reply.status).toBe(204);
    expect(reply.text).toBe("");
    expect(await hostnameOf("media.example.com")).toMatchObject({
      Id: expect.any(Number),
      ForceSSL: false,
      HasCertificate: false,
      IsSystemHostname: false,
      IsManagedHostname: false,
      CertificateProvisionType: 0,
    });
  });

  test.each([
    ["a hostname of this zone", "STATIC.example.com"],
    ["a hostname of another zone", "cdn.example.com"],
    ["the zone's own b-cdn.net hostname", "assets-demo.b-cdn.net"],
  ])("refuses %s with 400 'already registered' and changes nothing", async (_what, hostname) => {
    const before = (await call("GET", ZONE)).json;
    const reply = await call("POST", `${ZONE}/addHostname`, { Hostname: hostname });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ ErrorKey: "pullzone.hostname_already_registered", Field: "Hostname", Message: "The hostname is already registered." });
    expect((await call("GET", ZONE)).json).toEqual(before);
  });

  test("answers 404 for a zone that does not exist, and 400 naming Hostname for an empty one", async () => {
    expect((await call("POST", "/pullzone/999/addHostname", { Hostname: "x.example.com" })).status).toBe(404);
    const empty = await call("POST", `${ZONE}/addHostname`, { Hostname: "" });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ Field: "Hostname" });
  });
});

describe("removeHostname", () => {
  test("removes a hostname the user added; a second removal answers 404", async () => {
    expect((await call("DELETE", `${ZONE}/removeHostname`, { Hostname: "Static.Example.com" })).status).toBe(204);
    expect(await hostnameOf("static.example.com")).toBeUndefined();
    expect((await call("DELETE", `${ZONE}/removeHostname`, { Hostname: "static.example.com" })).status).toBe(404);
  });

  test("refuses the system hostname and a managed one with 400, keeping them", async () => {
    sim.state.pullZones.get("310246")!.hostnames.push({ id: 7001, value: "app.bunny.run", hasCertificate: true, isSystemHostname: false, isManagedHostname: true });
    for (const hostname of ["assets-demo.b-cdn.net", "app.bunny.run"]) {
      const reply = await call("DELETE", `${ZONE}/removeHostname`, { Hostname: hostname });
      expect(reply.status).toBe(400);
      expect(reply.json).toMatchObject({ ErrorKey: "pullzone.hostname_internal", Message: expect.stringContaining(hostname) });
      expect(await hostnameOf(hostname)).toBeDefined();
    }
    expect(await hostnameOf("app.bunny.run")).toMatchObject({ IsManagedHostname: true, IsSystemHostname: false, CertificateProvisionType: 4 });
  });
});

describe("setForceSSL", () => {
  test("sets force SSL on the one hostname it names, the system hostname too", async () => {
    expect((await call("POST", `${ZONE}/setForceSSL`, { Hostname: "static.example.com", ForceSSL: true })).status).toBe(204);
    expect(await hostnameOf("static.example.com")).toMatchObject({ ForceSSL: true });
    expect(await hostnameOf("pending.example.com")).toMatchObject({ ForceSSL: false });
    await call("POST", `${ZONE}/setForceSSL`, { Hostname: "assets-demo.b-cdn.net", ForceSSL: true });
    await call("POST", `${ZONE}/setForceSSL`, { Hostname: "static.example.com", ForceSSL: false });
    expect(await hostnameOf("assets-demo.b-cdn.net")).toMatchObject({ ForceSSL: true });
    expect(await hostnameOf("static.example.com")).toMatchObject({ ForceSSL: false });
  });

  test("answers 404 for a hostname the zone does not hold, and 400 naming ForceSSL when it is missing", async () => {
    expect((await call("POST", `${ZONE}/setForceSSL`, { Hostname: "cdn.example.com", ForceSSL: true })).status).toBe(404);
    const missing = await call("POST", `${ZONE}/setForceSSL`, { Hostname: "static.example.com" });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ Field: "ForceSSL" });
  });
});

describe("updatePrivateKeyType", () => {
  test("sets the key type of the one hostname it names, answering an empty 200, and the zone's read reports it", async () => {
    expect(await hostnameOf("static.example.com")).toMatchObject({ CertificateKeyType: 0 });
    const reply = await call("POST", `${ZONE}/updatePrivateKeyType`, { Hostname: "Static.example.com", KeyType: 1 });
    expect([reply.status, reply.text]).toEqual([200, ""]);
    expect(await hostnameOf("static.example.com")).toMatchObject({ CertificateKeyType: 1 });
    expect(await hostnameOf("pending.example.com")).toMatchObject({ CertificateKeyType: 0 });
    await call("POST", `${ZONE}/updatePrivateKeyType`, { Hostname: "static.example.com", KeyType: 0 });
    expect(await hostnameOf("static.example.com")).toMatchObject({ CertificateKeyType: 0 });
  });

  test("answers 404 for a hostname the zone does not hold, and 400 naming KeyType for a kind it does not know", async () => {
    expect((await call("POST", `${ZONE}/updatePrivateKeyType`, { Hostname: "cdn.example.com", KeyType: 1 })).status).toBe(404);
    const unknown = await call("POST", `${ZONE}/updatePrivateKeyType`, { Hostname: "static.example.com", KeyType: 2 });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ Field: "KeyType" });
  });
});

describe("loadFreeCertificate", () => {
  const load = (hostname: string) => call("GET", `/pullzone/loadFreeCertificate?hostname=${encodeURIComponent(hostname)}`);

  test("issues a free certificate at once for a hostname whose DNS points at the CDN", async () => {
    await call("POST", `${ZONE}/addHostname`, { Hostname: "media.example.com" });
    sim.dashboard.pointHostname("Media.example.com");
    const reply = await load("media.example.com");
    expect(reply.status).toBe(200);
    expect(reply.text).toBe("");
    expect(await hostnameOf("media.example.com")).toMatchObject({ HasCertificate: true, CertificateProvisionType: 1 });
  });

  test("refuses a hostname not pointing yet with 400 and leaves it on the zone; once pointed, it is issued", async () => {
    const refused = await load("pending.example.com");
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ ErrorKey: "pullzone.hostname_not_pointing", Message: expect.stringContaining("not pointing") });
    expect(await hostnameOf("pending.example.com")).toMatchObject({ HasCertificate: false });
    sim.dashboard.pointHostname("pending.example.com");
    expect((await load("pending.example.com")).status).toBe(200);
    expect(await hostnameOf("pending.example.com")).toMatchObject({ HasCertificate: true });
  });

  test("answers 404 for a hostname the account does not hold, and 400 where the zone turns Let's Encrypt off", async () => {
    expect((await load("nowhere.example.com")).status).toBe(404);
    sim.state.pullZones.get("310246")!.fields = { ...sim.state.pullZones.get("310246")!.fields, DisableLetsEncrypt: true };
    sim.dashboard.pointHostname("pending.example.com");
    expect((await load("pending.example.com")).json).toMatchObject({ ErrorKey: "pullzone.free_certificate_disabled" });
  });
});

describe("addCertificate and removeCertificate", () => {
  test("the user's own certificate, Base64 of its PEM text, is put on the hostname and taken off again", async () => {
    const body = { Hostname: "pending.example.com", Certificate: pem("CERTIFICATE"), CertificateKey: pem("PRIVATE KEY") };
    expect((await call("POST", `${ZONE}/addCertificate`, body)).status).toBe(204);
    expect(await hostnameOf("pending.example.com")).toMatchObject({ HasCertificate: true, CertificateProvisionType: 3 });
    expect((await call("DELETE", `${ZONE}/removeCertificate`, { Hostname: "pending.example.com" })).status).toBe(204);
    expect(await hostnameOf("pending.example.com")).toMatchObject({ HasCertificate: false, CertificateProvisionType: 0 });
  });

  test.each([
    ["Certificate", { Certificate: Buffer.from("not a certificate").toString("base64"), CertificateKey: pem("PRIVATE KEY") }],
    ["Certificate", { Certificate: "-----BEGIN CERTIFICATE-----", CertificateKey: pem("PRIVATE KEY") }],
    ["CertificateKey", { Certificate: pem("CERTIFICATE"), CertificateKey: pem("CERTIFICATE") }],
  ])("refuses with 400 naming %s a value that is not Base64 of the PEM block it needs", async (field, pair) => {
    const reply = await call("POST", `${ZONE}/addCertificate`, { Hostname: "pending.example.com", ...pair });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ Field: field });
    expect(await hostnameOf("pending.example.com")).toMatchObject({ HasCertificate: false });
  });

  test("the system hostname's certificate cannot be removed", async () => {
    const reply = await call("DELETE", `${ZONE}/removeCertificate`, { Hostname: "assets-demo.b-cdn.net" });
    expect(reply.status).toBe(400);
    expect(await hostnameOf("assets-demo.b-cdn.net")).toMatchObject({ HasCertificate: true });
  });
});

test("the dashboard's removeHostname takes a hostname off its zone out of band", async () => {
  sim.dashboard.removeHostname("static.example.com");
  expect(await hostnameOf("static.example.com")).toBeUndefined();
});
