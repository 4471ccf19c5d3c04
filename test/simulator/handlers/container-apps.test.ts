import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { send } from "../../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const volumeUrl = (volumeId = "vol-data", appId = "app-demo") => `${sim.baseUrl}/mc/apps/${appId}/volumes/${volumeId}`;
const patch = (body: unknown, volumeId?: string) => send(volumeUrl(volumeId), { method: "PATCH", key: sim.apiKey, body });
const dataVolume = () => sim.state.apps.get("app-demo")!.volumes.get("vol-data")!;

describe("listVolumes", () => {
  test("answers the demo volumes with meta.totalItems and a null cursor", async () => {
    const reply = await send(`${sim.baseUrl}/mc/apps/app-demo/volumes`, { key: sim.apiKey });
    expect(reply.status).toBe(200);
    expect(reply.json.meta).toEqual({ totalItems: 2 });
    expect(reply.json.cursor).toBeNull();
    expect(reply.json.items.map((v: any) => [v.id, v.name, v.size])).toEqual([
      ["vol-data", "data", 10],
      ["vol-logs", "logs", 5],
    ]);
    expect(typeof reply.json.items[0].totalUsage).toBe("number");
  });

  test("reflects a change made to the state out of band", async () => {
    dataVolume().size = 42;
    const reply = await send(`${sim.baseUrl}/mc/apps/app-demo/volumes`, { key: sim.apiKey });
    expect(reply.json.items[0].size).toBe(42);
  });

  test("answers 404 ErrorDetails for an unknown app and 401 ProblemDetails without a key", async () => {
    const missing = await send(`${sim.baseUrl}/mc/apps/nope/volumes`, { key: sim.apiKey });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ status: 404, title: "Not Found", errors: null });
    const unauthorized = await send(`${sim.baseUrl}/mc/apps/app-demo/volumes`);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.json).toMatchObject({ status: 401, title: "Unauthorized" });
  });
});

describe("updateVolume", () => {
  test("changes only the given field and answers {name, size}", async () => {
    const reply = await patch({ size: 20 });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ name: "data", size: 20 });
    expect(dataVolume()).toMatchObject({ name: "data", size: 20 });
    const renamed = await patch({ name: "data_2" });
    expect(renamed.json).toEqual({ name: "data_2", size: 20 });
  });

  test("leaves a field given as null unchanged, and an empty object answers the current values", async () => {
    expect((await patch({ name: null, size: null })).json).toEqual({ name: "data", size: 10 });
    expect((await patch({})).json).toEqual({ name: "data", size: 10 });
  });

  test("accepts the bounds: names of 1 and 50 characters, sizes 1 and 100", async () => {
    expect((await patch({ name: "a", size: 1 })).json).toEqual({ name: "a", size: 1 });
    const fifty = "A-_9".repeat(12) + "zz";
    expect((await patch({ name: fifty, size: 100 })).json).toEqual({ name: fifty, size: 100 });
  });

  test.each([
    [{ name: "" }, "name"],
    [{ name: "x".repeat(51) }, "name"],
    [{ name: "has space" }, "name"],
    [{ name: "dot.name" }, "name"],
    [{ name: 5 }, "name"],
    [{ size: 0 }, "size"],
    [{ size: 101 }, "size"],
    [{ size: 1.5 }, "size"],
    [{ size: "10" }, "size"],
    [{ size: 10, mountPath: "/x" }, "mountPath"],
  ])("answers 400 ErrorDetails naming the field for %j", async (body, field) => {
    const reply = await patch(body);
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ status: 400, instance: "/mc/apps/app-demo/volumes/vol-data" });
    expect(reply.json.errors).toEqual([{ field, message: expect.any(String) }]);
    expect(dataVolume()).toMatchObject({ name: "data", size: 10 });
  });

  test("reports every violation at once, and a body that is not an object", async () => {
    const reply = await patch({ name: "", size: 0, extra: true });
    expect(reply.json.errors.map((e: any) => e.field).sort()).toEqual(["extra", "name", "size"]);
    const array = await patch([1]);
    expect(array.status).toBe(400);
    expect(array.json.errors).toEqual([{ field: null, message: expect.any(String) }]);
  });

  test.each(["application/json; charset=utf-8", "text/json", "application/merge-patch+json"])(
    "accepts the body as %s",
    async (contentType) => {
      const reply = await send(volumeUrl(), { method: "PATCH", key: sim.apiKey, body: { size: 7 }, contentType });
      expect(reply.status).toBe(200);
      expect(reply.json.size).toBe(7);
    },
  );

  test("answers 415 for another content type and 400 for malformed or missing JSON", async () => {
    const plain = await send(volumeUrl(), { method: "PATCH", key: sim.apiKey, rawBody: '{"size":7}', contentType: "text/plain" });
    expect(plain.status).toBe(415);
    expect(plain.json.status).toBe(415);
    const malformed = await send(volumeUrl(), { method: "PATCH", key: sim.apiKey, rawBody: '{"size":' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.detail).toMatch(/not valid JSON/);
    const empty = await send(volumeUrl(), { method: "PATCH", key: sim.apiKey, rawBody: "" });
    expect(empty.status).toBe(400);
    expect(dataVolume().size).toBe(10);
  });

  test("answers 404 ErrorDetails for an unknown volume or app", async () => {
    const volume = await patch({ size: 3 }, "vol-nope");
    expect(volume.status).toBe(404);
    expect(volume.json).toMatchObject({ status: 404, detail: expect.stringContaining("vol-nope") });
    const app = await send(volumeUrl("vol-data", "app-nope"), { method: "PATCH", key: sim.apiKey, body: { size: 3 } });
    expect(app.status).toBe(404);
  });

  test.each([
    ["no key", undefined],
    ["a wrong key", "wrong"],
    ["the video key", "video"],
  ])("answers 401 ProblemDetails with %s and changes nothing", async (_label, which) => {
    const key = which === "video" ? sim.videoApiKey : which;
    const reply = await send(volumeUrl(), { method: "PATCH", key, body: { size: 99 } });
    expect(reply.status).toBe(401);
    expect(reply.json).toEqual({
      type: "about:blank",
      title: "Unauthorized",
      status: 401,
      detail: expect.any(String),
      instance: "/mc/apps/app-demo/volumes/vol-data",
    });
    expect(dataVolume().size).toBe(10);
  });
});

