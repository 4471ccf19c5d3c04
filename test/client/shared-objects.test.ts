import { startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

let api: SimulatedApi;

beforeEach(async () => {
  api = await startSimulatedApi({ readReuseSeconds: 10 });
});

afterEach(() => api.close());

test("reads of one object made together share one GET and one frozen answer, which no reader can change for another", async () => {
  const [first, second] = await Promise.all([api.client.getShieldZone("12345"), api.client.getShieldZone("12345")]);
  expect(api.sim.requests.map((r) => r.route)).toEqual(["getShieldZone"]);
  expect(second).toBe(first);
  expect(Object.isFrozen(first) && Object.isFrozen(first.wafDisabledRules)).toBe(true);
  expect(() => first.wafDisabledRules.push("942100")).toThrow(TypeError);
  expect(() => Object.assign(first, { pullZoneId: "1" })).toThrow(TypeError);
  await expect(api.client.getShieldZone("12345")).resolves.toEqual({
    shieldZoneId: "12345",
    pullZoneId: "310245",
    wafDisabledRules: ["920350"],
    wafLogOnlyRules: ["913100"],
  });
  expect(api.sim.requests).toHaveLength(1);
});

test("a volume taken from a shared list is frozen with the list, and a write's next read is a new answer", async () => {
  const volume = await api.client.getVolume("app-demo", "vol-data");
  expect(Object.isFrozen(volume)).toBe(true);
  await api.client.updateVolume("app-demo", "vol-data", { size: volume.size + 1 });
  const after = await api.client.getVolume("app-demo", "vol-data");
  expect(after).not.toBe(volume);
  expect(after.size).toBe(volume.size + 1);
  expect(api.sim.requests.map((r) => r.route)).toEqual(["listVolumes", "updateVolume", "listVolumes"]);
});

test("with readReuseSeconds 0 every read is made and its answer is the caller's own to change", async () => {
  const own = await startSimulatedApi({ readReuseSeconds: 0 });
  try {
    const [first, second] = await Promise.all([own.client.getShieldZone("12345"), own.client.getShieldZone("12345")]);
    expect(second).not.toBe(first);
    first.wafDisabledRules.push("942100");
    expect(second.wafDisabledRules).toEqual(["920350"]);
    expect(own.sim.requests).toHaveLength(2);
  } finally {
    await own.close();
  }
});
