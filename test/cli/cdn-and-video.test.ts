// A site and its videos as an account holds them (a storage zone as a pull zone's origin, the zone's own hostname taken
// over and a hostname with a free certificate, an edge rule, a purge of the zone's cache and of its home page on each
// release; a library, its collection and a video with captions, sent with the library's own key), in TypeScript through
// the dynamic resources and in YAML through the plugin, under the real Pulumi CLI: up, a clean drift check, drift made
// through the API caught as exactly those updates, the repair, the video's one-shot runs made once each and never by an
// up with nothing changed, a new release purging the cache once, `pulumi import` (the plugin) and destroy in dependency
// order.
import path from "node:path";
import { CloudPlatformClient } from "../../src/client";
import { DEMO } from "../../src/simulator/demo-account";
import { leakedForms, mediaFolder, plannedSteps, useSimulatedStack, type SimulatedStack } from "../helpers/cli-stack";
import { importIntoYamlProgram } from "./yaml-import";

const programs = path.join(__dirname, "programs", "cdn-and-video");
/** The site's hostname, whose DNS the test points at the CDN before the first up, as its owner would. */
const mediaHostname = "media.site.example";

/** The program's objects, by the ids its outputs give. */
interface SiteIds {
  storageZoneId: number;
  pullZoneId: number;
  edgeRuleGuid: string;
  videoLibraryId: number;
  collectionId: string;
  videoId: string;
}

async function siteIds({ stack }: SimulatedStack): Promise<SiteIds> {
  const outputs = await stack.outputs();
  return {
    storageZoneId: Number(outputs.storageZoneId),
    pullZoneId: Number(outputs.pullZoneId),
    edgeRuleGuid: String(outputs.edgeRuleGuid),
    videoLibraryId: Number(outputs.videoLibraryId),
    collectionId: String(outputs.collectionId),
    videoId: String(outputs.videoId),
  };
}

/** The URLs purged one by one from the cache, in the order of their requests. */
function urlPurges({ simulator }: SimulatedStack): string[] {
  return simulator.requests.filter((request) => request.method === "POST" && request.path === "/purge").map((request) => request.query.url);
}

/** The requests that purged the zone's cache. */
function purges({ simulator }: SimulatedStack, pullZoneId: number): number {
  return simulator.requests.filter((request) => request.method === "POST" && request.path === `/pullzone/${pullZoneId}/purgeCache`).length;
}

function clientOf({ simulator }: SimulatedStack): CloudPlatformClient {
  return new CloudPlatformClient({ baseUrl: simulator.baseUrl, videoUrl: simulator.videoUrl, apiKey: simulator.apiKey, videoApiKey: simulator.videoApiKey });
}

/**
 * The steps every program shows: up, the clean check, drift through the API, the repair. `alsoPlanned`: the steps a
 * drift check plans besides the drifted objects' updates.
 */
