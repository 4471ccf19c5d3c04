import { startSimulator, VIDEO_STATUS, type RunningSimulator } from "../../../src/simulator";
import { send, type SendOptions } from "../../helpers/sim-http";

const DEMO_VIDEO = "5f3b6c1e-0000-4000-8000-000000000001";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const call = (path: string, options: SendOptions = {}) => send(`${sim.videoUrl}/library/4242${path}`, { key: sim.videoApiKey, ...options });
const getVideo = (videoId: string) => call(`/videos/${videoId}`);
const create = (body: unknown) => call("/videos", { method: "POST", body });
const update = (videoId: string, body: unknown) => call(`/videos/${videoId}`, { method: "POST", body });
const remove = (videoId: string) => call(`/videos/${videoId}`, { method: "DELETE" });
const upload = (videoId: string, bytes: string) =>
  call(`/videos/${videoId}`, { method: "PUT", rawBody: bytes, contentType: "application/octet-stream" });

describe("create, read, update, delete", () => {
  test("a created video has a guid, the title and collection given, status created and no file", async () => {
    const reply = await create({ title: "Launch", collectionId: "col-1", thumbnailTime: 1500 });
    expect(reply.status).toBe(200);
    const { guid } = reply.json;
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.json).toMatchObject({ videoLibraryId: 4242, title: "Launch", collectionId: "col-1", status: VIDEO_STATUS.created, storageSize: 0, length: 0 });
    expect(sim.state.videoLibraries.get("4242")!.videos.get(guid)).toMatchObject({ title: "Launch", collectionId: "col-1", thumbnailTime: 1500 });
    expect((await getVideo(guid)).json).toEqual(reply.json);
    expect(sim.requests.map((request) => request.route)).toEqual(["createVideo", "getVideo"]);
  });

  test("a video in no collection answers collectionId as an empty string", async () => {
    const { json } = await create({ title: "Loose", collectionId: null, thumbnailTime: null });
    expect(json.collectionId).toBe("");
    expect((await getVideo(DEMO_VIDEO)).json).toMatchObject({ title: "Demo video 1", collectionId: "", status: VIDEO_STATUS.created });
  });

  test("an upload sets the status to finished and the size; a new upload clears a status set before", async () => {
    const { guid } = (await create({ title: "With file" })).json;
    expect((await upload(guid, "x".repeat(600_000))).status).toBe(200);
    expect((await getVideo(guid)).json).toMatchObject({ status: VIDEO_STATUS.finished, storageSize: 600_000, length: 2, encodeProgress: 100 });
    sim.dashboard.setVideoStatus("4242", guid, VIDEO_STATUS.uploadFailed);
    expect((await getVideo(guid)).json).toMatchObject({ status: VIDEO_STATUS.uploadFailed, storageSize: 0 });
    expect((await upload(guid, "again")).status).toBe(200);
    expect((await getVideo(guid)).json).toMatchObject({ status: VIDEO_STATUS.finished, storageSize: 5 });
  });

  test("update sets a given title and collection and leaves what is null or absent", async () => {
    const { guid } = (await create({ title: "Before", collectionId: "col-1" })).json;
    const reply = await update(guid, { title: "After" });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true, message: expect.any(String), statusCode: 200 });
    expect((await getVideo(guid)).json).toMatchObject({ title: "After", collectionId: "col-1" });
    await update(guid, { title: null, collectionId: "col-2", chapters: [], metaTags: null });
    expect((await getVideo(guid)).json).toMatchObject({ title: "After", collectionId: "col-2" });
    await update(guid, { collectionId: "" });
    expect((await getVideo(guid)).json.collectionId).toBe("");
  });

  test("delete removes the video; afterwards get, update, delete and upload answer 404 with a JSON body", async () => {
    const { guid } = (await create({ title: "Short-lived" })).json;
    const reply = await remove(guid);
    expect(reply.json).toEqual({ success: true, message: expect.any(String), statusCode: 200 });
    for (const answer of [await getVideo(guid), await update(guid, { title: "x" }), await remove(guid), await upload(guid, "x")]) {
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ success: false, message: "The requested video was not found", statusCode: 404 });
    }
  });

  test("an unknown library answers 404 naming the library", async () => {
    const reply = await send(`${sim.videoUrl}/library/777/videos`, { method: "POST", key: sim.videoApiKey, body: { title: "x" } });
    expect(reply.status).toBe(404);
    expect(reply.json.message).toContain("library");
    expect((await send(`${sim.videoUrl}/library/777/videos/${DEMO_VIDEO}`, { key: sim.videoApiKey })).status).toBe(404);
  });
});

