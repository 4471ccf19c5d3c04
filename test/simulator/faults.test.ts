import { request } from "undici";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { send } from "../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const volumesUrl = () => `${sim.baseUrl}/mc/apps/app-demo/volumes`;
const listVolumes = () => send(volumesUrl(), { key: sim.apiKey });
const patchSize = (size: number) =>
  send(`${sim.baseUrl}/mc/apps/app-demo/volumes/vol-data`, { method: "PATCH", key: sim.apiKey, body: { size } });
const dataVolume = () => sim.state.apps.get("app-demo")!.volumes.get("vol-data")!;

describe("status faults", () => {
  test("answer in the route's error shape, without running the route", async () => {
    sim.faults.add({ route: "updateVolume", status: 500, times: 1 });
    const failed = await patchSize(20);
    expect(failed.status).toBe(500);
    expect(failed.json).toMatchObject({ status: 500, title: "Internal Server Error", detail: expect.any(String) });
    expect(dataVolume().size).toBe(10);
    expect((await patchSize(20)).status).toBe(200);
  });

  test("429 with Retry-After, in each area's shape", async () => {
    sim.faults.add({ route: "*", status: 429, retryAfterSeconds: 7 });
    const certificate = await send(`${sim.baseUrl}/pullzone/completeExternalDnsCertificate`, {
      method: "POST",
      key: sim.apiKey,
      body: { Hostname: "cdn.example.com" },
    });
    expect(certificate.status).toBe(429);
    expect(certificate.headers.get("retry-after")).toBe("7");
    expect(certificate.json).toEqual({ ErrorKey: "too_many_requests", Field: null, Message: expect.any(String) });
    const review = await send(`${sim.baseUrl}/shield/waf/rules/review-triggered/12345`, {
      method: "POST",
      key: sim.apiKey,
      body: { ruleId: "942100", action: 1 },
    });
    expect(review.json).toMatchObject({ success: false, errorResponse: { statusCode: 429, errorKey: "too_many_requests" } });
    const upload = await send(`${sim.videoUrl}/library/4242/videos/5f3b6c1e-0000-4000-8000-000000000001`, {
      method: "PUT",
      key: sim.videoApiKey,
      rawBody: "bytes",
      contentType: "application/octet-stream",
    });
    expect(upload.json).toEqual({ success: false, message: expect.any(String), statusCode: 429 });
    expect(sim.state.certificates.get("cdn.example.com")!.completed).toBe(0);
  });

  test("apply only `times` times, and clear() removes them", async () => {
    sim.faults.add({ route: "listVolumes", status: 503, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await listVolumes()).status);
    expect(statuses).toEqual([503, 503, 200]);
    sim.faults.add({ route: "listVolumes", status: 503 });
    expect((await listVolumes()).status).toBe(503);
    sim.faults.clear();
    expect((await listVolumes()).status).toBe(200);
  });

  test("apply only to their route, the first matching fault first", async () => {
    sim.faults.add({ route: "getPartnerContract", status: 500 });
    sim.faults.add({ route: "listVolumes", status: 502, times: 1 });
    sim.faults.add({ route: "listVolumes", status: 504, times: 1 });
    expect((await listVolumes()).status).toBe(502);
    expect((await listVolumes()).status).toBe(504);
    expect((await listVolumes()).status).toBe(200);
  });

  test("with probability 0 never apply, with probability 0.5 apply to some requests", async () => {
    sim.faults.add({ route: "listVolumes", status: 500, probability: 0 });
    expect((await listVolumes()).status).toBe(200);
    sim.faults.clear();
    sim.faults.add({ route: "listVolumes", status: 500, probability: 0.5 });
    const statuses = new Set<number>();
    for (let i = 0; i < 60; i++) statuses.add((await listVolumes()).status);
    expect(statuses).toEqual(new Set([200, 500]));
  });
});

test("a body fault sends the raw text with status 200 unless a status is given", async () => {
  sim.faults.add({ route: "listVolumes", body: '{"items": [', times: 1 });
  sim.faults.add({ route: "listVolumes", body: '{"items": "not a list"}', status: 201, times: 1 });
  const malformed = await listVolumes();
  expect([malformed.status, malformed.text]).toEqual([200, '{"items": [']);
  expect(malformed.headers.get("content-type")).toMatch(/^application\/json/);
  const wrongShape = await listVolumes();
  expect([wrongShape.status, wrongShape.json]).toEqual([201, { items: "not a list" }]);
  expect(sim.requests[0].responseBody).toBe('{"items": [');
});

