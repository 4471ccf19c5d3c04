// Ids that would change the request path if they reached it unencoded: the client encodes every
// valid id as exactly one path segment (the simulator decodes it back to the same id and finds the
// object stored under it), refuses the others before connecting, and the simulator refuses raw
// paths whose segments are "." or ".." (encoded or not) instead of normalising them.
import { request as httpRequest } from "node:http";
import { Readable } from "node:stream";
import fc from "fast-check";
import { InputValidationError, type CloudPlatformClient } from "../../src/client";
import type { ContainerTemplateRecord } from "../../src/simulator";
import { rejection, startSimulatedApi, utcDay, type SimulatedApi } from "../helpers/simulated-api";
import { validId, validIntegerId } from "../helpers/hostile-values";

const RUNS = 1_000;

let api: SimulatedApi;

beforeAll(async () => {
  api = await startSimulatedApi({ maxRetries: 0 });
});

afterAll(() => api?.close());

beforeEach(() => {
  api.sim.faults.clear();
  api.sim.resetStats();
});

const segment = (id: string | number) => encodeURIComponent(String(id));

/** Puts `value` under `key` for the length of `use`, then restores what was there. */
async function storedFor<K, V>(map: Map<K, V>, key: K, value: V, use: () => Promise<void>): Promise<void> {
  const had = map.has(key);
  const previous = map.get(key);
  map.set(key, value);
  try {
    await use();
  } finally {
    if (had) map.set(key, previous as V);
    else map.delete(key);
  }
}

describe("the client encodes valid ids as one path segment each", () => {
  test(`${RUNS} pairs of ids with '/', '..', '?', '#', '%2F', unicode, numbers: the simulator finds the container stored under exactly those ids`, async () => {
    const template = api.sim.state.apps.get("app-demo")!.containers.get("ctr-web")!;
    await fc.assert(
      fc.asyncProperty(validId, validId, async (appId, containerId) => {
        const { sim, client } = api;
        sim.resetStats();
        const stored: ContainerTemplateRecord = { ...template, id: `stored-${String(containerId)}` };
        await storedFor(sim.state.apps, String(appId), { volumes: new Map(), containers: new Map([[String(containerId), stored]]) }, async () => {
          const found = await client.getContainerTemplate(appId as string, containerId as string);
          expect(found.id).toBe(stored.id);
          expect(sim.requests).toHaveLength(1);
          expect(sim.requests[0]).toMatchObject({ route: "getContainerTemplate", path: `/mc/apps/${segment(appId)}/containers/${segment(containerId)}` });
        });
      }),
      { numRuns: RUNS },
    );
  });

  test(`${RUNS} volume PATCHes and video uploads with such ids change exactly the object stored under them`, async () => {
    const content = Buffer.from("path-id video");
    await fc.assert(
      fc.asyncProperty(validId, validId, validIntegerId, fc.integer({ min: 1, max: 100 }), async (outerId, innerId, libraryId, size) => {
        const { sim, client } = api;
        sim.resetStats();
        const [outer, inner, library] = [String(outerId), String(innerId), String(libraryId)];
        const volume = { id: inner, name: "before", size: 1, totalUsage: 0 };
        const video = {};
        await storedFor(sim.state.apps, outer, { volumes: new Map([[inner, volume]]), containers: new Map() }, () =>
          storedFor(sim.state.videoLibraries, library, { allowReupload: true, videos: new Map([[inner, video]]) }, async () => {
            await expect(client.updateVolume(outer, inner, { size })).resolves.toEqual({ name: "before", size });
            expect(volume.size).toBe(size);
            await client.uploadVideo(library, inner, { open: () => Readable.from([content]), bytes: content.length });
            expect(video).toMatchObject({ upload: { bytes: content.length } });
            expect(sim.requests.map((request) => [request.route, request.path])).toEqual([
              ["updateVolume", `/mc/apps/${segment(outer)}/volumes/${segment(inner)}`],
              ["uploadVideo", `/video/library/${segment(library)}/videos/${segment(inner)}`],
            ]);
          }),
        );
      }),
      { numRuns: RUNS },
    );
  });

  test("a continuation token given by the caller stays one segment: the simulator reads it as a token, not as a path", async () => {
    const { sim, client } = api;
    for (const token of ["1/abc", "../..", "a?b=c#d", "%2F", "x/../../volumes"]) {
      sim.resetStats();
      const error = await rejection(client.getShieldEventLogPage("12345", utcDay(0), token));
      expect(sim.requests[0]).toMatchObject({ route: "getShieldEventLogs", path: `/shield/event-logs/12345/${utcDay(0)}/${segment(token)}`, status: 400 });
      expect(error.message).toMatch(/invalid_continuation_token\.event_logs/);
    }
  });
});

