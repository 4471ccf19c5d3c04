// The lists a read of an object that answered 404 reads to show the address is the API's: the app list, the shield
// zone list and a library's videos, paged as the API pages them; and a gateway's answer to routes it does not know.
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { send } from "../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const account = (path: string) => send(`${sim.baseUrl}${path}`, { key: sim.apiKey });

test("GET /mc/apps pages the apps by limit and cursor", async () => {
  sim.state.apps.set("app-second", { volumes: new Map(), containers: new Map() });
  const first = await account("/mc/apps?limit=1");
  expect(first.json).toEqual({ items: [{ id: "app-demo", name: "app-demo", status: "active" }], meta: { totalItems: 2 }, cursor: "1" });
  const second = await account(`/mc/apps?limit=1&nextCursor=${first.json.cursor}`);
  expect(second.json).toMatchObject({ items: [{ id: "app-second" }], cursor: null });
  expect((await account("/mc/apps?limit=0")).status).toBe(400);
});

test("GET /shield/shield-zones lists the zones the account may manage, by page", async () => {
  const reply = await account("/shield/shield-zones?page=1&perPage=1");
  expect(reply.status).toBe(200);
  const manageable = [...sim.state.shieldZones.values()].filter((zone) => zone.acceptsReviews).length;
  expect(reply.json.data).toHaveLength(1);
  expect(reply.json.page).toMatchObject({ totalCount: manageable, currentPage: 1, pageSize: 1, totalPages: manageable });
  expect(reply.json.data[0]).toMatchObject({ shieldZoneId: 12345 });
});

test("GET {videoUrl}/library/{libraryId}/videos pages the library's videos; an unknown library is the API's 404", async () => {
  const reply = await send(`${sim.videoUrl}/library/4242/videos?page=2&itemsPerPage=2`, { key: sim.videoApiKey });
  expect(reply.json).toMatchObject({ totalItems: 5, currentPage: 2, itemsPerPage: 2 });
  expect(reply.json.items.map((video: { guid: string }) => video.guid)).toEqual([3, 4].map((n) => `5f3b6c1e-0000-4000-8000-00000000000${n}`));
  const unknown = await send(`${sim.videoUrl}/library/999/videos`, { key: sim.videoApiKey });
  expect([unknown.status, unknown.json]).toEqual([404, { success: false, message: "The requested video library was not found", statusCode: 404 }]);
});

test("a fault for route 'unknown' answers the paths no route matches, as a gateway does, and no other", async () => {
  sim.faults.add({ route: "unknown", status: 404, body: '{"message":"no Route matched with those values"}' });
  const unknown = await account("/v2/shield/shield-zone/12345");
  expect([unknown.status, unknown.json]).toEqual([404, { message: "no Route matched with those values" }]);
  expect((await account("/shield/shield-zone/12345")).status).toBe(200);
  expect(sim.requests.map((request) => request.route)).toEqual(["unknown", "getShieldZone"]);
});
