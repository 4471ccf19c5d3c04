import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { UnauthorizedError } from "../../src/errors";
import { videoProvider as provider, type VideoInputs, type VideoOutputs } from "../../src/providers/video";
import type { RunningSimulator } from "../../src/simulator";
import { VIDEO_STATUS } from "../../src/simulator/state";
import { UNKNOWN } from "../helpers/engine/wire";
import { useSimulatedProvider } from "../helpers/provider-test";

const library = "4242";

let sim: RunningSimulator;
let dir: string;
const checked = useSimulatedProvider(
  provider,
  { apiKey: "video-resource-account-key-51d0", videoApiKey: "video-resource-video-key-c3a8" },
  (started) => (sim = started),
);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "video-provider-"));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: string): Promise<string> {
  const filePath = path.join(dir, name);
  await fs.writeFile(filePath, content);
  return filePath;
}

const sha256 = (content: string) => createHash("sha256").update(content).digest("hex");
const videos = () => sim.state.videoLibraries.get(library)!.videos;
const routes = () => sim.requests.map((request) => `${request.method} ${request.path}`);
const videoPath = (videoId: string) => `/video/library/${library}/videos/${videoId}`;

/** A video created through the provider, with the request log cleared after. */
async function created(news: Record<string, unknown>): Promise<VideoOutputs> {
  const { outs } = await provider.create(await checked(news));
  sim.resetStats();
  return outs!;
}

describe("check", () => {
  it("keeps the declared inputs, numbers as strings, and fingerprints a declared file", async () => {
    const filePath = await file("a.mp4", "first");
    expect(await checked({ libraryId: 4242, title: "A", collectionId: "c-1", thumbnailTime: 1200, filePath, jitEnabled: true })).toEqual({
      libraryId: library,
      title: "A",
      collectionId: "c-1",
      thumbnailTime: 1200,
      filePath,
      jitEnabled: true,
      sha256: sha256("first"),
      bytes: 5,
      mtimeMs: (await fs.stat(filePath)).mtimeMs,
    });
    expect(await checked({ libraryId: library, title: "B" })).toEqual({ libraryId: library, title: "B" });
  });

  it("names the property and the rule of each invalid input, before any request", async () => {
    const result = await provider.check({}, { libraryId: "lib", title: "", collectionId: 7, thumbnailTime: 1.5, filePath: path.join(dir, "none.mp4") });
    expect(result.failures).toEqual([
      { property: "libraryId", reason: 'must be a whole number (digits only) (got "lib")' },
      { property: "title", reason: 'must be a string of at least 1 character (got "")' },
      { property: "collectionId", reason: "must be a string (got 7)" },
      { property: "thumbnailTime", reason: "must be a whole number of milliseconds from 0 to 2147483647 (got 1.5)" },
      { property: "filePath", reason: expect.stringContaining("cannot be read: ENOENT") },
    ]);
    expect((await provider.check({}, { libraryId: library })).failures).toEqual([{ property: "title", reason: "is required" }]);
    expect(sim.requests).toHaveLength(0);
  });

  it("lets values unknown during a preview through, the fingerprint with the path", async () => {
    expect(await checked({ libraryId: library, title: UNKNOWN, filePath: UNKNOWN })).toEqual({
      libraryId: library,
      title: UNKNOWN,
      filePath: UNKNOWN,
    });
  });

  it("hashes the file again where the previous inputs hold no hash", async () => {
    const filePath = await file("rehash.mp4", "content");
    const first = await checked({ libraryId: library, title: "R", filePath });
    expect((await checked({ libraryId: library, title: "R", filePath }, { ...first, sha256: "" })).sha256).toBe(sha256("content"));
  });
});