test("a delay fault and the latencyMs option hold the answer back, then answer normally", async () => {
  sim.faults.add({ route: "listVolumes", delayMs: 150, times: 1 });
  let started = Date.now();
  expect((await listVolumes()).status).toBe(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(140);

  const slow = await startSimulator({ latencyMs: 120 });
  try {
    started = Date.now();
    expect((await send(`${slow.baseUrl}/partner/contract`, { key: slow.apiKey })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  } finally {
    await slow.close();
  }
});

test("a Retry-After-only fault adds the header to the normal answer", async () => {
  sim.faults.add({ route: "listVolumes", retryAfterSeconds: 3, times: 1 });
  const reply = await listVolumes();
  expect(reply.status).toBe(200);
  expect(reply.headers.get("retry-after")).toBe("3");
});

describe("drop faults", () => {
  test("before-response closes the connection without an answer and without running the route", async () => {
    sim.faults.add({ route: "updateVolume", drop: "before-response", times: 1 });
    await expect(patchSize(30)).rejects.toThrow();
    expect(dataVolume().size).toBe(10);
    expect(sim.requests[0]).toMatchObject({ route: "updateVolume", status: 0, body: { size: 30 } });
    expect((await patchSize(30)).status).toBe(200);
  });

  test("mid-body sends the headers and part of the body after the route ran", async () => {
    sim.faults.add({ route: "updateVolume", drop: "mid-body", times: 1 });
    const res = await request(`${sim.baseUrl}/mc/apps/app-demo/volumes/vol-data`, {
      method: "PATCH",
      headers: { AccessKey: sim.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ size: 30 }),
    });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers["content-length"])).toBeGreaterThan(0);
    await expect(res.body.text()).rejects.toThrow();
    expect(dataVolume().size).toBe(30);
  });

  test("mid-body on an empty answer sends only the headers", async () => {
    sim.faults.add({ route: "completeExternalDnsCertificate", drop: "mid-body", times: 1 });
    const res = await request(`${sim.baseUrl}/pullzone/completeExternalDnsCertificate`, {
      method: "POST",
      headers: { AccessKey: sim.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ Hostname: "cdn.example.com" }),
    });
    expect(res.statusCode).toBe(200);
    await expect(res.body.text()).rejects.toThrow();
  });

  test("before-response on an upload reads the body, records nothing and closes", async () => {
    sim.faults.add({ route: "uploadVideo", drop: "before-response", times: 1 });
    const url = `${sim.videoUrl}/library/4242/videos/5f3b6c1e-0000-4000-8000-000000000001`;
    const put = () =>
      request(url, {
        method: "PUT",
        headers: { AccessKey: sim.videoApiKey, "content-type": "application/octet-stream" },
        body: Buffer.alloc(256 * 1024, 7),
      });
    await expect(put()).rejects.toThrow();
    expect(sim.state.videoLibraries.get("4242")!.videos.get("5f3b6c1e-0000-4000-8000-000000000001")!.upload).toBeUndefined();
    expect((await put()).statusCode).toBe(200);
  });
});

test("add() rejects a fault it could not apply", () => {
  expect(() => sim.faults.add({ route: "deleteEverything" as never, status: 500 })).toThrow(/route must be/);
  expect(() => sim.faults.add({ route: "*", status: 99 })).toThrow(/status/);
  expect(() => sim.faults.add({ route: "*", times: 0 })).toThrow(/times/);
  expect(() => sim.faults.add({ route: "*", probability: 2 })).toThrow(/probability/);
  expect(() => sim.faults.add({ route: "*", drop: "sometimes" as never })).toThrow(/drop/);
});

test("a raw body goes out as JSON unless the fault names its content type; a content type needs a body", async () => {
  sim.faults.add({ route: "listVolumes", status: 502, body: "<html>Bad Gateway</html>", contentType: "text/html; charset=utf-8", times: 1 });
  const proxy = await listVolumes();
  expect([proxy.status, proxy.headers.get("content-type"), proxy.text]).toEqual([502, "text/html; charset=utf-8", "<html>Bad Gateway</html>"]);
  sim.faults.add({ route: "listVolumes", status: 502, body: "{}", times: 1 });
  expect((await listVolumes()).headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(() => sim.faults.add({ route: "*", status: 404, contentType: "text/html" })).toThrow(/contentType/);
  expect(() => sim.faults.add({ route: "*", body: "x", contentType: " " })).toThrow(/contentType/);
});

describe("faults by the operations table's names", () => {
  test("a fault named as in the table applies to the generic route of that operation only", async () => {
    sim.faults.add({ route: "dnsZones.list", status: 503, times: 1 });
    expect((await send(`${sim.baseUrl}/dnszone`, { key: sim.apiKey })).status).toBe(503);
    expect((await send(`${sim.baseUrl}/storagezone`, { key: sim.apiKey })).status).toBe(200);
    expect((await send(`${sim.baseUrl}/dnszone`, { key: sim.apiKey })).status).toBe(200);
  });

  test("a hand-written route answers to its table name as to its own", async () => {
    sim.faults.add({ route: "containerApps.updateVolume", status: 500, times: 1 });
    const failed = await patchSize(20);
    expect(failed.status).toBe(500);
    expect(failed.json).toMatchObject({ status: 500, title: "Internal Server Error" });
    expect(dataVolume().size).toBe(10);
    expect((await patchSize(20)).status).toBe(200);
  });

  test("a name no route has is refused, quoting it", () => {
    expect(() => sim.faults.add({ route: "pullZones.explode" as never, status: 500 })).toThrow(/got 'pullZones.explode'/);
  });
});