function describeSite(current: SimulatedStack, alsoPlanned: string[]): void {
  test("pulumi up makes the objects related as declared, and the refreshed preview right after is clean", async () => {
    current.simulator.dashboard.pointHostname(mediaHostname);
    await current.stack.pulumi(["up", "--yes"]);
    const ids = await siteIds(current);
    const client = clientOf(current);
    try {
      const zone = await client.pullZones.get({ pullZoneId: ids.pullZoneId });
      expect(zone).toMatchObject({ Name: "site-web", StorageZoneId: ids.storageZoneId, EnableLogging: true, BlockedIps: ["192.0.2.10"] });
      expect(zone.EdgeRules?.map((rule) => rule.Guid)).toContain(ids.edgeRuleGuid);
      expect(zone.Hostnames?.map(({ Value, IsSystemHostname, HasCertificate, ForceSSL }) => ({ Value, IsSystemHostname, HasCertificate, ForceSSL }))).toEqual([
        { Value: "site-web.b-cdn.net", IsSystemHostname: true, HasCertificate: true, ForceSSL: true },
        { Value: mediaHostname, IsSystemHostname: false, HasCertificate: true, ForceSSL: true },
      ]);
      expect(await current.stack.outputs()).toMatchObject({ defaultHostnameAdopted: true, mediaHostname });
      const library = await client.videoLibraries.get({ videoLibraryId: ids.videoLibraryId });
      expect(library).toMatchObject({ Name: "site-courses", EnableMP4Fallback: true });
      expect(await client.videoCollections.get({ libraryId: ids.videoLibraryId, collectionId: ids.collectionId })).toMatchObject({
        name: "Lessons",
      });
      const video = current.simulator.state.videoLibraries.get(String(ids.videoLibraryId))?.videos.get(ids.videoId);
      expect(video).toMatchObject({ title: "Welcome", collectionId: ids.collectionId, captions: [{ srclang: "en", label: "English", version: 1 }] });
      expect(purges(current, ids.pullZoneId)).toBe(1);
      expect(urlPurges(current)).toEqual([`https://${mediaHostname}/index.html`]);
      expect((await current.stack.outputs()).videoStatus).toBe("finished");
      const { text } = await current.stack.exportState();
      const storageZone = await client.storageZones.get({ storageZoneId: ids.storageZoneId });
      for (const secret of [storageZone.Password!, storageZone.ReadOnlyPassword!, library.ApiKey!, library.ReadOnlyApiKey!]) {
        for (const form of leakedForms(secret)) expect(text).not.toContain(form);
      }
    } finally {
      await client.close();
    }
    await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
  }, 300_000);

  test("drift made through the API on five objects is caught as exactly their updates, and up --refresh repairs it", async () => {
    const ids = await siteIds(current);
    const client = clientOf(current);
    try {
      await client.storageZones.update({ storageZoneId: ids.storageZoneId, body: { Rewrite404To200: false } });
      await client.pullZones.update({ pullZoneId: ids.pullZoneId, body: { EnableLogging: false } });
      await client.pullZones.setForceSsl({ pullZoneId: ids.pullZoneId, body: { Hostname: mediaHostname, ForceSSL: false } });
      await client.videoLibraries.update({ videoLibraryId: ids.videoLibraryId, body: { EnableMP4Fallback: false } });
      await client.videoCollections.update({ libraryId: ids.videoLibraryId, collectionId: ids.collectionId, body: { name: "Renamed" } });
    } finally {
      await client.close();
    }
    const drift = await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes", "--json"], { allowFailure: true });
    expect(drift.code).not.toBe(0);
    expect(plannedSteps(drift.stdout)).toEqual(["update assets", "update courses", "update lessons", "update media", "update web", ...alsoPlanned].sort());
    await current.stack.pulumi(["up", "--refresh", "--yes"]);
    await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
    expect(purges(current, ids.pullZoneId)).toBe(1);
    expect(urlPurges(current)).toHaveLength(1);
    // The captions were never written again, nor deleted, whatever the preview showed.
    const video = current.simulator.state.videoLibraries.get(String(ids.videoLibraryId))?.videos.get(ids.videoId);
    expect(video?.captions).toEqual([{ srclang: "en", label: "English", version: 1 }]);
  }, 300_000);

  test("the video was transcribed once, by the first up: the drift repair did not transcribe it again", async () => {
    const ids = await siteIds(current);
    const transcriptions = current.simulator.requests.filter(
      (request) => request.method === "POST" && request.path === `/video/library/${ids.videoLibraryId}/videos/${ids.videoId}/transcribe`,
    );
    expect(transcriptions.map((request) => [request.status, request.body])).toEqual([[200, { sourceLanguage: "en", targetLanguages: ["en", "de"] }]]);
    expect((await current.stack.exportState()).deployment.resources?.find((resource) => resource.urn.endsWith("::welcome-transcript"))?.outputs).toMatchObject({
      success: true,
      message: "OK",
    });
  }, 300_000);

  describeVideoRuns(current);

  test("a new release purges the zone's cache and the home page once each, and writes nothing else", async () => {
    const ids = await siteIds(current);
    current.simulator.resetStats();
    await current.stack.pulumi(["config", "set", "release", "v2"]);
    await current.stack.pulumi(["up", "--yes"]);
    const writes = current.simulator.requests.filter((request) => request.method !== "GET").map((r) => `${r.method} ${r.path}`);
    expect(writes.sort()).toEqual([`POST /pullzone/${ids.pullZoneId}/purgeCache`, "POST /purge"].sort());
    expect(urlPurges(current)).toEqual([`https://${mediaHostname}/index.html`]);
  }, 300_000);
}

/** The token the program's fetch sends to the site's server in its headers, which the state must hold encrypted. */
const ORIGIN_TOKEN = "origin-token-5c8e31d7";

/**
 * The video's one-shot runs besides its transcription, as the program declares them: each one's resource, its call's
 * method (unset: POST) and the last part of its path under the video (or, `ofLibrary`, under the library's videos), the
 * query and body it sends, the status of its success, and what its state records of the answer.
 */