describe("create", () => {
  it("posts the title alone when nothing else is declared (never a null), and outputs the video as created", async () => {
    const outs = await provider.create(await checked({ libraryId: library, title: "Bare" }));
    const videoId = outs.outs!.videoId;
    expect(outs).toEqual({
      id: `${library}/${videoId}`,
      outs: { libraryId: library, title: "Bare", videoId, status: "created", length: 0, storageSize: 0 },
    });
    expect(routes()).toEqual([`GET /video/library/${library}/videos`, `POST /video/library/${library}/videos`]);
    expect(sim.requests[0].query).toEqual({ page: "1", itemsPerPage: "1000", search: "Bare" });
    expect(sim.requests[1].body).toEqual({ title: "Bare" });
    expect(sim.requests.map((request) => request.accessKeyValid)).toEqual([true, true]);
    expect(videos().get(videoId)).toMatchObject({ title: "Bare" });
  });

  it("posts the declared collection and thumbnail time, uploads the file with its options, then reads the status", async () => {
    const filePath = await file("b.mp4", "bytes of b");
    const inputs = await checked({ libraryId: library, title: "Full", collectionId: "c-2", thumbnailTime: 300, filePath, enabledResolutions: ["720p"] });
    const { id, outs } = await provider.create(inputs);
    const videoId = outs!.videoId;
    expect(id).toBe(`${library}/${videoId}`);
    expect(routes()).toEqual([
      `GET /video/library/${library}/videos`,
      `POST /video/library/${library}/videos`,
      `PUT ${videoPath(videoId)}`,
      `GET ${videoPath(videoId)}`,
    ]);
    expect(sim.requests[1].body).toEqual({ title: "Full", collectionId: "c-2", thumbnailTime: 300 });
    expect(sim.requests[2].query).toEqual({ enabledResolutions: "720p" });
    expect(outs).toEqual({ ...inputs, videoId, status: "finished", length: expect.any(Number), storageSize: 10 });
    expect(videos().get(videoId)).toMatchObject({ collectionId: "c-2", thumbnailTime: 300, upload: { sha256: sha256("bytes of b") } });
  });

  it("a failed create records nothing", async () => {
    sim.faults.add({ route: "createVideo", status: 500 });
    const before = videos().size;
    const error = await provider.create(await checked({ libraryId: library, title: "Refused" })).catch((caught) => caught);
    expect(error.message).toContain(`POST /video/library/${library}/videos -> 500`);
    expect(error.id).toBeUndefined();
    expect(videos().size).toBe(before);
  });

  it("a failed upload after the create records the video without its file", async () => {
    sim.faults.add({ route: "uploadVideo", status: 503 });
    const inputs = await checked({ libraryId: library, title: "Half", filePath: await file("c.mp4", "c") });
    const error = await provider.create(inputs).catch((caught) => caught);
    const videoId = error.properties.videoId;
    expect(error.id).toBe(`${library}/${videoId}`);
    expect(error.message).toMatch(new RegExp(`video ${videoId} in library ${library} is recorded without its file, which the next \`pulumi up\` uploads: .*-> 503`));
    expect(error.properties).toEqual({ ...inputs, sha256: "", videoId, status: "created", length: 0, storageSize: 0, __provider: undefined });
    expect(videos().get(videoId)!.upload).toBeUndefined();
    expect(error.message).not.toContain(sim.videoApiKey);
  });
});

describe("diff", () => {
  const olds: VideoOutputs = {
    libraryId: library,
    title: "T",
    filePath: "/videos/t.mp4",
    enabledResolutions: ["720p"],
    sha256: "a".repeat(64),
    bytes: 10,
    mtimeMs: 1,
    videoId: "v-1",
    status: "finished",
    length: 3,
    storageSize: 10,
  };
  const news = (): VideoInputs => {
    const { videoId: _videoId, status: _status, length: _length, storageSize: _storageSize, ...inputs } = olds;
    return { ...inputs };
  };
  const diff = (from: Partial<VideoOutputs>, to: Partial<VideoInputs>) =>
    provider.diff("id", { ...olds, ...from } as VideoOutputs, { ...news(), ...to } as VideoInputs);
  const update = { changes: true, replaces: [], deleteBeforeReplace: false };
  const replace = (...replaces: string[]) => ({ changes: true, replaces, deleteBeforeReplace: false });

  it("answers no change for the same inputs, whatever __provider and the volatile outputs hold", async () => {
    expect(await diff({ status: "processing", length: 99, storageSize: 1 }, { __provider: "x" } as Partial<VideoInputs>)).toEqual({
      changes: false,
      replaces: [],
      deleteBeforeReplace: false,
    });
  });

  it("updates a title, a declared collection or the path of the same content; never compares an undeclared collection", async () => {
    expect(await diff({}, { title: "U" })).toEqual(update);
    expect(await diff({ collectionId: "c" }, { collectionId: "d" })).toEqual(update);
    expect(await diff({ collectionId: "c" }, {})).toMatchObject({ changes: false });
    expect(await diff({}, { filePath: "/videos/moved.mp4" })).toEqual(update);
  });

  it("replaces on a library or declared thumbnail time, and on new content or options of a video holding its file", async () => {
    expect(await diff({}, { libraryId: "4243" })).toEqual(replace("libraryId"));
    expect(await diff({ thumbnailTime: 1 }, { thumbnailTime: 2 })).toEqual(replace("thumbnailTime"));
    expect(await diff({ thumbnailTime: 1 }, {})).toMatchObject({ changes: false });
    expect(await diff({}, { sha256: "b".repeat(64) })).toEqual(replace("sha256"));
    expect(await diff({}, { enabledResolutions: ["1080p"] })).toEqual(replace("enabledResolutions"));
    expect(await diff({ sha256: undefined, status: "finished" }, {})).toEqual(replace("sha256"));
  });

  it("uploads in place where the video lacks its file, and replaces a video whose encoding failed", async () => {
    expect(await diff({ sha256: "", status: "created" }, {})).toEqual(update);
    expect(await diff({ sha256: "", status: "uploadFailed" }, { enabledResolutions: ["1080p"] })).toEqual(update);
    expect(await diff({ sha256: undefined, bytes: undefined, mtimeMs: undefined, filePath: undefined, status: "created" }, {})).toEqual(update);
    expect(await diff({ status: "error" }, {})).toEqual(replace("status"));
    expect(await diff({ status: "error" }, { filePath: undefined, sha256: undefined, bytes: undefined, mtimeMs: undefined })).toEqual(update);
  });

  it("takes a file declared for a video that came with its own (imported) as the one it holds: no change", async () => {
    const imported = { filePath: undefined, sha256: undefined, bytes: undefined, mtimeMs: undefined, enabledResolutions: undefined };
    expect(await diff(imported, {})).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await diff(imported, { title: "Renamed" })).toEqual(update);
    expect(await diff({ ...imported, status: "created" }, {})).toEqual(update);
    expect(await diff({ ...imported, status: "error" }, {})).toEqual(replace("status"));
  });

  it("counts a value unknown during a preview as changed", async () => {
    expect(await diff({}, { title: UNKNOWN })).toEqual(update);
    expect(await diff({}, { libraryId: UNKNOWN })).toEqual(replace("libraryId"));
  });
});

