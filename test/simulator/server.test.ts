import { request as httpRequest } from "node:http";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { send } from "../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

/** Sends the path exactly as written (fetch resolves '..', '%2E' and '%2E%2E' segments before sending). */
function rawGet(path: string, key: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${sim.baseUrl}/`, { path, headers: { AccessKey: key } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("path handling", () => {
  test("an encoded '/' stays inside its id and never reaches another route", async () => {
    const escape = encodeURIComponent("vol-data/../../containers/ctr-web");
    const reply = await send(`${sim.baseUrl}/mc/apps/app-demo/volumes/${escape}`, {
      method: "PATCH",
      key: sim.apiKey,
      body: { size: 50 },
    });
    expect(reply.status).toBe(404);
    expect(reply.json.detail).toContain("vol-data/../../containers/ctr-web");
    expect(sim.requests[0].route).toBe("updateVolume");
    expect(sim.state.apps.get("app-demo")!.volumes.get("vol-data")!.size).toBe(10);

    const appEscape = await send(`${sim.baseUrl}/mc/apps/${encodeURIComponent("app-demo/containers/ctr-web")}/volumes`, {
      key: sim.apiKey,
    });
    expect(appEscape.status).toBe(404);
    expect(sim.requests[1].route).toBe("listVolumes");
  });

  test("ids are decoded exactly once", async () => {
    sim.state.apps.get("app-demo")!.volumes.set("a%2Fb", { id: "a%2Fb", name: "odd", size: 1, totalUsage: 0 });
    const once = await send(`${sim.baseUrl}/mc/apps/app-demo/volumes/a%252Fb`, { method: "PATCH", key: sim.apiKey, body: {} });
    expect(once.status).toBe(200);
    expect(once.json.name).toBe("odd");
  });

  test.each(["%2E", "%2E%2E", "%2e%2e"])("an id of '.' or '..' (%s) answers 400 in the route's shape", async (id) => {
    const reply = await rawGet(`/mc/apps/app-demo/containers/${id}`, sim.apiKey);
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toMatchObject({ status: 400, detail: expect.stringContaining("containerId") });
  });

  test("raw '..' segments are not resolved: they match no route", async () => {
    const reply = await rawGet("/mc/apps/app-demo/volumes/../containers/ctr-web", sim.apiKey);
    expect(reply.status).toBe(404);
    expect(sim.requests[0]).toMatchObject({ route: "unknown", path: "/mc/apps/app-demo/volumes/../containers/ctr-web" });
    const dotApp = await rawGet("/mc/apps/../volumes", sim.apiKey);
    expect(dotApp.status).toBe(400);
    expect(JSON.parse(dotApp.body).detail).toMatch(/appId/);
  });

  test("broken percent-encoding answers 400 naming the parameter", async () => {
    const reply = await rawGet("/shield/metrics/shield-zone/12%E0%A4%A/bot-detection", sim.apiKey);
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body).error.message).toMatch(/shieldZoneId/);
  });

  test("empty ids, trailing slashes and unknown paths answer 404; a known path with another method 405", async () => {
    expect((await send(`${sim.baseUrl}/mc/apps//volumes`, { key: sim.apiKey })).status).toBe(404);
    expect((await send(`${sim.baseUrl}/mc/apps/app-demo/volumes/`, { key: sim.apiKey })).status).toBe(404);
    expect((await send(`${sim.baseUrl}/partner/contracts`, { key: sim.apiKey })).status).toBe(404);
    const wrongMethod = await send(`${sim.baseUrl}/mc/apps/app-demo/volumes/vol-data`, { method: "PUT", key: sim.apiKey });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("PATCH, DELETE");
    expect(sim.state.apps.get("app-demo")!.volumes.has("vol-data")).toBe(true);
  });

  test("literal segments match case-insensitively, as the live API does", async () => {
    expect((await send(`${sim.baseUrl}/PullZone/CompleteExternalDnsCertificate`, {
      method: "POST",
      key: sim.apiKey,
      body: { Hostname: "cdn.example.com" },
    })).status).toBe(200);
  });

  test("Terraform #80: the video library paths match only in lower case, as the live gateway routes them", async () => {
    expect((await send(`${sim.baseUrl}/videolibrary/4242`, { key: sim.apiKey })).status).toBe(200);
    expect((await send(`${sim.baseUrl}/videoLibrary/4242`, { key: sim.apiKey })).status).toBe(404);
    expect((await send(`${sim.baseUrl}/videoLibrary`, { key: sim.apiKey })).status).toBe(404);
    expect((await send(`${sim.baseUrl}/videolibrary/4242/addallowedreferrer`, { method: "POST", key: sim.apiKey, body: { Hostname: "a.example" } })).status).toBe(404);
    expect(sim.requests.map((request) => request.route)).toEqual(["videoLibraries.get", "unknown", "unknown", "unknown"]);
    expect((await send(`${sim.baseUrl}/PullZone/310245`, { key: sim.apiKey })).status).toBe(200);
  });
});

