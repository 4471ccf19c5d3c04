import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { ApiError, InputValidationError, NetworkError, NotFoundError, ResponseValidationError, type VideoStatus } from "../../src/client";
import { VIDEO_STATUS } from "../../src/simulator";
import { rejection, startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

const LIBRARY = "4242";
const DEMO_VIDEO = "5f3b6c1e-0000-4000-8000-000000000001";

let api: SimulatedApi;

beforeEach(async () => {
  api = await startSimulatedApi();
});

afterEach(() => api.close());

const videoCount = () => api.sim.state.videoLibraries.get(LIBRARY)!.videos.size;
const bytes = (text: string) => ({ open: () => Readable.from([Buffer.from(text)]), bytes: Buffer.byteLength(text) });

describe("the lifecycle of a video", () => {
  test("createVideo posts only the given fields and returns the new video, status created", async () => {
    const video = await api.client.createVideo(LIBRARY, { title: "Launch", collectionId: "col-1", thumbnailTime: 2500 });
    expect(video).toEqual({
      libraryId: LIBRARY,
      videoId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: "Launch",
      collectionId: "col-1",
      status: "created",
      length: 0,
      storageSize: 0,
      encodeProgress: 0,
      dateUploaded: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      originalHash: null,
    });
    await api.client.createVideo(LIBRARY, { title: "Bare" });
    expect(api.sim.requests.map((r) => [r.method, r.path, r.body, r.accessKeyValid])).toEqual([
      ["POST", "/video/library/4242/videos", { title: "Launch", collectionId: "col-1", thumbnailTime: 2500 }, true],
      ["POST", "/video/library/4242/videos", { title: "Bare" }, true],
    ]);
  });

  test("getVideo after an upload shows status finished and the size stored", async () => {
    const { videoId } = await api.client.createVideo(LIBRARY, { title: "With file" });
    await api.client.uploadVideo(LIBRARY, videoId, bytes("x".repeat(1000)));
    await expect(api.client.getVideo(LIBRARY, videoId)).resolves.toMatchObject({
      videoId,
      status: "finished",
      storageSize: 1000,
      collectionId: null,
      originalHash: createHash("sha256").update("x".repeat(1000)).digest("hex"),
    });
  });

  test("listVideos with a search gives the videos whose title contains it, in any case", async () => {
    const made = [];
    for (const title of ["Search me", "search me too", "Other"]) made.push((await api.client.createVideo(LIBRARY, { title })).videoId);
    const found = await api.client.listVideos(LIBRARY, "SEARCH ME");
    expect(found.map((video) => video.videoId)).toEqual(made.slice(0, 2));
    expect(api.sim.requests.at(-1)!.query).toEqual({ page: "1", itemsPerPage: "1000", search: "SEARCH ME" });
    expect(await api.client.listVideos(LIBRARY, "SEARCH ME", 2)).toEqual([]);
  });

  test("updateVideo sends the given fields; the title and collection are what the next read shows", async () => {
    const { videoId } = await api.client.createVideo(LIBRARY, { title: "Before", collectionId: "col-1" });
    await api.client.updateVideo(LIBRARY, videoId, { title: "After" });
    await api.client.updateVideo(LIBRARY, videoId, { collectionId: "" });
    await expect(api.client.getVideo(LIBRARY, videoId)).resolves.toMatchObject({ title: "After", collectionId: null });
    expect(api.sim.requests.filter((r) => r.route === "updateVideo").map((r) => r.body)).toEqual([{ title: "After" }, { collectionId: "" }]);
  });

  test("deleteVideo removes it; the next read and a second delete are the API's own 404", async () => {
    const { videoId } = await api.client.createVideo(LIBRARY, { title: "Short-lived" });
    await api.client.deleteVideo(LIBRARY, videoId);
    for (const call of [api.client.getVideo(LIBRARY, videoId), api.client.deleteVideo(LIBRARY, videoId), api.client.updateVideo(LIBRARY, videoId, { title: "x" })]) {
      const error = await rejection(call);
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ fromApi: true, fromApiBody: true, apiMessage: "The requested video was not found" });
    }
  });

  test("out-of-band changes are what getVideo reports", async () => {
    api.sim.dashboard.updateVideo(LIBRARY, DEMO_VIDEO, { title: "Renamed in the dashboard", collectionId: "col-9" });
    await expect(api.client.getVideo(LIBRARY, DEMO_VIDEO)).resolves.toMatchObject({ title: "Renamed in the dashboard", collectionId: "col-9" });
    api.sim.dashboard.deleteVideo(LIBRARY, DEMO_VIDEO);
    await expect(api.client.getVideo(LIBRARY, DEMO_VIDEO)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("status", () => {
  const names: VideoStatus[] = ["created", "uploaded", "processing", "transcoding", "finished", "error", "uploadFailed", "jitSegmenting", "jitPlaylistsCreated"];

  test.each(names.map((name, code) => [code, name] as const))("the integer %i reads as %s", async (code, name) => {
    expect(VIDEO_STATUS[name]).toBe(code);
    api.sim.dashboard.setVideoStatus(LIBRARY, DEMO_VIDEO, VIDEO_STATUS[name]);
    expect((await api.client.getVideo(LIBRARY, DEMO_VIDEO)).status).toBe(name);
  });

  test("an integer the API does not document is a ResponseValidationError naming status", async () => {
    const body = { videoLibraryId: 4242, guid: DEMO_VIDEO, title: "t", status: 9, length: 0, storageSize: 0, encodeProgress: 0 };
    api.sim.faults.add({ route: "getVideo", status: 200, body: JSON.stringify(body), times: 1 });
    const error = await rejection(api.client.getVideo(LIBRARY, DEMO_VIDEO));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ field: "status" });
    expect(error.message).toContain("must be a video status from 0 to 8");
  });

  test("field names are read in any case", async () => {
    const body = { VideoLibraryId: 4242, Guid: DEMO_VIDEO, Title: "T", CollectionId: null, Status: 3, Length: 12, StorageSize: 9, EncodeProgress: 40 };
    api.sim.faults.add({ route: "getVideo", status: 200, body: JSON.stringify(body), times: 1 });
    await expect(api.client.getVideo(LIBRARY, DEMO_VIDEO)).resolves.toEqual({
      libraryId: LIBRARY, videoId: DEMO_VIDEO, title: "T", collectionId: null, status: "transcoding", length: 12, storageSize: 9, encodeProgress: 40,
      dateUploaded: null, originalHash: null,
    });
  });
});

describe("retries", () => {
  test("a create is retried after a 429 (nothing created) and makes one video", async () => {
    api.sim.faults.add({ route: "createVideo", status: 429, retryAfterSeconds: 0, times: 1 });
    await api.client.createVideo(LIBRARY, { title: "Once" });
    expect(api.sim.requests.map((r) => r.status)).toEqual([429, 200]);
    expect(videoCount()).toBe(6);
  });

  test("a create is not retried after a 503 or a cut answer, which may have created the video", async () => {
    api.sim.faults.add({ route: "createVideo", status: 503, times: 1 });
    await expect(api.client.createVideo(LIBRARY, { title: "Maybe" })).rejects.toMatchObject({ constructor: ApiError, status: 503 });
    api.sim.faults.add({ route: "createVideo", drop: "mid-body", times: 1 });
    await expect(api.client.createVideo(LIBRARY, { title: "Created, answer lost" })).rejects.toBeInstanceOf(NetworkError);
    expect(api.sim.requests).toHaveLength(2);
    expect(videoCount()).toBe(6);
  });

  test("update and delete are retried after a 503", async () => {
    api.sim.faults.add({ route: "updateVideo", status: 503, times: 1 });
    api.sim.faults.add({ route: "deleteVideo", status: 503, times: 1 });
    await api.client.updateVideo(LIBRARY, DEMO_VIDEO, { title: "Retried" });
    await api.client.deleteVideo(LIBRARY, DEMO_VIDEO);
    expect(api.sim.requests.map((r) => [r.route, r.status])).toEqual([
      ["updateVideo", 503],
      ["updateVideo", 200],
      ["deleteVideo", 503],
      ["deleteVideo", 200],
    ]);
  });
});

describe("failures", () => {
  test("a 200 StatusModel with success false from update or delete is an ApiError", async () => {
    const refused = JSON.stringify({ success: false, message: "Video is locked", statusCode: 400 });
    api.sim.faults.add({ route: "updateVideo", status: 200, body: refused, times: 1 });
    api.sim.faults.add({ route: "deleteVideo", status: 200, body: refused, times: 1 });
    for (const call of [api.client.updateVideo(LIBRARY, DEMO_VIDEO, { title: "x" }), api.client.deleteVideo(LIBRARY, DEMO_VIDEO)]) {
      const error = await rejection(call);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toMatch(/-> 200: Video is locked$/);
    }
  });

  test("a proxy's 404 page is not the API's 404", async () => {
    api.sim.faults.add({ route: "getVideo", status: 404, body: "<html>gateway: no such host</html>", contentType: "text/html", times: 1 });
    await expect(api.client.getVideo(LIBRARY, DEMO_VIDEO)).rejects.toMatchObject({ constructor: NotFoundError, fromApi: false });
  });

  test.each([
    [() => api.client.createVideo(LIBRARY, { title: "" }), "createVideo: invalid input: fields.title: must not be empty"],
    [() => api.client.createVideo(LIBRARY, { title: "t", thumbnailTime: -1 }), "fields.thumbnailTime: must be an integer from 0 to 2147483647"],
    [() => api.client.createVideo(LIBRARY, { title: "t", collectionId: null } as never), "fields.collectionId: must be a string"],
    [() => api.client.createVideo(LIBRARY, { title: "t", tags: [] } as never), "fields.tags: unknown property"],
    [() => api.client.createVideo("lib", { title: "t" }), "libraryId: must be a whole number"],
    [() => api.client.updateVideo(LIBRARY, DEMO_VIDEO, {}), "updateVideo: invalid input: changes: must set title or collectionId"],
    [() => api.client.updateVideo(LIBRARY, "..", { title: "t" }), 'videoId: must not be "." or ".."'],
    [() => api.client.deleteVideo(LIBRARY, ""), "videoId: must not be empty"],
  ])("bad input is refused before any request (%#)", async (call, message) => {
    const error = await rejection(call());
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toContain(message);
    expect(api.sim.requests).toHaveLength(0);
  });
});
