import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { DEMO } from "../../../src/simulator/demo-account";
import { send } from "../../helpers/sim-http";

// The endpoints of a shield zone's API Guardian through HTTP: listed in the zone's API Guardian read, each changed by a
// PATCH of its own that leaves the configuration and the other endpoints alone; an unknown endpoint or zone answers 404.

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

const zone = DEMO.shieldZone.id;
const apiGuardian = (zoneId: number | string = zone) => `${sim.baseUrl}/shield/shield-zone/${zoneId}/api-guardian`;
const endpoint = (endpointId: number | string, zoneId: number | string = zone) => `${apiGuardian(zoneId)}/endpoint/${endpointId}`;
const { id } = DEMO.apiGuardianEndpoint;

test("a PATCH writes the fields it sends over the endpoint's, answers the endpoint, and the read lists it so", async () => {
  const before = (await send(apiGuardian(), { key: sim.apiKey })).json.data;
  const body = { detectParameterXss: false, injectionDetectionParameters: { Query: ["search"] }, rateLimitingTimeframe: 300, isEnabled: null };
  const written = await send(endpoint(id), { method: "PATCH", key: sim.apiKey, body });
  expect(written.status).toBe(200);
  expect(written.json.error.success).toBe(true);
  expect(written.json.data).toMatchObject({
    apiGuardianEndpointId: id,
    requestMethod: DEMO.apiGuardianEndpoint.method,
    requestPath: DEMO.apiGuardianEndpoint.path,
    isEnabled: true,
    detectParameterXss: false,
    detectParameterSqli: true,
    injectionDetectionParameters: { Query: ["search"] },
    rateLimitingTimeframe: 300,
  });
  expect(written.json.data.updatedAt).toEqual(expect.any(String));
  const after = (await send(apiGuardian(), { key: sim.apiKey })).json.data;
  expect(after).toEqual({ configuration: before.configuration, endpoints: [written.json.data] });
  // An object field is replaced whole, as sent.
  const replaced = await send(endpoint(id), { method: "PATCH", key: sim.apiKey, body: { injectionDetectionParameters: { Cookie: ["session"] } } });
  expect(replaced.json.data.injectionDetectionParameters).toEqual({ Cookie: ["session"] });
});

test("a value outside the enum is refused with 400; an endpoint the zone does not list, or an unknown zone, answers 404", async () => {
  const refused = await send(endpoint(id), { method: "PATCH", key: sim.apiKey, body: { rateLimitingType: "Country" } });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.json)).toContain("rateLimitingType");
  const unknown = await send(endpoint(999), { method: "PATCH", key: sim.apiKey, body: { isEnabled: false } });
  expect(unknown.status).toBe(404);
  expect(unknown.json.error).toMatchObject({ success: false, errorKey: "not_found.api_guardian_endpoint" });
  const noZone = await send(endpoint(id, 987654), { method: "PATCH", key: sim.apiKey, body: { isEnabled: false } });
  expect(noZone.status).toBe(404);
  expect(noZone.json.error).toMatchObject({ success: false, errorKey: "not_found_or_unauthorised_access.shieldzone" });
});
