import { CloudPlatformClient, InputValidationError } from "../../src/client";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { DEMO } from "../../src/simulator/demo-account";

// An operation whose body is a text of its own media type (a shield zone's custom page, HTML): the client sends the
// text as it is, never as a JSON string, with that media type.

const PAGE = '<!doctype html><title>Blocked</title><p class="note">Your request was blocked.</p>';

let sim: RunningSimulator;
let client: CloudPlatformClient;
beforeEach(async () => {
  sim = await startSimulator();
  client = new CloudPlatformClient({ apiKey: sim.apiKey, baseUrl: sim.baseUrl, maxRetries: 0 });
});
afterEach(() => sim.close());

const where = { shieldZoneId: DEMO.shieldZone.id, pageType: "block" as const };

test("the page goes out as the request's whole body, text/html, and the read answers it as it was sent", async () => {
  await client.shieldZones.replaceCustomPage({ ...where, body: PAGE });
  const [sent] = sim.requests;
  expect(sent.route).toBe("shieldZones.replaceCustomPage");
  expect(sent.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(sent.body).toBe(PAGE);
  await expect(client.shieldZones.getCustomPage(where)).resolves.toBe(PAGE);
});

test("an empty page and an unknown page type are refused before any call, naming the parameter", () => {
  expect(() => client.shieldZones.replaceCustomPage({ ...where, body: "" })).toThrow(InputValidationError);
  expect(() => client.shieldZones.replaceCustomPage({ ...where, body: "" })).toThrow(/body: Too small/);
  const unknownType = { ...where, pageType: "maintenance" as "block", body: PAGE };
  expect(() => client.shieldZones.replaceCustomPage(unknownType)).toThrow(/pageType/);
  expect(sim.requests).toEqual([]);
});

test("a read answered as text rather than as a JSON string is the page itself; a text where an object is due is not", async () => {
  sim.faults.add({ route: "shieldZones.getCustomPage", body: PAGE, contentType: "text/html; charset=utf-8", times: 1 });
  await expect(client.shieldZones.getCustomPage(where)).resolves.toBe(PAGE);
  sim.faults.add({ route: "shieldZones.get", body: PAGE, contentType: "text/plain", times: 1 });
  await expect(client.shieldZones.get({ shieldZoneId: DEMO.shieldZone.id })).rejects.toThrow(
    `shieldZones.get: GET /shield/shield-zone/${DEMO.shieldZone.id} -> 200 answered an unexpected body: body:`,
  );
  sim.faults.add({ route: "shieldZones.getCustomPage", body: PAGE, contentType: "application/json", times: 1 });
  await expect(client.shieldZones.getCustomPage(where)).rejects.toThrow("body: is not valid JSON");
});