describe("the client refuses ids that cannot be one segment, before connecting", () => {
  const calls: [string, (client: CloudPlatformClient, id: string) => Promise<unknown>][] = [
    ["updateVolume appId", (client, id) => client.updateVolume(id, "vol-data", { size: 5 })],
    ["updateVolume volumeId", (client, id) => client.updateVolume("app-demo", id, { size: 5 })],
    ["listVolumes appId", (client, id) => client.listVolumes(id)],
    ["getContainerTemplate containerId", (client, id) => client.getContainerTemplate("app-demo", id)],
    ["reviewTriggeredWafRule shieldZoneId", (client, id) => client.reviewTriggeredWafRule(id, "942100", "ignore")],
    ["reviewTriggeredWafRule ruleId", (client, id) => client.reviewTriggeredWafRule("12345", id, "ignore")],
    ["getBotDetectionMetrics shieldZoneId", (client, id) => client.getBotDetectionMetrics(id)],
    ["getShieldEventLogPage shieldZoneId", (client, id) => client.getShieldEventLogPage(id, utcDay(0))],
    ["getShieldEventLogPage continuationToken", (client, id) => client.getShieldEventLogPage("12345", utcDay(0), id)],
    ["uploadVideo libraryId", (client, id) => client.uploadVideo(id, "v", { open: () => Readable.from(["x"]) })],
    ["uploadVideo videoId", (client, id) => client.uploadVideo("4242", id, { open: () => Readable.from(["x"]) })],
  ];
  // Shield zone and video library ids are integers in the API's documents: any such id fails that rule instead.
  const integerIds = new Set(["shieldZoneId", "libraryId"]);
  const badIds: [string, string, RegExp][] = [
    ["..", "..", /must not be "\." or "\.\."/],
    [".", ".", /must not be "\." or "\.\."/],
    ["empty", "", /must not be empty/],
    ["a control character", "a\nb", /must not contain control characters/],
    ["an unpaired surrogate", "a\ud800", /must not contain unpaired surrogates/],
  ];

  test.each(calls.flatMap(([call, run]) => badIds.map(([what, id, rule]) => [call, what, run, id, rule] as const)))(
    "%s = %s",
    async (call, _what, run, id, rule) => {
      const connections = api.sim.connectionCount();
      const error = await rejection(run(api.client, id));
      expect(error).toBeInstanceOf(InputValidationError);
      const field = call.split(" ")[1];
      const expected = integerIds.has(field) ? /must be a whole number/ : rule;
      expect((error as InputValidationError).issues).toEqual([{ field, rule: expect.stringMatching(expected) }]);
      expect(api.sim.connectionCount()).toBe(connections);
      expect(api.sim.requests).toHaveLength(0);
    },
  );
});

/** One request with Node's http client, which sends the path exactly as given (fetch would normalise it). */
function rawRequest(method: string, path: string, key: string, body?: string): Promise<{ status: number; body: string }> {
  const url = new URL(api.sim.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: { AccessKey: key, "content-type": body === undefined ? "application/octet-stream" : "application/json" } },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body ?? (method === "PUT" ? "video bytes" : undefined));
  });
}

describe("the simulator never normalises a raw path into another object or route", () => {
  const today = utcDay(0);
  test.each([
    ["GET", "/mc/apps/../volumes", 400, "listVolumes", /appId: '\.' and '\.\.' are not valid ids/],
    ["GET", "/mc/apps/%2e%2e/volumes", 400, "listVolumes", /appId: '\.' and '\.\.' are not valid ids/],
    ["GET", "/mc/apps/app-demo/containers/%2E%2E", 400, "getContainerTemplate", /containerId: '\.' and '\.\.' are not valid ids/],
    ["PATCH", "/mc/apps/app-demo/volumes/.", 400, "updateVolume", /volumeId: '\.' and '\.\.' are not valid ids/],
    ["GET", "/shield/metrics/shield-zone/%2e/bot-detection", 400, "getBotDetectionMetrics", /shieldZoneId/],
    ["GET", `/shield/event-logs/12345/${today}/..`, 400, "getShieldEventLogs", /continuationToken/],
    ["PUT", "/video/library/4242/videos/..", 400, "uploadVideo", /videoId/],
    ["GET", "/mc/apps/%zz/volumes", 400, "listVolumes", /appId: '%zz' is not valid percent-encoding/],
    ["GET", "/mc/apps/app-demo%2Fvolumes", 404, "containerApps.get", /Application 'app-demo\/volumes' was not found/],
    ["GET", "/mc/apps/app-demo/containers/ctr%252Dweb", 404, "getContainerTemplate", /ctr%2Dweb/],
    ["GET", "/mc/apps/app-demo/containers/ctr-web%3Fx%3D1", 404, "getContainerTemplate", /ctr-web\?x=1/],
  ] as const)("%s %s -> %i (%s)", async (method, path, status, route, message) => {
    const volumes = JSON.stringify([...api.sim.state.apps.get("app-demo")!.volumes.values()]);
    const key = route === "uploadVideo" ? api.sim.videoApiKey : api.sim.apiKey;
    const answer = await rawRequest(method, path, key, method === "PATCH" ? '{"size": 99}' : undefined);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatch(message);
    expect(api.sim.requests).toHaveLength(1);
    expect(api.sim.requests[0]).toMatchObject({ route, path });
    expect(JSON.stringify([...api.sim.state.apps.get("app-demo")!.volumes.values()])).toBe(volumes);
  });
});