describe("read", () => {
  it("reports the live title, a declared collection and the status, with GET calls only", async () => {
    const video = await created({ libraryId: library, title: "Read me", collectionId: "c-3", filePath: await file("d.mp4", "ddd") });
    sim.dashboard.updateVideo(library, video.videoId, { title: "Renamed", collectionId: "" });
    const { id, props, inputs } = await provider.read(`${library}/${video.videoId}`, video);
    expect(id).toBe(`${library}/${video.videoId}`);
    expect(props).toEqual({ ...video, title: "Renamed", collectionId: "" });
    const { videoId: _videoId, status: _status, length: _length, storageSize: _storageSize, ...stored } = video;
    expect(inputs).toEqual({ ...stored, title: "Renamed", collectionId: "" });
    expect(sim.requests.map((request) => request.method)).toEqual(["GET"]);
  });

  it("leaves an undeclared collection out of the inputs and outputs", async () => {
    const video = await created({ libraryId: library, title: "No collection" });
    sim.dashboard.updateVideo(library, video.videoId, { collectionId: "chosen-in-the-dashboard" });
    const { props, inputs } = await provider.read("id", video);
    expect(props).toEqual(video);
    expect(inputs).not.toHaveProperty("collectionId");
  });

  it("shows a missing file in the outputs only; a second read leaves the lost fingerprint out, so check hashes again", async () => {
    const filePath = await file("e.mp4", "eee");
    const video = await created({ libraryId: library, title: "Lost file", filePath });
    sim.dashboard.setVideoStatus(library, video.videoId, VIDEO_STATUS.uploadFailed);
    const first = await provider.read("id", video);
    expect(first.props).toMatchObject({ sha256: "", status: "uploadFailed", bytes: 3 });
    expect(first.inputs).toMatchObject({ sha256: sha256("eee"), bytes: 3, mtimeMs: video.mtimeMs });
    const second = await provider.read("id", first.props!);
    expect(second.props).toMatchObject({ sha256: "", status: "uploadFailed" });
    expect(second.inputs).not.toHaveProperty("sha256");
    const next = await checked({ libraryId: library, title: "Lost file", filePath }, second.inputs!);
    expect(next.sha256).toBe(sha256("eee"));
    expect((await provider.diff("id", second.props!, next)).replaces).toEqual([]);
  });

  it("reports a deleted video gone, and fails on a 404 that is not the API's", async () => {
    const video = await created({ libraryId: library, title: "Doomed" });
    sim.faults.add({ route: "getVideo", status: 404, body: "<html>Not Found</html>", contentType: "text/html", times: 1 });
    await expect(provider.read("id", video)).rejects.toThrow(`GET ${videoPath(video.videoId)} -> 404`);
    sim.dashboard.deleteVideo(library, video.videoId);
    expect(await provider.read("id", video)).toEqual({ id: "" });
  });
});