const videoRuns = [
  { name: "welcome-reencode", pathEnd: "reencode", query: {}, status: 200, recorded: { encodeProgress: expect.any(Number) } },
  {
    name: "welcome-cleanup",
    pathEnd: "resolutions/cleanup",
    query: { deleteNonConfiguredResolutions: "true" },
    status: 200,
    recorded: { success: true, message: "OK" },
  },
  { name: "welcome-repackage", pathEnd: "repackage", query: { keepOriginalFiles: "true" }, status: 200, recorded: { encodeProgress: expect.any(Number) } },
  {
    name: "welcome-chapters",
    pathEnd: "smart",
    query: {},
    body: { generateChapters: true, sourceLanguage: "en" },
    status: 202,
    recorded: { success: true, message: "OK" },
  },
  {
    name: "welcome-poster",
    pathEnd: "thumbnail",
    query: { thumbnailUrl: `https://${mediaHostname}/posters/welcome.jpg` },
    status: 200,
    recorded: { success: true, message: "OK" },
  },
  { name: "welcome-vp9", method: "PUT", pathEnd: "outputs/1", query: {}, status: 200, recorded: { outputCodecs: expect.stringMatching(/,vp9$/) } },
  {
    name: "trailer-fetch",
    ofLibrary: true,
    pathEnd: "fetch",
    query: {},
    body: { url: `https://${mediaHostname}/films/trailer.mp4`, title: "Trailer", headers: { Authorization: `Bearer ${ORIGIN_TOKEN}` } },
    status: 200,
    recorded: { success: true, message: "OK", statusCode: 200 },
  },
];

/**
 * The video's other one-shot runs (a re-encode, a cleanup of its resolutions, a repackaging, chapters generated, a
 * poster set, an encoding in VP9, and a trailer fetched into its library), each triggered by another resource's output:
 * each made once, by the first up, and none by an up with nothing changed.
 */
function describeVideoRuns(current: SimulatedStack): void {
  test("each of the video's other runs was made once, by the first up, as declared: the drift repair made none again; the state holds the fetch's headers encrypted", async () => {
    const ids = await siteIds(current);
    const videos = `/video/library/${ids.videoLibraryId}/videos`;
    const made = ({ method = "POST", ofLibrary = false, pathEnd }: { method?: string; ofLibrary?: boolean; pathEnd: string }) =>
      current.simulator.requests
        .filter((request) => request.method === method && request.path === `${videos}/${ofLibrary ? "" : `${ids.videoId}/`}${pathEnd}`)
        .map(({ status, query, body, accessKeyValid }) => ({ status, query, body, accessKeyValid }));
    const { deployment, text } = await current.stack.exportState();
    for (const run of videoRuns) {
      const { name, query, body, status, recorded } = run;
      expect([name, made(run)]).toEqual([name, [{ status, query, body, accessKeyValid: true }]]);
      expect(deployment.resources?.find((resource) => resource.urn.endsWith(`::${name}`))?.outputs).toMatchObject(recorded);
    }
    for (const form of leakedForms(ORIGIN_TOKEN)) expect(text).not.toContain(form);
  }, 300_000);

  test("pulumi up with nothing changed runs none of them, and writes nothing", async () => {
    current.simulator.resetStats();
    await current.stack.pulumi(["up", "--yes"]);
    expect(current.simulator.requests.filter((request) => request.method !== "GET").map((r) => `${r.method} ${r.path}`)).toEqual([]);
  }, 300_000);
}

/**
 * `pulumi destroy` deletes every object the program made, each after the objects that depend on it, and leaves the
 * zone's own hostname to the zone.
 */