describe("request recording", () => {
  test("records every request in order with its route, query, body and answer; the key is redacted", async () => {
    await send(`${sim.baseUrl}/mc/apps/app-demo/volumes?x=1`, { key: sim.apiKey });
    await send(`${sim.baseUrl}/mc/apps/app-demo/volumes/vol-data`, { method: "PATCH", key: "wrong-key", body: { size: 3 } });
    await send(`${sim.baseUrl}/nowhere`, { key: sim.videoApiKey });
    expect(sim.requests.map((r) => [r.route, r.method, r.status, r.accessKeyValid])).toEqual([
      ["listVolumes", "GET", 200, true],
      ["updateVolume", "PATCH", 401, false],
      ["unknown", "GET", 404, true],
    ]);
    expect(sim.requests[0]).toMatchObject({ path: "/mc/apps/app-demo/volumes", query: { x: "1" } });
    expect(sim.requests[0].responseBody).toMatchObject({ meta: { totalItems: 2 } });
    expect(sim.requests[1].body).toEqual({ size: 3 });
    expect(sim.requests[1].headers.accesskey).toBe("<redacted>");
    const log = JSON.stringify(sim.requests);
    expect(log).not.toContain(sim.apiKey);
    expect(log).not.toContain(sim.videoApiKey);
    expect(log).not.toContain("wrong-key");
  });

  test("a video route takes the configured video key and the own key of the library its path names, no other library's", async () => {
    const created = async (name: string) => {
      const answer = await send(`${sim.baseUrl}/videolibrary`, { method: "POST", key: sim.apiKey, body: { Name: name } });
      return answer.json as { Id: number; ApiKey: string };
    };
    const library = await created("own-key");
    const other = await created("other-key");
    const collections = (id: number) => `${sim.videoUrl}/library/${id}/collections`;
    sim.resetStats();
    for (const [id, key] of [[library.Id, library.ApiKey], [library.Id, sim.videoApiKey], [library.Id, other.ApiKey], [other.Id, other.ApiKey]] as const) {
      await send(collections(id), { key });
    }
    expect(sim.requests.map((r) => [r.status, r.accessKeyValid])).toEqual([[200, true], [200, true], [401, false], [200, true]]);
    expect(JSON.stringify(sim.requests)).not.toContain(library.ApiKey);
  });

  test("a body that is not JSON is recorded as its text", async () => {
    await send(`${sim.baseUrl}/mc/apps/app-demo/volumes/vol-data`, { method: "PATCH", key: sim.apiKey, rawBody: "{size: 3" });
    expect(sim.requests[0]).toMatchObject({ status: 400, body: "{size: 3" });
  });

  test("a request without a key is recorded without the header and as invalid", async () => {
    await send(`${sim.baseUrl}/partner/contract`);
    expect(sim.requests[0].accessKeyValid).toBe(false);
    expect(sim.requests[0].headers).not.toHaveProperty("accesskey");
  });

  test("counts connections, and resetStats() clears the log and the count", async () => {
    expect(sim.connectionCount()).toBe(0);
    for (let i = 0; i < 3; i++) await rawGet("/partner/contract", sim.apiKey);
    expect(sim.connectionCount()).toBeGreaterThanOrEqual(1);
    expect(sim.requests).toHaveLength(3);
    const log = sim.requests;
    sim.resetStats();
    expect(sim.connectionCount()).toBe(0);
    expect(log).toHaveLength(0);
  });
});

describe("startSimulator", () => {
  test("makes distinct random keys by default and uses the keys it is given", async () => {
    expect(sim.apiKey).toMatch(/^sim-account-[0-9a-f]{32}$/);
    expect(sim.videoApiKey).toMatch(/^sim-video-[0-9a-f]{32}$/);
    expect(sim.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sim.videoUrl).toBe(`${sim.baseUrl}/video`);
    const given = await startSimulator({ apiKey: "account-1", videoApiKey: "video-1" });
    try {
      expect((await send(`${given.baseUrl}/partner/contract`, { key: "account-1" })).status).toBe(200);
    } finally {
      await given.close();
    }
  });

  test("rejects options it cannot honour", async () => {
    await expect(startSimulator({ apiKey: "same", videoApiKey: "same" })).rejects.toThrow(/must differ/);
    await expect(startSimulator({ port: 70000 })).rejects.toThrow(/port/);
    await expect(startSimulator({ eventLogPageSize: 0 })).rejects.toThrow(/eventLogPageSize/);
    await expect(startSimulator({ latencyMs: -1 })).rejects.toThrow(/latencyMs/);
  });

  test("close() ends open connections, twice is harmless, and the port is free again", async () => {
    const port = Number(new URL(sim.baseUrl).port);
    sim.faults.add({ route: "listVolumes", delayMs: 10_000 });
    const outcome = send(`${sim.baseUrl}/mc/apps/app-demo/volumes`, { key: sim.apiKey }).then(
      () => "answered",
      () => "connection closed",
    );
    while (sim.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([sim.close(), sim.close()]);
    expect(await outcome).toBe("connection closed");
    const again = await startSimulator({ port });
    await again.close();
  });
});
