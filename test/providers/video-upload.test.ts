import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { VideoAlreadyUploadedError } from "../../src/errors";
import { videoUploadProvider as provider, type VideoUploadState } from "../../src/providers/video-upload";
import type { RunningSimulator } from "../../src/simulator";
import { VIDEO_STATUS } from "../../src/simulator/state";
import { UNKNOWN } from "../helpers/engine/wire";
import { configureRequest, simulatorConfig } from "../helpers/provider-config";
import { useSimulatedProvider } from "../helpers/provider-test";

const library = "4242";
const video = (n: number) => `5f3b6c1e-0000-4000-8000-${String(n).padStart(12, "0")}`;

let sim: RunningSimulator;
let dir: string;
const checked = useSimulatedProvider(
  provider,
  { apiKey: "video-test-account-key-0c7a", videoApiKey: "video-test-video-key-93fe" },
  (started) => (sim = started),
);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "video-upload-provider-"));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  const videos = sim.state.videoLibraries.get(library)!;
  videos.allowReupload = false;
  for (const record of videos.videos.values()) {
    delete record.upload;
    delete record.status;
  }
});

async function file(name: string, content: string | Buffer): Promise<string> {
  const filePath = path.join(dir, name);
  await fs.writeFile(filePath, content);
  return filePath;
}

function sha256(content: string | Buffer): string {
  return createHash("sha256").update(content).digest("hex");
}

describe("check", () => {
  it("records the file's sha256, size and modification time", async () => {
    const filePath = await file("a.mp4", "first content");
    const stat = await fs.stat(filePath);
    expect(await checked({ libraryId: 4242, videoId: video(1), filePath, enabledResolutions: ["720p"] })).toEqual({
      libraryId: "4242",
      videoId: video(1),
      filePath,
      enabledResolutions: ["720p"],
      sha256: sha256("first content"),
      bytes: 13,
      mtimeMs: stat.mtimeMs,
    });
  });

  it("does not hash again while the file's stat is the one its known content was hashed at", async () => {
    const filePath = await file("known.mp4", "AAAA");
    const modified = new Date("2026-01-02T03:04:05.006Z");
    await fs.utimes(filePath, modified, modified);
    const stats = await fs.stat(filePath, { bigint: true });
    const first = await checked({ libraryId: library, videoId: video(1), filePath });
    expect(first.knownContent).toEqual({
      sha256: sha256("AAAA"),
      fingerprint: {
        dev: String(stats.dev),
        ino: String(stats.ino),
        size: "4",
        mtimeNs: String(stats.mtimeNs),
        ctimeNs: String(stats.ctimeNs),
      },
    });
    // A state whose SHA-256 is another content's (the bytes an upload sent) still gives the known content's.
    const again = await checked({ libraryId: library, videoId: video(1), filePath }, { ...first, sha256: sha256("other") });
    expect(again).toEqual(first);

    // The same size and modification time, restored by the writer: the change time shows the write.
    await fs.writeFile(filePath, "BBBB");
    await fs.utimes(filePath, modified, modified);
    const rewritten = await checked({ libraryId: library, videoId: video(1), filePath }, first);
    expect(rewritten.sha256).toBe(sha256("BBBB"));
  });

  it("records no known content for a file modified too close to its hash, which the upload then hashes", async () => {
    const filePath = await file("racy.mp4", "just written");
    const racy = await checked({ libraryId: library, videoId: video(1), filePath });
    expect(racy.sha256).toBe(sha256("just written"));
    expect(racy).not.toHaveProperty("knownContent");
  });

  it("does not hash again while the size and modification time match old inputs without a known content", async () => {
    const filePath = await file("same-size.mp4", "AAAA");
    const modified = new Date("2026-01-02T03:04:05.006Z");
    await fs.utimes(filePath, modified, modified);
    const { knownContent: _known, ...first } = await checked({ libraryId: library, videoId: video(1), filePath });
    await fs.writeFile(filePath, "BBBB");
    await fs.utimes(filePath, modified, modified);
    const unchanged = await checked({ libraryId: library, videoId: video(1), filePath }, first);
    expect(unchanged.sha256).toBe(sha256("AAAA"));

    const later = new Date(modified.getTime() + 5000);
    await fs.utimes(filePath, later, later);
    const touched = await checked({ libraryId: library, videoId: video(1), filePath }, first);
    expect(touched.sha256).toBe(sha256("BBBB"));
    expect(touched.mtimeMs).toBe(later.getTime());
  });

  it("names the property and the rule of each invalid input, before any request", async () => {
    const filePath = await file("b.mp4", "x");
    expect(
      await provider.check({}, { libraryId: library, videoId: video(1), filePath, enabledResolutions: ["720p", "4k"], sourceLanguage: "xx" }),
    ).toEqual({
      failures: [
        { property: "enabledResolutions[1]", reason: 'must be one of 240p, 360p, 480p, 720p, 1080p, 1440p, 2160p (got "4k")' },
        { property: "sourceLanguage", reason: 'must be a two-letter ISO 639-1 language code such as en or de (got "xx")' },
      ],
    });
    const missing = await provider.check({}, { libraryId: library, videoId: video(1), filePath: path.join(dir, "none.mp4") });
    expect(missing.failures).toEqual([{ property: "filePath", reason: expect.stringContaining("cannot be read: ENOENT") }]);
    const folder = await provider.check({}, { libraryId: library, videoId: video(1), filePath: dir });
    expect(folder.failures).toEqual([{ property: "filePath", reason: expect.stringContaining("is not a regular file") }]);
    // A relative path names the folder it was resolved from: the program's, where the provider runs.
    const relative = await provider.check({}, { libraryId: library, videoId: video(1), filePath: "media/intro.mp4" });
    expect(relative.failures).toEqual([
      {
        property: "filePath",
        reason:
          "cannot be read: ENOENT: no such file or directory, stat 'media/intro.mp4' (a relative path, resolved from " +
          `the folder ${process.cwd()})`,
      },
    ]);
    expect(sim.requests).toHaveLength(0);
  });

  it("leaves the fingerprint unknown while the path is unknown", async () => {
    expect(await checked({ libraryId: library, videoId: video(1), filePath: UNKNOWN })).toEqual({
      libraryId: library,
      videoId: video(1),
      filePath: UNKNOWN,
    });
  });
});