describe("getContainerTemplate", () => {
  test("answers the rich demo template", async () => {
    const reply = await send(`${sim.baseUrl}/mc/apps/app-demo/containers/ctr-web`, { key: sim.apiKey });
    expect(reply.status).toBe(200);
    const template = reply.json;
    expect(template.id).toBe("ctr-web");
    expect(template.probes.startup.httpGet.request.portNumber).toBe(8080);
    expect(template.probes.readiness.tcpSocket.request.portNumber).toBe(8080);
    expect(template.probes.liveness.grpc.request.portNumber).toBe(9090);
    expect(template.endpoints.map((e: any) => e.type)).toEqual(["cdn", "anycast", "publicIp"]);
    expect(template.endpoints[0].stickySessions).toMatchObject({ enabled: true, cookieName: expect.any(String) });
    expect(template.endpoints[1].portMappings).toHaveLength(2);
    expect(template.endpoints[1].internalIpAddresses.length).toBeGreaterThan(0);
    expect(template.endpoints[1].publicIpAddresses.length).toBeGreaterThan(0);
    expect(template.environmentVariables.length).toBeGreaterThan(0);
    expect(template.volumeMounts).toContainEqual({ name: "data", mountPath: "/data" });
  });

  test("answers 404 ErrorDetails for an unknown container or app, 401 without a key", async () => {
    const container = await send(`${sim.baseUrl}/mc/apps/app-demo/containers/nope`, { key: sim.apiKey });
    expect(container.status).toBe(404);
    expect(container.json).toMatchObject({ status: 404, detail: expect.stringContaining("nope") });
    const app = await send(`${sim.baseUrl}/mc/apps/nope/containers/ctr-web`, { key: sim.apiKey });
    expect(app.status).toBe(404);
    const unauthorized = await send(`${sim.baseUrl}/mc/apps/app-demo/containers/ctr-web`);
    expect(unauthorized.status).toBe(401);
  });
});
