import { InputValidationError, NotFoundError, ResponseValidationError } from "../../src/client";
import { rejection, startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

let api: SimulatedApi;

beforeEach(async () => {
  api = await startSimulatedApi();
});

afterEach(() => {
  // Whatever a test did, no pull zone read asked for certificates (their answer would carry private keys).
  const reads = api.sim.requests.filter((r) => r.route === "getPullZone" || r.route === "listPullZones");
  expect(reads.map((r) => r.query.includeCertificate ?? "absent")).toEqual(reads.map(() => "false"));
  return api.close();
});

const certificates = (zone: { hostnames: { value: string | null; hasCertificate: boolean }[] }) =>
  Object.fromEntries(zone.hostnames.map((hostname) => [hostname.value, hostname.hasCertificate]));

test("getPullZone reads the zone's hostnames with HasCertificate, with includeCertificate=false", async () => {
  const zone = await api.client.getPullZone("310246");
  expect(zone).toMatchObject({ id: "310246", name: "assets-demo" });
  expect(zone.hostnames[1]).toEqual({ id: "5504", value: "pending.example.com", hasCertificate: false });
  expect(certificates(zone)).toEqual({ "assets-demo.b-cdn.net": true, "pending.example.com": false, "static.example.com": true });
  expect(api.sim.requests.map((r) => [r.method, r.path, r.query])).toEqual([["GET", "/pullzone/310246", { includeCertificate: "false" }]]);
});

test("listPullZones reads every zone in one request, without page or search", async () => {
  const zones = await api.client.listPullZones();
  expect(zones.map((zone) => zone.id)).toEqual(["310245", "310246", "310247"]);
  expect(api.sim.requests.map((r) => [r.path, r.query])).toEqual([["/pullzone", { includeCertificate: "false" }]]);
});

test("a completed certificate and a removed one are what the next reads show", async () => {
  await api.client.completeExternalDnsCertificate("cdn.example.com");
  expect(certificates(await api.client.getPullZone("310245"))["cdn.example.com"]).toBe(true);
  api.sim.dashboard.removeCertificate("cdn.example.com");
  expect(certificates((await api.client.listPullZones())[0])["cdn.example.com"]).toBe(false);
  api.sim.dashboard.removeHostname("cdn.example.com");
  const everyHostname = (await api.client.listPullZones()).flatMap((zone) => zone.hostnames.map((hostname) => hostname.value));
  expect(everyHostname).not.toContain("cdn.example.com");
});

test("certificate fields an answer carries anyway never reach the result", async () => {
  const body = [{ Id: 1, Name: "z", Hostnames: [{ Id: 2, Value: "a.example.com", HasCertificate: true, Certificate: "Q0VSVA", CertificateKey: "S0VZ" }] }];
  api.sim.faults.add({ route: "listPullZones", status: 200, body: JSON.stringify(body), times: 1 });
  const zones = await api.client.listPullZones();
  expect(zones).toEqual([{ id: "1", name: "z", hostnames: [{ id: "2", value: "a.example.com", hasCertificate: true }] }]);
  expect(JSON.stringify(zones)).not.toContain("S0VZ");
});

test("field names are read in any case; a zone without hostnames has none", async () => {
  const body = { id: 7, name: null, hostnames: null };
  api.sim.faults.add({ route: "getPullZone", status: 200, body: JSON.stringify(body), times: 1 });
  await expect(api.client.getPullZone("7")).resolves.toEqual({ id: "7", name: null, hostnames: [] });
});

test("the API's own 404 has no body; a proxy's 404 page is told apart, naming the address", async () => {
  const gone = await rejection(api.client.getPullZone("999"));
  expect(gone).toBeInstanceOf(NotFoundError);
  expect(gone).toMatchObject({ fromApi: true, emptyBody: true, fromApiBody: false });
  api.sim.faults.add({ route: "getPullZone", status: 404, body: "Not Found", contentType: "text/plain", times: 1 });
  const proxy = await rejection(api.client.getPullZone("310245"));
  expect(proxy).toBeInstanceOf(NotFoundError);
  expect(proxy).toMatchObject({ fromApi: false, emptyBody: false });
  expect(proxy.message).toBe(
    `getPullZone failed: GET /pullzone/310245 -> 404: Not Found (the address used is ${api.sim.baseUrl}, from baseUrl: check it)`,
  );
});

test("a paged object where the whole list was asked for is a ResponseValidationError", async () => {
  api.sim.faults.add({ route: "listPullZones", status: 200, body: JSON.stringify({ Items: [], CurrentPage: 1, TotalItems: 0, HasMoreItems: false }), times: 1 });
  await expect(api.client.listPullZones()).rejects.toBeInstanceOf(ResponseValidationError);
});

test("a pull zone id that is not a whole number is refused before any request", async () => {
  await expect(api.client.getPullZone("zone-1")).rejects.toThrow(InputValidationError);
  await expect(api.client.getPullZone("zone-1")).rejects.toThrow("getPullZone: invalid input: pullZoneId: must be a whole number");
  expect(api.sim.requests).toHaveLength(0);
});