describe("create", () => {
  it("streams the file with the set options and outputs the inputs, the fingerprint and the video's status", async () => {
    const filePath = await file("c.mp4", "video bytes");
    const inputs = await checked({
      libraryId: library,
      videoId: video(2),
      filePath,
      enabledResolutions: ["720p", "1080p"],
      transcribeEnabled: false,
      sourceLanguage: "en",
    });
    expect(await provider.create(inputs)).toEqual({ id: `${library}/${video(2)}`, outs: { ...inputs, status: "finished" } });
    const [request, read] = sim.requests;
    expect([read.method, read.path]).toEqual(["GET", `/video/library/${library}/videos/${video(2)}`]);
    expect([request.method, request.path, request.query]).toEqual([
      "PUT",
      `/video/library/${library}/videos/${video(2)}`,
      { enabledResolutions: "720p,1080p", transcribeEnabled: "false", sourceLanguage: "en" },
    ]);
    expect(request.accessKeyValid).toBe(true);
    expect(sim.state.videoLibraries.get(library)!.videos.get(video(2))!.upload).toMatchObject({
      bytes: 11,
      sha256: sha256("video bytes"),
    });
  });

  it("records what was sent when the file changed after check", async () => {
    const filePath = await file("d.mp4", "checked content");
    const inputs = await checked({ libraryId: library, videoId: video(3), filePath });
    await fs.writeFile(filePath, "content that was really uploaded");
    const { outs } = await provider.create(inputs);
    expect(outs!.sha256).toBe(sha256("content that was really uploaded"));
    expect(outs!.bytes).toBe(32);
    expect(sim.state.videoLibraries.get(library)!.videos.get(video(3))!.upload!.sha256).toBe(outs!.sha256);
  });

  it("fails, recording nothing, when the upload fails", async () => {
    sim.faults.add({ route: "uploadVideo", status: 500 });
    const inputs = await checked({ libraryId: library, videoId: video(4), filePath: await file("e.mp4", "x") });
    const error = await provider.create(inputs).catch((caught) => caught);
    expect(error.message).toContain(`PUT /video/library/${library}/videos/${video(4)} -> 500`);
    expect(error.message).not.toContain(sim.videoApiKey);
    expect(error.id).toBeUndefined();
    expect(sim.state.videoLibraries.get(library)!.videos.get(video(4))!.upload).toBeUndefined();
  });

  it("an upload whose answer was lost, then refused as already uploaded, is recorded as uploaded (not orphaned)", async () => {
    await provider.configure(configureRequest(simulatorConfig(sim, { "cloudplatform:maxRetries": "1" })));
    try {
      sim.faults.add({ route: "uploadVideo", drop: "mid-body", times: 1 });
      const inputs = await checked({ libraryId: library, videoId: video(4), filePath: await file("lost.mp4", "stored, answer lost") });
      const error = await provider.create(inputs).catch((caught) => caught);
      expect(error.message).toMatch(/lost its answer, and the API now says the video has a file: most likely this one/);
      expect(error.id).toBe(`${library}/${video(4)}`);
      expect(error.properties).toEqual({ ...inputs, sha256: sha256("stored, answer lost"), bytes: 19 });
      expect(sim.state.videoLibraries.get(library)!.videos.get(video(4))!.upload!.sha256).toBe(sha256("stored, answer lost"));
      expect(sim.requests.map((request) => request.status)).toEqual([200, 400]);
    } finally {
      await provider.configure(configureRequest(simulatorConfig(sim)));
    }
  });

  it("keeps memory flat for a large file", async () => {
    const filePath = path.join(dir, "large.bin");
    const size = 192 * 1024 * 1024;
    const handle = await fs.open(filePath, "w");
    await handle.truncate(size);
    await handle.close();
    const inputs = await checked({ libraryId: library, videoId: video(5), filePath });
    global.gc?.();
    const before = process.memoryUsage().rss;
    await provider.create(inputs);
    const grown = process.memoryUsage().rss - before;
    expect(sim.state.videoLibraries.get(library)!.videos.get(video(5))!.upload!.bytes).toBe(size);
    expect(grown).toBeLessThan(64 * 1024 * 1024);
    await fs.rm(filePath);
  });
});