describe("bad requests", () => {
  test.each([
    [{}, /title/],
    [{ title: "" }, /title/],
    [{ title: 7 }, /title/],
    [{ title: "t", collectionId: 3 }, /collectionId/],
    [{ title: "t", thumbnailTime: -1 }, /thumbnailTime/],
    [{ title: "t", thumbnailTime: 1.5 }, /thumbnailTime/],
    [{ title: "t", description: "d" }, /description/],
    [["t"], /object/],
  ])("create answers 400 StatusModel for %j and creates nothing", async (body, mentions) => {
    const reply = await create(body);
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ success: false, statusCode: 400, message: expect.stringMatching(mentions) });
    expect(sim.state.videoLibraries.get("4242")!.videos.size).toBe(5);
  });

  test.each([
    [{ title: "" }, /title/],
    [{ collectionId: 5 }, /collectionId/],
    [{ moments: "m" }, /moments/],
    [{ thumbnailTime: 3 }, /thumbnailTime/],
  ])("update answers 400 for %j and changes nothing", async (body, mentions) => {
    const reply = await update(DEMO_VIDEO, body);
    expect(reply.status).toBe(400);
    expect(reply.json.message).toMatch(mentions);
    expect((await getVideo(DEMO_VIDEO)).json.title).toBe("Demo video 1");
  });

  test("every video route takes the library key only", async () => {
    for (const key of [undefined, sim.apiKey]) {
      const replies = [
        await send(`${sim.videoUrl}/library/4242/videos/${DEMO_VIDEO}`, { key }),
        await send(`${sim.videoUrl}/library/4242/videos`, { method: "POST", key, body: { title: "t" } }),
        await send(`${sim.videoUrl}/library/4242/videos/${DEMO_VIDEO}`, { method: "POST", key, body: { title: "t" } }),
        await send(`${sim.videoUrl}/library/4242/videos/${DEMO_VIDEO}`, { method: "DELETE", key }),
      ];
      expect(replies.map((reply) => reply.status)).toEqual([401, 401, 401, 401]);
    }
    expect((await getVideo(DEMO_VIDEO)).json.title).toBe("Demo video 1");
  });
});

describe("dashboard changes", () => {
  test("rename, move, status and deletion are what the next read shows", async () => {
    sim.dashboard.updateVideo(4242, DEMO_VIDEO, { title: "Renamed", collectionId: "col-9" });
    expect((await getVideo(DEMO_VIDEO)).json).toMatchObject({ title: "Renamed", collectionId: "col-9" });
    await upload(DEMO_VIDEO, "bytes");
    sim.dashboard.setVideoStatus("4242", DEMO_VIDEO, VIDEO_STATUS.error);
    expect((await getVideo(DEMO_VIDEO)).json).toMatchObject({ status: VIDEO_STATUS.error, storageSize: 5 });
    expect((await upload(DEMO_VIDEO, "second file")).status).toBe(400);
    sim.dashboard.deleteVideo("4242", DEMO_VIDEO);
    expect((await getVideo(DEMO_VIDEO)).status).toBe(404);
    expect(() => sim.dashboard.deleteVideo("4242", DEMO_VIDEO)).toThrow(DEMO_VIDEO);
    expect(() => sim.dashboard.setVideoStatus("4243", DEMO_VIDEO, VIDEO_STATUS.finished)).toThrow("4243");
  });

  test("status created drops the file, so the video takes an upload again", async () => {
    await upload(DEMO_VIDEO, "first");
    sim.dashboard.setVideoStatus("4242", DEMO_VIDEO, VIDEO_STATUS.created);
    expect((await getVideo(DEMO_VIDEO)).json).toMatchObject({ status: VIDEO_STATUS.created, storageSize: 0 });
    expect((await upload(DEMO_VIDEO, "second")).status).toBe(200);
  });
});

describe("faults", () => {
  test("a fault on create answers instead of the route: no video is made", async () => {
    sim.faults.add({ route: "createVideo", status: 500, times: 1 });
    const failed = await create({ title: "Not made" });
    expect(failed.json).toEqual({ success: false, message: expect.any(String), statusCode: 500 });
    expect(sim.state.videoLibraries.get("4242")!.videos.size).toBe(5);
  });

  test("a create whose answer is cut mid-body has made the video", async () => {
    sim.faults.add({ route: "createVideo", drop: "mid-body", times: 1 });
    await expect(create({ title: "Made, answer lost" })).rejects.toThrow();
    const titles = [...sim.state.videoLibraries.get("4242")!.videos.values()].map((video) => video.title);
    expect(titles).toContain("Made, answer lost");
  });

  test.each(["getVideo", "updateVideo", "deleteVideo"] as const)("%s answers a fault's status", async (route) => {
    sim.faults.add({ route, status: 503, times: 1 });
    const reply = route === "getVideo" ? await getVideo(DEMO_VIDEO) : route === "updateVideo" ? await update(DEMO_VIDEO, { title: "t" }) : await remove(DEMO_VIDEO);
    expect(reply.status).toBe(503);
    expect((await getVideo(DEMO_VIDEO)).json.title).toBe("Demo video 1");
  });
});
