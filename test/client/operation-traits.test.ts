import { startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

// The traits of an operation (src/client/operation-traits.ts) apply to its generated method as to the client's own
// method that calls it.

let api: SimulatedApi;

beforeEach(async () => {
  api = await startSimulatedApi({ readReuseSeconds: 10 });
});

afterEach(() => api.close());

const routes = () => api.sim.requests.map((request) => request.route);

test("shieldZones.get shares one GET and one frozen answer; shieldWaf.updateRulesReviewTriggered drops it; getShieldZone reads its own view", async () => {
  const [first, second] = await Promise.all([
    api.client.shieldZones.get({ shieldZoneId: 12345 }),
    api.client.shieldZones.get({ shieldZoneId: 12345 }),
  ]);
  expect(second).toBe(first);
  expect(Object.isFrozen(first)).toBe(true);
  expect(routes()).toEqual(["getShieldZone"]);

  await api.client.shieldWaf.updateRulesReviewTriggered({ shieldZoneId: 12345, body: { ruleId: "941100", action: 1 } });
  const after = await api.client.shieldZones.get({ shieldZoneId: 12345 });
  expect(after).not.toBe(first);
  const view = await api.client.getShieldZone("12345");
  expect(view).toMatchObject({ shieldZoneId: "12345", wafLogOnlyRules: expect.arrayContaining(["941100"]) });
  expect(routes()).toEqual(["getShieldZone", "reviewTriggeredWafRule", "getShieldZone", "getShieldZone"]);
});

test("videos.update is sent again after its answer was cut, as updateVideo is: it sets fields to given values", async () => {
  const { videoId } = await api.client.createVideo("4242", { title: "Before" });
  api.sim.faults.add({ route: "updateVideo", drop: "mid-body", times: 1 });
  await api.client.videos.update({ libraryId: 4242, videoId, body: { title: "After" } });
  expect(routes()).toEqual(["createVideo", "updateVideo", "updateVideo"]);
  await expect(api.client.getVideo("4242", videoId)).resolves.toMatchObject({ title: "After" });
});

test("#64: an app's whole write and a write of one of its volumes are made one at a time, the later after the earlier's answer", async () => {
  api.sim.faults.add({ route: "containerApps.replace", delayMs: 300, times: 1 });
  const app = (await api.client.containerApps.get({ appId: "app-demo" })) as unknown as Record<string, unknown>;
  const body = { name: "app-demo", runtimeType: "shared" as const, autoScaling: { min: 1, max: 3 }, regionSettings: {}, volumes: app.volumes as { name: string; size: number }[],
    containerTemplates: [{ name: "web", imageRegistryId: "2001", imageNamespace: "example", imageName: "web", imageTag: "1" }] };
  const started = Date.now();
  let replaced = 0;
  let patched = 0;
  await Promise.all([
    api.client.containerApps.replace({ appId: "app-demo", body }).then(() => (replaced = Date.now() - started)),
    api.client.containerApps.updateVolume({ appId: "app-demo", volumeId: "vol-data", body: { size: 30 } }).then(() => (patched = Date.now() - started)),
  ]);
  // The replace is held 300 ms by the simulator: the volume's PATCH, queued behind it, ends after it.
  expect(replaced).toBeGreaterThanOrEqual(290);
  expect(patched).toBeGreaterThanOrEqual(replaced);
  expect(routes()).toEqual(["containerApps.get", "containerApps.replace", "updateVolume"]);
});

test("an undeploy and a deploy of an app queue behind its other writes, each sent after the earlier's answer", async () => {
  api.sim.faults.add({ route: "containerApps.update", delayMs: 300, times: 1 });
  const ended: Record<string, number> = {};
  const started = Date.now();
  const done = (name: string) => () => (ended[name] = Date.now() - started);
  await Promise.all([
    api.client.containerApps.update({ appId: "app-demo", body: { autoScaling: { min: 1, max: 2 } } }).then(done("patch")),
    api.client.containerApps.undeploy({ appId: "app-demo" }).then(done("undeploy")),
    api.client.containerApps.deploy({ appId: "app-demo" }).then(done("deploy")),
  ]);
  // The PATCH is held 300 ms by the simulator: the undeploy, queued behind it, and the deploy behind that end after it.
  expect(ended.patch).toBeGreaterThanOrEqual(290);
  expect(ended.undeploy).toBeGreaterThanOrEqual(ended.patch);
  expect(ended.deploy).toBeGreaterThanOrEqual(ended.undeploy);
  expect(routes()).toEqual(["containerApps.update", "containerApps.undeploy", "containerApps.deploy"]);
  expect((await api.client.containerApps.get({ appId: "app-demo" })).status).toBe("progressing");
});