describe("diff and update", () => {
  async function uploaded(name: string, content: string, n: number, options: Record<string, unknown> = {}) {
    const inputs = await checked({ libraryId: library, videoId: video(n), filePath: await file(name, content), ...options });
    const { outs } = await provider.create(inputs);
    sim.resetStats();
    return outs!;
  }

  it("answers no change for the same file and options, and replaces on a new video", async () => {
    const olds = await uploaded("f.mp4", "same", 1, { generateTitle: true });
    const same = await checked({ libraryId: library, videoId: video(1), filePath: olds.filePath, generateTitle: true }, olds);
    expect(await provider.diff("id", { ...olds, __provider: "a" } as VideoUploadState, { ...same, __provider: "b" } as VideoUploadState)).toEqual({
      changes: false,
      replaces: [],
      deleteBeforeReplace: false,
    });
    const moved = await checked({ libraryId: library, videoId: video(2), filePath: olds.filePath, generateTitle: true }, olds);
    expect((await provider.diff("id", olds, moved)).replaces).toEqual(["videoId"]);
  });

  it("uploads again on a content change when the library allows it", async () => {
    const olds = await uploaded("g.mp4", "version one", 1);
    sim.state.videoLibraries.get(library)!.allowReupload = true;
    await fs.writeFile(olds.filePath, "version two!");
    const news = await checked({ libraryId: library, videoId: video(1), filePath: olds.filePath }, olds);
    expect(await provider.diff("id", olds, news)).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
    expect(await provider.update("id", olds, news)).toEqual({ outs: { ...news, sha256: sha256("version two!"), status: "finished" } });
    expect(sim.state.videoLibraries.get(library)!.videos.get(video(1))!.upload!.sha256).toBe(sha256("version two!"));
  });

  it("says a new videoId is needed when the API refuses a second upload", async () => {
    const olds = await uploaded("h.mp4", "original", 2);
    const news = await checked({ libraryId: library, videoId: video(2), filePath: olds.filePath, jitEnabled: true }, olds);
    expect((await provider.diff("id", olds, news)).changes).toBe(true);
    const error = await provider.update("id", olds, news).catch((caught) => caught);
    expect(error.message).toContain(`video ${video(2)} in library ${library} already has a file`);
    expect(error.message).toContain("new video");
    expect(error.message).toContain("The requested video was already uploaded");
    expect(error).toBeInstanceOf(VideoAlreadyUploadedError);
    expect(error).toMatchObject({ operation: "uploadVideo", method: "PUT", path: expect.stringContaining(`/library/${library}/videos/${video(2)}`), status: 400 });
  });

  it("makes no call when only the path changed and the content is the same", async () => {
    const olds = await uploaded("i.mp4", "moved content", 3);
    const news = await checked({ libraryId: library, videoId: video(3), filePath: await file("i-moved.mp4", "moved content") }, olds);
    expect((await provider.diff("id", olds, news)).changes).toBe(true);
    expect(await provider.update("id", olds, news)).toEqual({ outs: { ...news, status: olds.status } });
    expect(sim.requests).toHaveLength(0);
  });
});

