import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ProviderCallError } from "../helpers/engine/host";
import { CheckFailedError, resourceUrn, startEngine, type Engine, type ResourceState } from "../helpers/engine/lifecycle";
import { registeredProvider, resourceType, simulatorStack, type ProviderRunner, type ResourceClassName } from "../helpers/installed-package";
import { pluginBin } from "../helpers/plugin";
import { PROVIDER_KEY, SECRET_SIGNATURE, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";
import { VIDEO_STATUS } from "../../src/simulator/state";

const apiKey = "host-video-account-key-9a7e55c3";
const videoApiKey = "host-video-library-key-1d2e3f4a";
const library = "4242";
const video = (n: number) => `5f3b6c1e-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** The VideoUpload scenarios (requests, answers, drift, failures), run through `runner`. */
export const videoUploadScenarios = (runner: ProviderRunner): void =>
  describe(`VideoUpload through the ${runner}`, () => {
  const hosted = useHostedResource("VideoUpload", "intro", { apiKey, videoApiKey }, runner);
  let dir: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "video-upload-host-"));
  });

  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const sha256 = (content: string) => createHash("sha256").update(content).digest("hex");
  const videoRecord = (n: number) => hosted.sim.state.videoLibraries.get(library)!.videos.get(video(n))!;
  const uploadOf = (n: number) => videoRecord(n).upload;
  const routes = () => hosted.sim.requests.map((request) => `${request.method} ${request.path}`);
  const writes = () => hosted.sim.requests.filter((request) => request.method !== "GET");

  let state: ResourceState;
  let filePath: string;
  /** What the program declares once the upload moved to video 2. */
  const declared = () => ({ libraryId: library, videoId: video(2), filePath });

  it("first up: streams the file with its options, records its fingerprint, and reads the video's status", async () => {
    filePath = path.join(dir, "intro.mp4");
    await fs.writeFile(filePath, "first cut");
    const up = await hosted.track(
      hosted.engine.up(hosted.urn, { libraryId: 4242, videoId: video(1), filePath, enabledResolutions: ["720p", "1080p"] }),
    );
    expect(up.op).toBe("create");
    expect(up.state.id).toBe(`${library}/${video(1)}`);
    expect(withoutProvider(up.state.outputs)).toEqual({
      libraryId: library,
      videoId: video(1),
      filePath,
      enabledResolutions: ["720p", "1080p"],
      sha256: sha256("first cut"),
      bytes: 9,
      mtimeMs: (await fs.stat(filePath)).mtimeMs,
      status: "finished",
    });
    expect(up.state.outputs[PROVIDER_KEY]).toBe(hosted.provider);
    expect(uploadOf(1)).toMatchObject({ bytes: 9, sha256: sha256("first cut"), query: { enabledResolutions: "720p,1080p" } });
    expect(routes()).toEqual([`PUT /video/library/${library}/videos/${video(1)}`, `GET /video/library/${library}/videos/${video(1)}`]);
    expect(hosted.sim.requests.map((request) => request.accessKeyValid)).toEqual([true, true]);
    state = up.state;
  });

  it("a second identical up changes nothing", async () => {
    const up = await hosted.track(
      hosted.engine.up(hosted.urn, { libraryId: library, videoId: video(1), filePath, enabledResolutions: ["720p", "1080p"] }, state),
    );
    expect(up.diff).toMatchObject({ changes: "none", replaces: [] });
    expect(up.op).toBe("same");
    expect(hosted.sim.requests).toHaveLength(0);
    state = up.state;
  });

  it("a content change is an update, refused by the API: the error says a new videoId is needed", async () => {
    await fs.writeFile(filePath, "second cut");
    const error = await hosted.engine
      .up(hosted.urn, { libraryId: library, videoId: video(1), filePath, enabledResolutions: ["720p", "1080p"] }, state)
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.method).toBe("Update");
    expect(error.message).toContain(`video ${video(1)} in library ${library} already has a file`);
    expect(error.message).toContain("videoId of a new video");
    expect(uploadOf(1)!.sha256).toBe(sha256("first cut"));
    hosted.seen.push(error.message);
  });

  it("a content change uploads again where the library allows re-uploads", async () => {
    hosted.sim.state.videoLibraries.get(library)!.allowReupload = true;
    try {
      const up = await hosted.track(
        hosted.engine.up(hosted.urn, { libraryId: library, videoId: video(1), filePath, enabledResolutions: ["720p", "1080p"] }, state),
      );
      expect(up.op).toBe("update");
      expect(up.state.outputs.sha256).toBe(sha256("second cut"));
      expect(uploadOf(1)!.sha256).toBe(sha256("second cut"));
      state = up.state;
    } finally {
      hosted.sim.state.videoLibraries.get(library)!.allowReupload = false;
    }
  });

  it("a videoId change replaces the resource, uploading to the new video", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { libraryId: library, videoId: video(2), filePath }, state));
    expect(up.op).toBe("replace");
    expect(up.diff?.replaces).toEqual(["videoId"]);
    expect(uploadOf(2)!.sha256).toBe(sha256("second cut"));
    state = up.state;
  });

  it("option lists in another order are the same options: no update, no upload", async () => {
    const urn = resourceUrn(hosted.engine.host.program, hosted.type, "reordered");
    hosted.sim.state.videoLibraries.get(library)!.videos.set(video(7), {});
    const options = { enabledResolutions: ["720p", "1080p"], enabledOutputCodecs: ["x264", "vp9"], transcribeLanguages: ["en", "de"] };
    const created = await hosted.track(hosted.engine.up(urn, { libraryId: library, videoId: video(7), filePath, ...options }));
    hosted.sim.resetStats();
    const reordered = { enabledResolutions: ["1080p", "720p"], enabledOutputCodecs: ["vp9", "x264"], transcribeLanguages: ["de", "en"] };
    const up = await hosted.track(hosted.engine.up(urn, { libraryId: library, videoId: video(7), filePath, ...reordered }, created.state));
    expect(up.op).toBe("same");
    expect(hosted.sim.requests).toHaveLength(0);
    const changed = await hosted.engine.preview(urn, { libraryId: library, videoId: video(7), filePath, ...reordered, transcribeLanguages: ["de"] }, up.state);
    expect(changed.op).toBe("update");
  });

  it("refresh of an unchanged video reads it with one GET, reports its status, and the next preview plans nothing", async () => {
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(refreshed.outputs).toEqual({ ...state.outputs, status: "finished" });
    expect(refreshed.inputs).toEqual(state.inputs);
    expect(routes()).toEqual([`GET /video/library/${library}/videos/${video(2)}`]);
    expect((await hosted.engine.preview(hosted.urn, declared(), refreshed)).op).toBe("same");
    state = refreshed;
  });

  it("a video whose encoding failed is reported in status only: no diff, since the API refuses a second upload", async () => {
    hosted.sim.dashboard.setVideoStatus(library, video(2), VIDEO_STATUS.error);
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(refreshed.outputs).toEqual({ ...state.outputs, status: "error" });
    expect((await hosted.engine.preview(hosted.urn, declared(), refreshed)).op).toBe("same");
    delete videoRecord(2).status;
  });

  for (const [status, name] of [
    [VIDEO_STATUS.created, "created"],
    [VIDEO_STATUS.uploadFailed, "uploadFailed"],
  ] as const) {
    it(`a video found without its file (status ${name}): the outputs show the file missing, the inputs keep its fingerprint, up uploads again`, async () => {
      hosted.sim.dashboard.setVideoStatus(library, video(2), status);
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(refreshed.outputs).toEqual({ ...state.outputs, sha256: "", status: name });
      expect(refreshed.inputs).toEqual(state.inputs);
      expect(writes()).toEqual([]);
      const plan = await hosted.engine.preview(hosted.urn, declared(), refreshed);
      expect([plan.op, plan.diff?.replaces]).toEqual(["update", []]);
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared(), refreshed));
      expect(writes().map((request) => `${request.method} ${request.path}`)).toEqual([`PUT /video/library/${library}/videos/${video(2)}`]);
      expect(uploadOf(2)!.sha256).toBe(sha256("second cut"));
      expect(up.state.outputs.sha256).toBe(sha256("second cut"));
      const again = (await hosted.track(hosted.engine.refresh(up.state)))!;
      expect((await hosted.engine.preview(hosted.urn, declared(), again)).op).toBe("same");
      state = again;
    });
  }

  it("a state written by the previous version (no status) plans nothing, and refresh adds the status", async () => {
    const { status: _status, ...previousOutputs } = state.outputs;
    const previous: ResourceState = { ...state, outputs: previousOutputs };
    expect((await hosted.engine.preview(hosted.urn, declared(), previous)).op).toBe("same");
    const refreshed = (await hosted.track(hosted.engine.refresh(previous)))!;
    expect(refreshed.outputs).toEqual({ ...previousOutputs, status: "finished" });
    expect(refreshed.inputs).toEqual(previous.inputs);
    expect((await hosted.engine.preview(hosted.urn, declared(), refreshed)).op).toBe("same");
  });

  it("a proxy's HTML 404 or a refused key fails the refresh; a video deleted outside Pulumi (the API's own 404) is reported gone", async () => {
    hosted.sim.faults.add({ route: "getVideo", status: 404, body: "<html><body>Not Found</body></html>", contentType: "text/html", times: 1 });
    hosted.sim.faults.add({ route: "getVideo", status: 401, times: 1 });
    for (const expected of ["-> 404", "-> 401"]) {
      const error = await hosted.engine.refresh(state).catch((caught) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect(error.message).toContain(`GET /video/library/${library}/videos/${video(2)} ${expected}`);
      hosted.seen.push(error.message);
    }
    const saved = videoRecord(2);
    hosted.sim.dashboard.deleteVideo(library, video(2));
    try {
      expect(await hosted.track(hosted.engine.refresh(state))).toBeUndefined();
    } finally {
      hosted.sim.state.videoLibraries.get(library)!.videos.set(video(2), saved);
    }
    expect(writes()).toEqual([]);
  });

  it("a wrong videoUrl (a /v2 suffix) or a gateway's JSON 404 for unknown routes fails the refresh and keeps the upload", async () => {
    await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [
      `GET /video/v2/library/${library}/videos/${video(2)} answered 404`,
      `GET /video/v2/library/${library}/videos -> 404`,
    ]);
  });

  it("destroy forgets the upload without calling the API", async () => {
    await hosted.engine.destroy(state);
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("invalid inputs fail at check, naming the field and rule, before any request", async () => {
    const error = await hosted.engine
      .preview(hosted.urn, { libraryId: library, videoId: video(3), filePath: path.join(dir, "missing.mp4"), enabledOutputCodecs: ["h265"] })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(CheckFailedError);
    expect(error.failures).toEqual([
      { property: "enabledOutputCodecs[0]", reason: 'must be one of x264, vp9 (got "h265")' },
      { property: "filePath", reason: expect.stringContaining("ENOENT") },
    ]);
    const missing = await hosted.engine
      .preview(hosted.urn, { libraryId: library, videoId: video(3), filePath: path.join(dir, "missing.mp4") })
      .catch((caught) => caught);
    expect(missing.failures).toEqual([{ property: "filePath", reason: expect.stringContaining("ENOENT") }]);
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("a failed upload surfaces status and message and records nothing", async () => {
    hosted.sim.faults.add({ route: "uploadVideo", status: 500 });
    const error = await hosted.engine
      .up(resourceUrn(hosted.engine.host.program, hosted.type, "failing"), {
        libraryId: library,
        videoId: video(3),
        filePath,
      })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toContain(`PUT /video/library/${library}/videos/${video(3)} -> 500`);
    expect(error.initFailure).toBeUndefined();
    expect(uploadOf(3)).toBeUndefined();
    hosted.seen.push(error.message);
  });

  it("an upload that sent the whole file and lost its answer is recorded as sent: the next up takes the video's file as this one, with no upload", async () => {
    const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost-answer");
    hosted.sim.state.videoLibraries.get(library)!.videos.set(video(8), {});
    const inputs = { libraryId: library, videoId: video(8), filePath };
    hosted.sim.faults.add({ route: "uploadVideo", drop: "mid-body", times: 1 });
    const error = await hosted.engine.up(urn, inputs).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toContain("sent the whole file and lost its answer: the video most likely holds the file");
    expect(error.initFailure).toMatchObject({
      id: `${library}/${video(8)}`,
      properties: { sha256: "", unconfirmedUpload: { sha256: uploadOf(8)!.sha256, bytes: uploadOf(8)!.bytes } },
    });
    hosted.seen.push(error.message, error.initFailure);
    const recorded: ResourceState = { urn, id: error.initFailure.id, inputs: (await hosted.engine.preview(urn, inputs)).inputs, outputs: error.initFailure.properties };

    hosted.sim.resetStats();
    const refreshed = (await hosted.track(hosted.engine.refresh(recorded)))!;
    expect(refreshed.outputs).toMatchObject({ sha256: uploadOf(8)!.sha256, status: "finished" });
    expect((await hosted.engine.preview(urn, inputs, refreshed)).op).toBe("same");
    const up = await hosted.track(hosted.engine.up(urn, inputs, recorded));
    expect(up.op).toBe("update");
    expect(writes()).toEqual([]);
    expect(up.state.outputs).toMatchObject({ sha256: uploadOf(8)!.sha256, status: "finished" });
    expect(up.state.outputs.unconfirmedUpload).toBeUndefined();
    expect((await hosted.engine.preview(urn, inputs, up.state)).op).toBe("same");
  });

  it("a video that already holds this very file (its `pulumi up` was killed after the upload): the next up records it without a second upload", async () => {
    const content = await fs.readFile(filePath);
    const videos = hosted.sim.state.videoLibraries.get(library)!.videos;
    const landed = { bytes: content.length, sha256: createHash("sha256").update(content).digest("hex"), query: {} };
    videos.set(video(9), { title: "Interrupted", upload: landed });
    const inputs = { libraryId: library, videoId: video(9), filePath };
    const up = await hosted.track(hosted.engine.up(resourceUrn(hosted.engine.host.program, hosted.type, "interrupted"), inputs));
    expect(up.op).toBe("create");
    expect(up.state.outputs).toMatchObject({ sha256: landed.sha256, bytes: landed.bytes, status: "finished" });
    expect(hosted.sim.requests.map((request) => `${request.method} ${request.status}`)).toEqual(["PUT 400", "GET 200"]);
    expect(uploadOf(9)).toEqual(landed);

    videos.set(video(10), { title: "Another file", upload: { bytes: 5, sha256: sha256("other"), query: {} } });
    const other = { libraryId: library, videoId: video(10), filePath };
    const error = await hosted.engine.up(resourceUrn(hosted.engine.host.program, hosted.type, "other-file"), other).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toContain(`video ${video(10)} in library ${library} already has a file`);
    expect(error.message).toContain("videoId of a new video");
    expect(uploadOf(10)!.sha256).toBe(sha256("other"));
    hosted.seen.push(error.message);
  });

  it("a library made by VideoLibrary and a video of it: the upload given the library's apiKey sends that key, with no provider video key set", async () => {
    const program = hosted.engine.host.program;
    const { "cloudplatform:videoApiKey": _videoKey, ...config } = simulatorStack(hosted.sim);
    const engineFor = async (className: ResourceClassName): Promise<Engine> =>
      runner === "provider plugin"
        ? startEngine(program, { config, plugin: pluginBin })
        : startEngine(program, { config, provider: await registeredProvider(program, className) });
    const engines = { library: await engineFor("VideoLibrary"), video: await engineFor("Video"), upload: await engineFor("VideoUpload") };
    const urnOf = (className: ResourceClassName) => resourceUrn(program, resourceType(className, runner), "library-keyed");
    try {
      const made = await engines.library.up(urnOf("VideoLibrary"), { name: "upload-courses" });
      const { videoLibraryId, apiKey: libraryKey } = made.state.outputs as { videoLibraryId: string; apiKey: unknown };
      const empty = await engines.video.up(urnOf("Video"), { libraryId: videoLibraryId, libraryApiKey: libraryKey, title: "Keyed" });
      const keyedFile = path.join(dir, "keyed.mp4");
      await fs.writeFile(keyedFile, "keyed cut");
      hosted.sim.resetStats();
      const inputs = { libraryId: videoLibraryId, videoId: empty.state.outputs.videoId, libraryApiKey: libraryKey, filePath: keyedFile };
      const up = await engines.upload.up(urnOf("VideoUpload"), inputs);
      expect(up.op).toBe("create");
      expect(hosted.sim.requests.map((request) => `${request.method} ${request.status} ${request.accessKeyValid}`)).toEqual([
        "PUT 200 true",
        "GET 200 true",
      ]);
      expect(withoutProvider(up.state.outputs)).toMatchObject({ sha256: sha256("keyed cut"), status: "finished" });
      if (runner === "provider plugin") {
        expect(JSON.stringify(up.state.inputs.libraryApiKey)).toContain(SECRET_SIGNATURE);
        expect(JSON.stringify(up.state.outputs.libraryApiKey)).toContain(SECRET_SIGNATURE);
      } else {
        const { VideoUpload } = await import("../../src/resources/video-upload");
        expect(VideoUpload.toString()).toContain('additionalSecretOutputs: ["libraryApiKey"]');
      }
      hosted.sim.resetStats();
      const refreshed = (await engines.upload.refresh(up.state))!;
      expect(hosted.sim.requests.map((request) => `${request.method} ${request.status} ${request.accessKeyValid}`)).toEqual(["GET 200 true"]);
      expect((await engines.upload.up(urnOf("VideoUpload"), inputs, refreshed)).op).toBe("same");
      await engines.video.destroy(empty.state);
      await engines.library.destroy(made.state);
    } finally {
      await Promise.all(Object.values(engines).map((engine) => engine.close()));
    }
  });

  it("no key appears in any state, answer, error or host output", () => {
    const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
    expect(text).toContain(video(1));
    for (const key of [apiKey, videoApiKey]) {
      expect(text).not.toContain(key);
    }
  });
});
