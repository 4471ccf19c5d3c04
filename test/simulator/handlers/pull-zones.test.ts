import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { send } from "../../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const getWithKey = (key: string | undefined, path: string) => send(`${sim.baseUrl}${path}`, { key });
const get = (path: string) => getWithKey(sim.apiKey, path);
const hostnamesOf = (zone: { Hostnames: { Value: string; HasCertificate: boolean }[] }) =>
  Object.fromEntries(zone.Hostnames.map((hostname) => [hostname.Value, hostname.HasCertificate]));
const complete = (hostname: string) =>
  send(`${sim.baseUrl}/pullzone/completeExternalDnsCertificate`, { method: "POST", key: sim.apiKey, body: { Hostname: hostname } });

describe("listPullZones", () => {
  test("without page (and with page=0) answers one array of every zone with its hostnames", async () => {
    const reply = await get("/pullzone");
    expect(reply.status).toBe(200);
    expect(reply.json.map((zone: { Id: number }) => zone.Id)).toEqual([310245, 310246, 310247]);
    expect(hostnamesOf(reply.json[0])).toEqual({ "web-demo.b-cdn.net": true, "cdn.example.com": false });
    expect(reply.json[0].Hostnames[1]).toMatchObject({ Certificate: null, CertificateKey: null, IsSystemHostname: false });
    expect((await get("/pullzone?page=0")).json).toEqual(reply.json);
    expect(sim.requests.map((request) => request.route)).toEqual(["listPullZones", "listPullZones"]);
  });

  test("page 1 and up answer {Items, CurrentPage, TotalItems, HasMoreItems}", async () => {
    sim.state.pullZones.set("310250", { name: "more-1", originUrl: "https://m.example.com", hostnames: [] });
    sim.state.pullZones.set("310251", { name: "more-2", originUrl: "https://m.example.com", hostnames: [] });
    sim.state.pullZones.set("310252", { name: "more-3", originUrl: "https://m.example.com", hostnames: [] });
    const first = await get("/pullzone?page=1&perPage=5");
    expect(first.json).toMatchObject({ CurrentPage: 1, TotalItems: 6, HasMoreItems: true });
    expect(first.json.Items).toHaveLength(5);
    const second = await get("/pullzone?page=2&perPage=5");
    expect(second.json).toMatchObject({ CurrentPage: 2, TotalItems: 6, HasMoreItems: false });
    expect(second.json.Items.map((zone: { Id: number }) => zone.Id)).toEqual([310252]);
  });

  test("search narrows to zones whose name or a hostname contains the term, in any case", async () => {
    const byHostname = await get("/pullzone?search=CDN.example.com");
    expect(byHostname.json.map((zone: { Id: number }) => zone.Id)).toEqual([310245, 310247]);
    const byName = await get("/pullzone?search=assets");
    expect(byName.json.map((zone: { Id: number }) => zone.Id)).toEqual([310246]);
    expect((await get("/pullzone?search=nowhere")).json).toEqual([]);
  });

  test("includeCertificate=true answers each certificate and its private key, and the request log shows it was asked", async () => {
    const reply = await get("/pullzone?includeCertificate=true");
    const system = reply.json[0].Hostnames[0];
    expect(Buffer.from(system.CertificateKey, "base64url").toString()).toContain("BEGIN PRIVATE KEY");
    expect(reply.json[0].Hostnames[1]).toMatchObject({ HasCertificate: false, CertificateKey: null });
    expect(sim.requests[0].query).toEqual({ includeCertificate: "true" });
    expect((await get("/pullzone?includeCertificate=False")).json[0].Hostnames[0].CertificateKey).toBeNull();
  });

  test.each(["page=-1", "page=x", "perPage=4", "perPage=1001", "includeCertificate=yes"])("answers 400 {ErrorKey, Field, Message} for %s", async (query) => {
    const reply = await get(`/pullzone?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ ErrorKey: "validation.invalid_value", Field: query.split("=")[0] });
  });

  test("answers 401 without a body for a missing key or the video key", async () => {
    for (const key of [undefined, sim.videoApiKey]) {
      const reply = await getWithKey(key, "/pullzone");
      expect([reply.status, reply.text]).toEqual([401, ""]);
    }
  });
});

describe("getPullZone", () => {
  test("answers the zone by id, and 404 without a body for an unknown id", async () => {
    const reply = await get("/pullzone/310246");
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ Id: 310246, Name: "assets-demo" });
    expect(hostnamesOf(reply.json)).toEqual({ "assets-demo.b-cdn.net": true, "pending.example.com": false, "static.example.com": true });
    const missing = await get("/pullzone/999");
    expect([missing.status, missing.text]).toEqual([404, ""]);
    expect(sim.requests.map((request) => request.route)).toEqual(["getPullZone", "getPullZone"]);
  });

  test("includeCertificate is honoured and recorded as for the list", async () => {
    const reply = await get("/pullzone/310246?includeCertificate=true");
    expect(reply.json.Hostnames[2].CertificateKey).toEqual(expect.any(String));
    expect(sim.requests[0].query).toEqual({ includeCertificate: "true" });
  });
});

describe("the certificate state", () => {
  test("a completed certificate sets HasCertificate on the hostname in its pull zone", async () => {
    expect((await complete("CDN.example.com")).status).toBe(200);
    expect(hostnamesOf((await get("/pullzone/310245")).json)["cdn.example.com"]).toBe(true);
  });

  test("a failed completion leaves HasCertificate false", async () => {
    expect((await complete("pending.example.com")).status).toBe(400);
    expect(hostnamesOf((await get("/pullzone/310246")).json)["pending.example.com"]).toBe(false);
  });

  test("the dashboard removes a certificate, or the hostname itself (a completion then answers 404)", async () => {
    sim.dashboard.removeCertificate("static.example.com");
    expect(hostnamesOf((await get("/pullzone/310246")).json)["static.example.com"]).toBe(false);
    await complete("cdn.example.com");
    sim.dashboard.removeHostname("CDN.EXAMPLE.COM");
    const zones = (await get("/pullzone")).json;
    expect(zones.flatMap((zone: { Hostnames: { Value: string }[] }) => zone.Hostnames.map((h) => h.Value))).not.toContain("cdn.example.com");
    expect((await complete("cdn.example.com")).status).toBe(404);
    expect(() => sim.dashboard.removeCertificate("cdn.example.com")).toThrow("cdn.example.com");
    expect(() => sim.dashboard.removeHostname("unknown.example.com")).toThrow("unknown.example.com");
  });
});

test("faults apply to both reads", async () => {
  sim.faults.add({ route: "listPullZones", status: 503, times: 1 });
  sim.faults.add({ route: "getPullZone", status: 404, body: "<html><body>Not Found</body></html>", contentType: "text/html", times: 1 });
  expect((await get("/pullzone")).status).toBe(503);
  const proxy = await get("/pullzone/310245");
  expect([proxy.status, proxy.headers.get("content-type"), proxy.text]).toEqual([404, "text/html", "<html><body>Not Found</body></html>"]);
  expect((await get("/pullzone/310245")).status).toBe(200);
});
