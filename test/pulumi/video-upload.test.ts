import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ProviderCallError } from "../helpers/engine-host";
import { CheckFailedError, resourceUrn, type ResourceState } from "../helpers/engine-lifecycle";
import { resourceType } from "../helpers/installed-package";
import { PROVIDER_KEY, withoutProvider } from "../helpers/engine-wire";
import { useHostedResource } from "../helpers/hosted-resource";

const apiKey = "host-video-account-key-9a7e55c3";
const videoApiKey = "host-video-library-key-1d2e3f4a";
const library = "4242";
const video = (n: number) => `5f3b6c1e-0000-4000-8000-${String(n).padStart(12, "0")}`;

const hosted = useHostedResource("VideoUpload", "intro", { apiKey, videoApiKey });
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "video-upload-host-"));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});


const sha256 = (content: string) => createHash("sha256").update(content).digest("hex");
const uploadOf = (n: number) => hosted.sim.state.videoLibraries.get(library)!.videos.get(video(n))!.upload;

describe("VideoUpload through the dynamic-provider host", () => {
  let state: ResourceState;
  let filePath: string;

  it("first up: streams the file with its options and records its fingerprint", async () => {
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
    });
    expect(up.state.outputs[PROVIDER_KEY]).toBe(hosted.provider);
    expect(uploadOf(1)).toMatchObject({ bytes: 9, sha256: sha256("first cut"), query: { enabledResolutions: "720p,1080p" } });
    expect(hosted.sim.requests.map((request) => request.accessKeyValid)).toEqual([true]);
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

  it("refresh keeps the stored state without a call: the API has no read to detect drift or deletion", async () => {
    delete hosted.sim.state.videoLibraries.get(library)!.videos.get(video(2))!.upload;
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(refreshed.id).toBe(state.id);
    expect(refreshed.outputs).toEqual(state.outputs);
    expect(hosted.sim.requests).toHaveLength(0);
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
      { property: "enabledOutputCodecs[0]", reason: "must be one of x264, vp9" },
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
      .up(resourceUrn(hosted.engine.host.program, resourceType("VideoUpload"), "failing"), {
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

  it("no key appears in any state, answer, error or host output", () => {
    const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
    expect(text).toContain(video(1));
    for (const key of [apiKey, videoApiKey]) {
      expect(text).not.toContain(key);
    }
  });
});
