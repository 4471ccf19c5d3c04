import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { DEMO } from "../../../src/simulator/demo-account";
import { send } from "../../helpers/sim-http";

// A shield zone's OpenAPI document through HTTP: its POST and its PATCH both make the zone's title, version and
// endpoints from the JSON document sent, an endpoint the zone had for a method and path it keeps left as it was; a
// document that is no JSON object answers 400, an unknown zone 404.

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

const zone = DEMO.shieldZone.id;
const apiGuardian = (zoneId: number | string = zone) => `${sim.baseUrl}/shield/shield-zone/${zoneId}/api-guardian`;
const spec = (zoneId: number | string = zone) => `${apiGuardian(zoneId)}/spec`;
const documentOf = (version: string, paths: Record<string, Record<string, object>>) =>
  JSON.stringify({ openapi: "3.0.3", info: { title: "Orders API", version }, paths });

test.each(["POST", "PATCH"])("a %s makes the title, version and endpoints from the document, and the read answers them", async (method) => {
  const content = documentOf(method === "POST" ? "1.0.0" : "1.1.0", { "/api/orders": { post: {} }, "/api/items": { get: {}, delete: {} } });
  const sent = await send(spec(), { method, key: sim.apiKey, body: { content, enforceAuthorizationValidation: true } });
  expect(sent.status).toBe(200);
  const read = (await send(apiGuardian(), { key: sim.apiKey })).json.data;
  expect(sent.json.data).toEqual(read);
  expect(read.configuration).toMatchObject({ title: "Orders API", version: method === "POST" ? "1.0.0" : "1.1.0" });
  const endpoints = read.endpoints.map((made: { requestMethod: string; requestPath: string }) => `${made.requestMethod} ${made.requestPath}`);
  expect(endpoints).toEqual(["POST /api/orders", "GET /api/items", "DELETE /api/items"]);
  expect(read.endpoints[0].apiGuardianEndpointId).toBe(DEMO.apiGuardianEndpoint.id);
  expect(read.endpoints[1]).toMatchObject({ isEnabled: true, validateAuthorization: true, shieldZoneId: zone });
});

test("a document that is no JSON object answers 400 and changes nothing; an unknown zone answers 404", async () => {
  const before = (await send(apiGuardian(), { key: sim.apiKey })).json.data;
  const refused = await send(spec(), { method: "PATCH", key: sim.apiKey, body: { content: "openapi: 3.0.3" } });
  expect(refused.status).toBe(400);
  expect((await send(apiGuardian(), { key: sim.apiKey })).json.data).toEqual(before);
  const unknown = await send(spec(999999), { method: "POST", key: sim.apiKey, body: { content: documentOf("1.0.0", {}) } });
  expect(unknown.status).toBe(404);
});
