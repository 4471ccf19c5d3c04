import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { send } from "../../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const call = (path: string, body?: unknown) => send(`${sim.baseUrl}${path}`, { method: "POST", key: sim.apiKey, body });

describe("pullZones.purgeCache", () => {
  test.each([
    ["the whole cache, with no body", undefined],
    ["one cache tag", { CacheTag: "release-42" }],
  ])("purges %s of a zone of the account: 204 with no body, the request logged, the zone unchanged", async (_what, body) => {
    const before = (await send(`${sim.baseUrl}/pullzone/310245`, { key: sim.apiKey })).json;
    sim.resetStats();
    const reply = await call("/pullzone/310245/purgeCache", body);
    expect([reply.status, reply.text]).toEqual([204, ""]);
    expect(sim.requests.map((request) => [request.method, request.path, request.status, request.body])).toEqual([
      ["POST", "/pullzone/310245/purgeCache", 204, body],
    ]);
    expect((await send(`${sim.baseUrl}/pullzone/310245`, { key: sim.apiKey })).json).toEqual(before);
  });

  test("a zone the account does not have is a 404", async () => {
    const reply = await call("/pullzone/999999/purgeCache", {});
    expect(reply.status).toBe(404);
  });

  test("a cache tag that is not text is refused with 400 before anything is purged", async () => {
    const reply = await call("/pullzone/310245/purgeCache", { CacheTag: 42 });
    expect(reply.status).toBe(400);
  });

  test("a fault makes the purge fail with the API's error body: the ApiErrorData of the pull zone calls", async () => {
    sim.faults.add({ route: "pullZones.purgeCache", status: 400, times: 1 });
    const failed = await call("/pullzone/310245/purgeCache", {});
    expect(failed.status).toBe(400);
    expect(failed.json).toEqual({ ErrorKey: expect.any(String), Field: null, Message: "The simulator was told to answer 400" });
    expect((await call("/pullzone/310245/purgeCache", {})).status).toBe(204);
  });
});
