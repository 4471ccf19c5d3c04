import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { DEMO } from "../../../src/simulator/demo-account";
import { send } from "../../helpers/sim-http";

// The zone's list of access lists and the configuration of each list, through HTTP: the managed lists every zone has,
// and a custom list created through the table's own route, are listed with a configuration of their own, which its
// PATCH changes.

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

const zone = DEMO.shieldZone.id;
const lists = (zoneId: number | string = zone) => `${sim.baseUrl}/shield/shield-zone/${zoneId}/access-lists`;
const customList = async (listId: number) =>
  (await send(lists(), { key: sim.apiKey })).json.customLists.find((list: { listId: number }) => list.listId === listId);

test("a created custom list is listed with its configuration id, off, and counted with its entries", async () => {
  const created = await send(lists(), {
    method: "POST",
    key: sim.apiKey,
    body: { name: "Partners", type: 0, content: "192.0.2.1\n192.0.2.2\n192.0.2.3" },
  });
  expect(created.status).toBe(200);
  const listId = created.json.data.id as number;
  const listed = await send(lists(), { key: sim.apiKey });
  expect(listed.status).toBe(200);
  const entry = listed.json.customLists.find((list: { listId: number }) => list.listId === listId);
  expect(entry).toMatchObject({ name: "Partners", type: 0, entryCount: 3, isEnabled: false, action: 0 });
  expect(entry.configurationId).not.toBe(listId);
  expect(listed.json.customListCount).toBe(listed.json.customLists.length);
});

test("every zone lists the managed lists, each off until written; the demo zone challenges the VPN providers' requests", async () => {
  const { json: demo } = await send(lists(), { key: sim.apiKey });
  const vpn = DEMO.managedAccessList;
  expect(demo.managedLists.map((list: { configurationId: number }) => list.configurationId)).toEqual([vpn.configurationId, 9002, 9003]);
  expect(demo.managedLists[0]).toMatchObject({ name: vpn.name, isEnabled: true, action: 3, type: 1, category: 1 });
  expect(demo.managedLists[1]).toMatchObject({ isEnabled: false, action: 0 });
  // 310247 is the demo account's pull zone without a shield zone.
  const created = await send(`${sim.baseUrl}/shield/shield-zone`, { method: "POST", key: sim.apiKey, body: { pullZoneId: 310247 } });
  const other = created.json.data.shieldZone.shieldZoneId as number;
  const written = await send(`${lists(other)}/configurations/9002`, { method: "PATCH", key: sim.apiKey, body: { isEnabled: true, action: 2 } });
  expect(written.status).toBe(200);
  const { json: otherLists } = await send(lists(other), { key: sim.apiKey });
  expect(otherLists.managedLists[0]).toMatchObject({ isEnabled: false, action: 0 });
  expect(otherLists.managedLists[1]).toMatchObject({ isEnabled: true, action: 2 });
  expect((await send(lists(), { key: sim.apiKey })).json.managedLists[1]).toMatchObject({ isEnabled: false, action: 0 });
});

test("the configuration's PATCH changes what the list answers, and the fields it leaves out stay", async () => {
  const created = await send(lists(), { method: "POST", key: sim.apiKey, body: { name: "Scanners", type: 2, content: "64496" } });
  const listId = created.json.data.id as number;
  const { configurationId } = await customList(listId);
  const configuration = `${lists()}/configurations/${configurationId}`;
  const enabled = await send(configuration, { method: "PATCH", key: sim.apiKey, body: { isEnabled: true, action: 2 } });
  expect(enabled.status).toBe(200);
  expect(enabled.json.data).toEqual({ isEnabled: true, action: 2 });
  await send(configuration, { method: "PATCH", key: sim.apiKey, body: { action: 3 } });
  expect(await customList(listId)).toMatchObject({ isEnabled: true, action: 3 });
});

test("a configuration PATCH with an action the spec does not have is refused with 400, naming the field", async () => {
  const { configurationId } = await customList(DEMO.accessList.id);
  const refused = await send(`${lists()}/configurations/${configurationId}`, { method: "PATCH", key: sim.apiKey, body: { action: 9 } });
  expect(refused.status).toBe(400);
  expect(refused.json.error).toMatchObject({ success: false });
  expect(refused.json.error.message).toContain("action");
});

test("a configuration no list of the zone has answers 404, and so does the list of a zone the account does not have", async () => {
  const missing = await send(`${lists()}/configurations/1`, { method: "PATCH", key: sim.apiKey, body: { isEnabled: true } });
  expect(missing.status).toBe(404);
  const noZone = await send(lists(999), { key: sim.apiKey });
  expect(noZone.status).toBe(404);
  expect(noZone.json.error).toMatchObject({ success: false, errorKey: "not_found_or_unauthorised_access.shieldzone" });
});

test("a deleted custom list leaves the zone's list", async () => {
  const created = await send(lists(), { method: "POST", key: sim.apiKey, body: { name: "Temporary", type: 3, content: "FR" } });
  const listId = created.json.data.id as number;
  expect((await send(`${lists()}/${listId}`, { method: "DELETE", key: sim.apiKey })).status).toBe(200);
  expect(await customList(listId)).toBeUndefined();
});
