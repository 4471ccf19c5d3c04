import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { send } from "../../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

/** 310247 is the demo account's pull zone without a shield zone; 310245 has zone 12345. */
const FREE_PULL_ZONE = 310247;

const call = (method: string, path: string, body?: unknown) => send(`${sim.baseUrl}${path}`, { method, key: sim.apiKey, body });
const create = (body: unknown) => call("POST", "/shield/shield-zone", body);
const read = (shieldZoneId: number) => call("GET", `/shield/shield-zone/${shieldZoneId}`);
const byPullZone = (pullZoneId: number) => call("GET", `/shield/shield-zone/get-by-pullzone/${pullZoneId}`);

test("a create answers the request echoed, the new zone's id in its shieldZone; the read shows what it wrote", async () => {
  const body = {
    pullZoneId: FREE_PULL_ZONE,
    shieldZone: { planType: 1, premiumPlan: true, wafEnabled: true, wafExecutionMode: 0, wafDisabledRules: ["920350"], dDoSChallengeWindow: 600 },
    botDetectionExecutionMode: 1,
  };
  const made = await create(body);
  expect(made.status).toBe(200);
  const shieldZoneId = made.json.data.shieldZone.shieldZoneId;
  expect(made.json).toEqual({
    data: { ...body, shieldZone: { ...body.shieldZone, shieldZoneId } },
    error: { statusCode: 200, success: true, message: null, errorKey: null },
  });
  const { data } = (await read(shieldZoneId)).json;
  expect(data).toMatchObject({
    shieldZoneId,
    pullZoneId: FREE_PULL_ZONE,
    planType: 1,
    wafEnabled: true,
    wafExecutionMode: 0,
    wafDisabledRules: ["920350"],
    wafLogOnlyRules: null,
    dDoSChallengeWindow: 600,
    rateLimitRulesLimit: 10,
    customWafRulesLimit: 10,
  });
  // premiumPlan is no field of the read; bot detection is another endpoint's.
  expect(Object.keys(data)).not.toContain("premiumPlan");
  expect(Object.keys(data)).not.toContain("botDetectionExecutionMode");
});

test("a pull zone that has a shield zone refuses a second one with 409, and keeps its one", async () => {
  const second = await create({ pullZoneId: 310245, shieldZone: { planType: 0 } });
  expect(second.status).toBe(409);
  expect(second.json).toEqual({ error: expect.objectContaining({ statusCode: 409, success: false }) });
  expect(second.json.error.message).toContain("12345");
  const listed = (await call("GET", "/shield/shield-zones?perPage=100")).json.data as { pullZoneId: number }[];
  expect(listed.filter((zone) => zone.pullZoneId === 310245)).toHaveLength(1);
});

test("a create for a pull zone the account does not have, or with a field the request has not, is refused with 400", async () => {
  const missing = await create({ pullZoneId: 424242, shieldZone: {} });
  expect(missing.status).toBe(400);
  expect(missing.json.error).toMatchObject({ success: false, message: expect.stringContaining("424242") });
  const unknown = await create({ pullZoneId: FREE_PULL_ZONE, shieldZone: { wafMode: 1 } });
  expect(unknown.status).toBe(400);
  expect(unknown.json.error.message).toContain("shieldZone.wafMode");
  expect((await byPullZone(FREE_PULL_ZONE)).status).toBe(404);
});

test("the under-attack create makes a zone of the plan given, its DDoS shield at its most sensitive and blocking", async () => {
  const made = await call("POST", "/shield/shield-zone/under-attack", { pullZoneId: FREE_PULL_ZONE, planType: 2 });
  expect(made.status).toBe(200);
  const { data } = (await byPullZone(FREE_PULL_ZONE)).json;
  expect(data).toMatchObject({ shieldZoneId: made.json.data.shieldZone.shieldZoneId, planType: 2, dDoSShieldSensitivity: 4, dDoSExecutionMode: 1 });
});

test("an update writes the fields its shieldZone sends and keeps the others; an unknown zone answers 404", async () => {
  const shieldZoneId = (await create({ pullZoneId: FREE_PULL_ZONE, shieldZone: { wafEnabled: true, whitelabelResponsePages: true } })).json
    .data.shieldZone.shieldZoneId;
  const updated = await call("PATCH", "/shield/shield-zone", { shieldZoneId, shieldZone: { wafEnabled: false, wafLogOnlyRules: ["913100"] } });
  expect(updated.status).toBe(200);
  expect(updated.json.data).toEqual({ shieldZoneId, shieldZone: { wafEnabled: false, wafLogOnlyRules: ["913100"] } });
  expect((await read(shieldZoneId)).json.data).toMatchObject({ wafEnabled: false, whitelabelResponsePages: true, wafLogOnlyRules: ["913100"] });
  const unknown = await call("PATCH", "/shield/shield-zone", { shieldZoneId: 424242, shieldZone: { wafEnabled: false } });
  expect(unknown.status).toBe(404);
});

test("the read by pull zone finds the zone the dashboard's Shield tab made; a pull zone without one answers 404", async () => {
  expect((await byPullZone(FREE_PULL_ZONE)).status).toBe(404);
  const shieldZoneId = sim.dashboard.enableShield(FREE_PULL_ZONE);
  const found = await byPullZone(FREE_PULL_ZONE);
  expect(found.status).toBe(200);
  expect(found.json.data).toMatchObject({ shieldZoneId, pullZoneId: FREE_PULL_ZONE, planType: 0 });
  expect((await create({ pullZoneId: FREE_PULL_ZONE, shieldZone: {} })).status).toBe(409);
  expect(() => sim.dashboard.enableShield(FREE_PULL_ZONE)).toThrow("already has");
  expect(() => sim.dashboard.enableShield(424242)).toThrow("424242");
});

test("a zone the API is still making answers its reads 202 with no data, then shows; an update meanwhile answers 202", async () => {
  sim.state.shieldZoneReadsBeforeReady = 2;
  const shieldZoneId = (await create({ pullZoneId: FREE_PULL_ZONE, shieldZone: { wafEnabled: true } })).json.data.shieldZone.shieldZoneId;
  const first = await read(shieldZoneId);
  expect(first.status).toBe(202);
  expect(first.json).toEqual({ data: null, error: expect.objectContaining({ success: false, errorKey: "not_found_or_unauthorised_access.shieldzone" }) });
  const updated = await call("PATCH", "/shield/shield-zone", { shieldZoneId, shieldZone: { wafEnabled: false } });
  expect(updated.status).toBe(202);
  expect(updated.json.data).toEqual({ pullZoneId: FREE_PULL_ZONE, shieldZone: { wafEnabled: false, shieldZoneId } });
  expect((await byPullZone(FREE_PULL_ZONE)).status).toBe(202);
  const shown = await read(shieldZoneId);
  expect(shown.status).toBe(200);
  expect(shown.json.data).toMatchObject({ shieldZoneId, wafEnabled: false });
});
