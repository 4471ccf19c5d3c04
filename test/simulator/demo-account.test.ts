import type { ApiOperationName } from "../../src/api/operations";
import { DEMO, DEMO_OBJECTS, type DemoObject } from "../../src/simulator/demo-account";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { send, violations, type Answered, type Sent } from "../helpers/table-requests";

// The demo account read through plain HTTP, each answer judged by the OpenAPI referee (ajv over spec/ and its
// corrections).

let first: RunningSimulator;
let second: RunningSimulator;

beforeAll(async () => {
  [first, second] = await Promise.all([startSimulator(), startSimulator()]);
});
afterAll(() => Promise.all([first.close(), second.close()]));

function read(sim: RunningSimulator, object: DemoObject): Promise<Answered> {
  return send(sim, object.read.operation, { path: object.read.params, query: {} });
}

const rows = DEMO_OBJECTS.map((object) => [`${object.what} ${object.id}`, object] as const);

describe("every object of the demo account", () => {
  it.each(rows)("%s is read as the spec says, and its answer names it", async (_, object) => {
    const sent: Sent = { path: object.read.params, query: {} };
    const answered = await read(first, object);
    expect({ status: answered.status, violations: violations(object.read.operation, sent, answered) }).toEqual({ status: 200, violations: [] });
    expect(JSON.stringify(answered.body)).toContain(JSON.stringify(/^\d+$/.test(object.id) ? Number(object.id) : object.id));
  });

  it.each(rows)("%s is answered the same by two starts", async (_, object) => {
    expect((await read(first, object)).body).toEqual((await read(second, object)).body);
  });
});

/** The lists that hold a demo object, with the object each names, and the query that asks for a page where one must. */
const LISTS: [ApiOperationName, Record<string, string>, string | number, Record<string, string>?][] = [
  ["pullZones.list", {}, DEMO.pullZone.id, { page: "1" }],
  ["shieldZones.list", {}, DEMO.shieldZone.id],
  ["shieldWaf.listCustomRules", { shieldZoneId: String(DEMO.shieldZone.id) }, DEMO.customWafRule.id],
  ["dnsZones.list", {}, DEMO.dnsZone.id],
  ["storageZones.list", {}, DEMO.storageZone.id],
  ["videoLibraries.list", {}, DEMO.videoLibrary.id],
  ["videos.list", { libraryId: String(DEMO.videoLibrary.id) }, DEMO.videos[0].id],
  ["videoCollections.list", { libraryId: String(DEMO.videoLibrary.id) }, DEMO.collection.id],
  ["containerApps.list", {}, DEMO.app.id],
  ["containerRegistries.list", {}, DEMO.registry.id],
];

describe("every list holding a demo object", () => {
  it.each(LISTS)("%s answers as the spec says and holds it", async (operation, params, id, query = {}) => {
    const sent: Sent = { path: params, query };
    const answered = await send(first, operation, sent);
    expect({ status: answered.status, violations: violations(operation, sent, answered) }).toEqual({ status: 200, violations: [] });
    expect(JSON.stringify(answered.body)).toContain(JSON.stringify(id));
  });
});

describe("objects that sum up others follow them", () => {
  it("the DNS zone's records are the records of its collection, as they change", async () => {
    const zone = DEMO_OBJECTS.find((object) => object.what === "DNS zone")!;
    const record = DEMO_OBJECTS.find((object) => object.what === "DNS record")!;
    const changed = await send(first, "dnsZones.updateRecord", {
      path: { zoneId: String(DEMO.dnsZone.id), recordId: record.id },
      query: {},
      body: { Value: "moved.example.net" },
    });
    expect(changed.status).toBeLessThan(300);
    const records = ((await read(first, zone)).body as { Records: { Id: number; Value: string }[] }).Records;
    expect(records).toContainEqual(expect.objectContaining({ Id: Number(record.id), Value: "moved.example.net" }));
    expect(records).toHaveLength(Object.keys(DEMO.dnsRecords).length);
  });

  it("the app's volumes are its volume templates, as they change", async () => {
    const app = DEMO_OBJECTS.find((object) => object.what === "app")!;
    const [volume] = DEMO.app.volumes;
    const patched = await send(first, "containerApps.updateVolume", {
      path: { appId: DEMO.app.id, volumeId: volume.id },
      query: {},
      body: { size: 42 },
    });
    expect(patched.status).toBe(200);
    const answer = (await read(first, app)).body as { volumes: { name: string; size: number }[] };
    expect(answer.volumes).toContainEqual({ name: volume.name, size: 42 });
  });

  it("the collection counts the videos in it", async () => {
    const collection = DEMO_OBJECTS.find((object) => object.what === "collection")!;
    const members = DEMO.videos.filter((video) => video.inCollection).map((video) => video.id);
    expect((await read(first, collection)).body).toMatchObject({ videoCount: members.length, previewVideoIds: members.join(",") });
    first.dashboard.updateVideo(DEMO.videoLibrary.id, members[0], { collectionId: "" });
    expect((await read(first, collection)).body).toMatchObject({ videoCount: members.length - 1, previewVideoIds: members[1] });
  });
});
