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

test("a read waits until no write that changes its object is left, even one that started while it waited: the readers that waited then share one GET", async () => {
  const slow = await startSimulatedApi({ readReuseSeconds: 10 }, { latencyMs: 200 });
  try {
    const arrived = async (count: number) => {
      while (slow.sim.requests.length < count) await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const first = slow.client.completeExternalDnsCertificate("cdn.example.com");
    await arrived(1);
    const waitingForFirst = slow.client.listPullZones();
    const second = slow.client.completeExternalDnsCertificate("cdn.example.com");
    await arrived(2);
    await first;
    // The second write is still under way: a read of the list made now would be dropped when it ends.
    const afterFirst = slow.client.listPullZones();
    await second;
    const [one, other] = await Promise.all([waitingForFirst, afterFirst]);
    expect(slow.sim.requests.map((r) => r.route)).toEqual(["completeExternalDnsCertificate", "completeExternalDnsCertificate", "listPullZones"]);
    expect(other).toBe(one);
  } finally {
    await slow.close();
  }
});
