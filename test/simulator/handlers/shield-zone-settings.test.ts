import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { DEMO } from "../../../src/simulator/demo-account";
import { send } from "../../helpers/sim-http";

// A shield zone's settings objects (bot detection, upload scanning, API Guardian) through HTTP: every zone has them, a
// PATCH changes the fields it sends (an object field merged with the one stored), and a zone that does not exist
// answers 404.

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

const zone = DEMO.shieldZone.id;
const botDetection = (zoneId: number | string = zone) => `${sim.baseUrl}/shield/shield-zone/${zoneId}/bot-detection`;

test("the demo zone's bot detection is answered in the data envelope, with the zone's id", async () => {
  const read = await send(botDetection(), { key: sim.apiKey });
  expect(read.status).toBe(200);
  expect(read.json.error.success).toBe(true);
  expect(read.json.data).toEqual({
    shieldZoneId: zone,
    executionMode: 1,
    requestIntegrity: { sensitivity: 1 },
    ipAddress: { sensitivity: 1 },
    browserFingerprint: { sensitivity: 2, aggression: 2, complexEnabled: false },
  });
});

test("a PATCH changes the fields it sends and keeps the others, inside an object field too", async () => {
  // 310247 is the demo account's pull zone without a shield zone.
  const { json: created } = await send(`${sim.baseUrl}/shield/shield-zone`, {
    method: "POST",
    key: sim.apiKey,
    body: { pullZoneId: 310247, shieldZone: { planType: 1 } },
  });
  const zoneId = created.data.shieldZone.shieldZoneId as number;
  const before = (await send(botDetection(zoneId), { key: sim.apiKey })).json.data;
  const written = await send(botDetection(zoneId), {
    method: "PATCH",
    key: sim.apiKey,
    body: { browserFingerprint: { sensitivity: 3 }, executionMode: 1 },
  });
  expect(written.status).toBe(200);
  const after = (await send(botDetection(zoneId), { key: sim.apiKey })).json.data;
  expect(written.json.data).toEqual(after);
  expect(after).toEqual({
    ...before,
    shieldZoneId: zoneId,
    executionMode: 1,
    browserFingerprint: { ...before.browserFingerprint, sensitivity: 3 },
  });
  const again = await send(botDetection(zoneId), { method: "PATCH", key: sim.apiKey, body: { browserFingerprint: { aggression: 4 } } });
  expect(again.json.data.browserFingerprint).toEqual({ ...before.browserFingerprint, sensitivity: 3, aggression: 4 });
});

test("a zone that does not exist answers 404, to the read and to the write", async () => {
  const read = await send(botDetection(987654), { key: sim.apiKey });
  expect(read.status).toBe(404);
  const written = await send(botDetection(987654), { method: "PATCH", key: sim.apiKey, body: { executionMode: 0 } });
  expect(written.status).toBe(404);
});

test("a value outside the enum is refused with a 400 naming the field, and nothing is stored", async () => {
  const refused = await send(botDetection(), { method: "PATCH", key: sim.apiKey, body: { ipAddress: { sensitivity: 9 } } });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.json)).toContain("ipAddress.sensitivity");
  expect((await send(botDetection(), { key: sim.apiKey })).json.data.ipAddress).toEqual({ sensitivity: 1 });
});

const uploadScanning = (zoneId: number | string = zone) => `${sim.baseUrl}/shield/shield-zone/${zoneId}/upload-scanning`;
const apiGuardian = (zoneId: number | string = zone) => `${sim.baseUrl}/shield/shield-zone/${zoneId}/api-guardian`;

test("the demo zone's upload scanning is answered with the zone's id, and a PATCH changes the fields it sends", async () => {
  const read = await send(uploadScanning(), { key: sim.apiKey });
  expect(read.json.data).toEqual({ shieldZoneId: zone, isEnabled: true, csamScanningMode: 2, antivirusScanningMode: 1 });
  const written = await send(uploadScanning(), { method: "PATCH", key: sim.apiKey, body: { antivirusScanningMode: 2 } });
  expect(written.json.data).toEqual({ ...read.json.data, antivirusScanningMode: 2 });
  expect((await send(uploadScanning(), { key: sim.apiKey })).json.data).toEqual(written.json.data);
  await send(uploadScanning(), { method: "PATCH", key: sim.apiKey, body: { antivirusScanningMode: 1 } });
  expect((await send(uploadScanning(987654), { key: sim.apiKey })).status).toBe(404);
});

test("API Guardian's read answers its configuration beside its endpoints; a PATCH changes the configuration and answers it alone", async () => {
  const read = (await send(apiGuardian(), { key: sim.apiKey })).json.data;
  expect(read.configuration).toMatchObject({ shieldZoneId: zone, isEnabled: true, executionMode: 0, title: "Shop API" });
  expect(read.endpoints.map((endpoint: { requestPath: string }) => endpoint.requestPath)).toEqual(["/api/orders"]);
  const written = await send(apiGuardian(), { method: "PATCH", key: sim.apiKey, body: { executionMode: 1 } });
  expect(written.status).toBe(200);
  expect(written.json.data).toEqual({ ...read.configuration, executionMode: 1 });
  const after = (await send(apiGuardian(), { key: sim.apiKey })).json.data;
  expect(after).toEqual({ configuration: written.json.data, endpoints: read.endpoints });
  await send(apiGuardian(), { method: "PATCH", key: sim.apiKey, body: { executionMode: 0 } });
  expect((await send(apiGuardian(987654), { method: "PATCH", key: sim.apiKey, body: { executionMode: 0 } })).status).toBe(404);
});