describe("update", () => {
  it("posts a title change with a declared collection only", async () => {
    const video = await created({ libraryId: library, title: "Before" });
    const news = await checked({ libraryId: library, title: "After" });
    expect(await provider.update("id", video, news)).toEqual({ outs: { ...video, title: "After" } });
    expect(routes()).toEqual([`POST ${videoPath(video.videoId)}`]);
    expect(sim.requests[0].body).toEqual({ title: "After" });
    sim.resetStats();
    await provider.update("id", { ...video, title: "After" }, await checked({ libraryId: library, title: "After", collectionId: "c-4" }));
    expect(sim.requests[0].body).toEqual({ title: "After", collectionId: "c-4" });
    expect(videos().get(video.videoId)).toMatchObject({ title: "After", collectionId: "c-4" });
  });

  it("uploads the file to a video found without it, and makes no call for a new path of the same content", async () => {
    const filePath = await file("f.mp4", "fff");
    const video = await created({ libraryId: library, title: "Refill", filePath });
    sim.dashboard.setVideoStatus(library, video.videoId, VIDEO_STATUS.created);
    const { props } = await provider.read("id", video);
    sim.resetStats();
    const news = await checked({ libraryId: library, title: "Refill", filePath }, video);
    const { outs } = await provider.update("id", props!, news);
    expect(routes()).toEqual([`PUT ${videoPath(video.videoId)}`, `GET ${videoPath(video.videoId)}`]);
    expect(outs).toMatchObject({ sha256: sha256("fff"), status: "finished" });
    sim.resetStats();
    const moved = await checked({ libraryId: library, title: "Refill", filePath: await file("f-moved.mp4", "fff") }, outs!);
    expect((await provider.update("id", outs!, moved)).outs).toMatchObject({ filePath: moved.filePath, sha256: sha256("fff") });
    expect(sim.requests).toHaveLength(0);
  });
});

describe("a video that came with its own file", () => {
  it("keeps it when a file is declared, records the file's fingerprint at the next update, and replaces on new content", async () => {
    const video = await created({ libraryId: library, title: "Imported" });
    sim.dashboard.setVideoStatus(library, video.videoId, VIDEO_STATUS.finished);
    const { props } = await provider.read("id", video);
    const filePath = await file("imported.mp4", "the video's own");
    const declared = await checked({ libraryId: library, title: "Imported", filePath }, props);
    expect((await provider.diff("id", props!, declared)).changes).toBe(false);
    const renamed = await checked({ libraryId: library, title: "Imported, renamed", filePath }, props);
    expect(await provider.diff("id", props!, renamed)).toMatchObject({ changes: true, replaces: [] });
    sim.resetStats();
    const { outs } = await provider.update("id", props!, renamed);
    expect(routes()).toEqual([`POST ${videoPath(video.videoId)}`]);
    expect(outs).toMatchObject({ filePath, sha256: sha256("the video's own"), status: "finished" });
    await fs.writeFile(filePath, "other content");
    const changed = await checked({ libraryId: library, title: "Imported, renamed", filePath }, outs);
    expect(await provider.diff("id", outs!, changed)).toMatchObject({ changes: true, replaces: ["sha256"] });
  });
});

describe("delete", () => {
  it("deletes the video; a video already gone counts as deleted", async () => {
    const video = await created({ libraryId: library, title: "Delete me" });
    await provider.delete("id", video);
    expect(videos().has(video.videoId)).toBe(false);
    await expect(provider.delete("id", video)).resolves.toBeUndefined();
    expect(sim.requests.map((request) => [request.method, request.status])).toEqual([
      ["DELETE", 200],
      ["DELETE", 404],
    ]);
  });

  it("a key the library refuses fails the delete, naming the library and the way out", async () => {
    const video = await created({ libraryId: library, title: "Kept" });
    sim.faults.add({ route: "deleteVideo", status: 401 });
    const error = await provider.delete("id", video).catch((caught) => caught);
    expect(error.message).toContain(`video ${video.videoId} could not be deleted from library ${library}`);
    expect(error.message).toContain("retainOnDelete");
    expect(error.message).toContain("-> 401");
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ operation: "deleteVideo", method: "DELETE", path: expect.stringContaining(`/library/${library}/videos/${video.videoId}`) });
    expect(videos().has(video.videoId)).toBe(true);
  });
});