describe("read", () => {
  it("reports the video's status with one GET, and gives back the stored inputs", async () => {
    const inputs = await checked({ libraryId: library, videoId: video(1), filePath: await file("j.mp4", "j"), generateTitle: true });
    const { outs } = await provider.create(inputs);
    sim.resetStats();
    expect(await provider.read("id", outs!)).toEqual({ id: "id", props: outs, inputs });
    sim.dashboard.setVideoStatus(library, video(1), VIDEO_STATUS.error);
    expect(await provider.read("id", outs!)).toEqual({ id: "id", props: { ...outs, status: "error" }, inputs });
    expect(sim.requests.map((request) => `${request.method} ${request.path}`)).toEqual(Array(2).fill(`GET /video/library/${library}/videos/${video(1)}`));
  });

  it("reads a state written before the status was read without a diff", async () => {
    const inputs = await checked({ libraryId: library, videoId: video(1), filePath: await file("k.mp4", "k") });
    await provider.create(inputs);
    const read = await provider.read("id", inputs);
    expect(read).toEqual({ id: "id", props: { ...inputs, status: "finished" }, inputs });
    expect((await provider.diff("id", read.props!, await checked({ ...inputs }, read.inputs!))).changes).toBe(false);
  });

  it("shows a missing file as an empty sha256 in the outputs only, and the next update uploads again", async () => {
    const filePath = await file("l.mp4", "l content");
    const inputs = await checked({ libraryId: library, videoId: video(1), filePath });
    const { outs } = await provider.create(inputs);
    sim.dashboard.setVideoStatus(library, video(1), VIDEO_STATUS.created);
    const read = await provider.read("id", outs!);
    expect(read.props).toEqual({ ...inputs, sha256: "", status: "created" });
    expect(read.inputs).toEqual(inputs);
    const news = await checked({ libraryId: library, videoId: video(1), filePath }, read.inputs!);
    expect(await provider.diff("id", read.props!, news)).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
    const again = await provider.read("id", read.props!);
    expect(again.inputs).not.toHaveProperty("sha256");
    expect((await checked({ libraryId: library, videoId: video(1), filePath }, again.inputs!)).sha256).toBe(sha256("l content"));
    sim.resetStats();
    expect((await provider.update("id", read.props!, news)).outs).toEqual({ ...inputs, status: "finished" });
    expect(sim.requests.map((request) => request.method)).toEqual(["PUT", "GET"]);
  });

  it("reports a deleted video gone, and fails on a 404 that is not the API's", async () => {
    const state = await checked({ libraryId: library, videoId: video(1), filePath: await file("m.mp4", "m") });
    sim.faults.add({ route: "getVideo", status: 404, body: "<html>Not Found</html>", contentType: "text/html", times: 1 });
    await expect(provider.read("id", state)).rejects.toThrow(`GET /video/library/${library}/videos/${video(1)} -> 404`);
    expect(await provider.read("id", { ...state, videoId: "no-such-video" })).toEqual({ id: "" });
    expect(sim.requests.every((request) => request.method === "GET")).toBe(true);
  });
});

describe("delete", () => {
  it("forgets the upload and calls nothing", async () => {
    const state = await checked({ libraryId: library, videoId: video(1), filePath: await file("n.mp4", "n") });
    await provider.delete("id", state);
    expect(sim.requests).toHaveLength(0);
  });
});