async function expectSiteDestroyed(current: SimulatedStack, alsoDeleted: string[]): Promise<void> {
  const ids = await siteIds(current);
  current.simulator.resetStats();
  await current.stack.pulumi(["destroy", "--yes"]);
  const writes = current.simulator.requests.filter((request) => request.method !== "GET").map((r) => `${r.method} ${r.path}`);
  const edgeRule = `DELETE /pullzone/${ids.pullZoneId}/edgerules/${ids.edgeRuleGuid}`;
  const hostname = `DELETE /pullzone/${ids.pullZoneId}/removeHostname`;
  const pullZone = `DELETE /pullzone/${ids.pullZoneId}`;
  const storageZone = `DELETE /storagezone/${ids.storageZoneId}`;
  const video = `DELETE /video/library/${ids.videoLibraryId}/videos/${ids.videoId}`;
  const caption = `DELETE /video/library/${ids.videoLibraryId}/videos/${ids.videoId}/captions/en`;
  const collection = `DELETE /video/library/${ids.videoLibraryId}/collections/${ids.collectionId}`;
  const library = `DELETE /videolibrary/${ids.videoLibraryId}`;
  expect([...writes].sort()).toEqual([edgeRule, hostname, pullZone, storageZone, caption, video, collection, library, ...alsoDeleted].sort());
  const before = (first: string, second: string) => expect(writes.indexOf(first)).toBeLessThan(writes.indexOf(second));
  before(edgeRule, pullZone);
  before(hostname, pullZone);
  before(pullZone, storageZone);
  before(caption, video);
  before(video, collection);
  before(collection, library);
  expect((await current.stack.exportState()).deployment.resources ?? []).toEqual([]);
}

describe("the CDN and video program in TypeScript (dynamic resources) under the real Pulumi CLI", () => {
  const current = useSimulatedStack(path.join(programs, "typescript"), {
    extraPackages: ["typescript", "@types/node"],
    siblings: [mediaFolder],
    simulator: { encodeVideoFilesOnly: true },
  });

  // A dynamic resource planned for an update has no known outputs in a preview, so the video and the fetch, which take
  // the library's key from them, show as possible updates too, and the video's captions and runs, which take its id
  // from its outputs, as possible replacements (the up then replaces nothing, and calls nothing for the fetch's key);
  // through the plugin the key and the id stay known.
  describeSite(current, [
    "update welcome",
    "update trailer-fetch",
    "replace welcome-english",
    "replace welcome-transcript",
    ...videoRuns.filter((run) => !("ofLibrary" in run)).map(({ name }) => `replace ${name}`),
  ]);

  test("pulumi destroy deletes each object after those that depend on it", () => expectSiteDestroyed(current, []), 300_000);
});

/** The demo account's pull zones beside its main one: one whose hostname is imported, one imported itself. */
const assetsZoneId = 310246;
const legacyZoneId = 310247;

describe("the CDN and video program in YAML (the plugin) under the real Pulumi CLI", () => {
  const current = useSimulatedStack(path.join(programs, "yaml"), { siblings: [mediaFolder], simulator: { encodeVideoFilesOnly: true } });
  // One of each but the library: the demo account's only library holds the collection imported here, and the code an
  // import writes names its parent by id, with no dependency that would order their deletes.
  const imports = [
    { type: "cloudplatform:index:PullZone", name: "legacy-zone", id: String(legacyZoneId) },
    { type: "cloudplatform:index:PullZoneHostname", name: "demo-static", id: `${assetsZoneId}/static.example.com` },
    { type: "cloudplatform:index:PullZoneEdgeRule", name: "demo-force-ssl", id: `${DEMO.pullZone.id}/${DEMO.edgeRules.forceSsl}` },
    { type: "cloudplatform:index:VideoCollection", name: "demo-trailers", id: `${DEMO.videoLibrary.id}/${DEMO.collection.id}` },
  ];

  describeSite(current, []);

  test("pulumi import of a pull zone, a hostname, an edge rule and a collection: the code it writes, added to the program, shows no change", async () => {
    await importIntoYamlProgram(current.stack, imports);
    const preview = await current.stack.pulumi(["preview", "--expect-no-changes", "--json"]);
    expect(plannedSteps(preview.stdout)).toEqual([]);
    await current.stack.pulumi(["state", "unprotect", "--all", "--yes"]);
  }, 300_000);

  test("pulumi destroy deletes each object after those that depend on it, the imported ones too", () =>
    expectSiteDestroyed(current, [
      `DELETE /pullzone/${legacyZoneId}`,
      `DELETE /pullzone/${assetsZoneId}/removeHostname`,
      `DELETE /pullzone/${DEMO.pullZone.id}/edgerules/${DEMO.edgeRules.forceSsl}`,
      `DELETE /video/library/${DEMO.videoLibrary.id}/collections/${DEMO.collection.id}`,
    ]), 300_000);

  test("no command printed a key", () => {
    for (const key of [current.simulator.apiKey, current.simulator.videoApiKey]) {
      for (const form of leakedForms(key)) expect(current.stack.printed()).not.toContain(form);
    }
  });
});
