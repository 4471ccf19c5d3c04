import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ProviderCallError } from "../helpers/engine/host";
import { CheckFailedError, resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { PROVIDER_KEY, UNKNOWN, withoutProvider, type PropertyMap } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";
import { VIDEO_STATUS } from "../../src/simulator/state";

const apiKey = "host-video-resource-account-key-77e1";
const videoApiKey = "host-video-resource-library-key-3c0d";
const library = "4242";

/** The Video scenarios (requests, answers, drift, failures), run through `runner`. */
export const videoScenarios = (runner: ProviderRunner): void =>
  describe(`Video through the ${runner}`, () => {
  const hosted = useHostedResource("Video", "trailer", { apiKey, videoApiKey }, runner);
  let dir: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "video-host-"));
  });

  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const sha256 = (content: string) => createHash("sha256").update(content).digest("hex");
  const videos = () => hosted.sim.state.videoLibraries.get(library)!.videos;
  const videoIdOf = (state: ResourceState) => state.outputs.videoId as string;
  const videoPath = (videoId: string) => `/video/library/${library}/videos/${videoId}`;
  /** The search of the library's videos by title that precedes a create. */
  const searched = `GET /video/library/${library}/videos`;
  const routes = () => hosted.sim.requests.map((request) => `${request.method} ${request.path}`);
  const writes = () => hosted.sim.requests.filter((request) => request.method !== "GET");
  const urnOf = (name: string) => resourceUrn(hosted.engine.host.program, hosted.type, name);

  /** The provider host's resident memory now and its peak so far (VmRSS, VmHWM), in bytes. */
  async function hostMemory(): Promise<{ rss: number; peak: number }> {
    const status = await fs.readFile(`/proc/${hosted.engine.host.pid}/status`, "utf8");
    const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(status)![1]) * 1024;
    return { rss: kilobytes("VmRSS"), peak: kilobytes("VmHWM") };
  }

  let state: ResourceState;
  let filePath: string;
  let declared: PropertyMap;

  it("first up: creates the video, streams its file, and reports the video as the API sees it", async () => {
    filePath = path.join(dir, "trailer.mp4");
    await fs.writeFile(filePath, "trailer, first cut");
    declared = { libraryId: 4242, title: "Trailer", filePath, enabledResolutions: ["720p"] };
    const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
    expect(up.op).toBe("create");
    const videoId = videoIdOf(up.state);
    expect(up.state.id).toBe(`${library}/${videoId}`);
    // Before creating, the library is searched for a video an interrupted create of this resource left.
    expect(routes()).toEqual([searched, `POST /video/library/${library}/videos`, `PUT ${videoPath(videoId)}`, `GET ${videoPath(videoId)}`]);
    expect(hosted.sim.requests[0].query).toMatchObject({ search: "Trailer" });
    expect(hosted.sim.requests[1].body).toEqual({ title: "Trailer" });
    expect(hosted.sim.requests[2].query).toEqual({ enabledResolutions: "720p" });
    expect(withoutProvider(up.state.outputs)).toEqual({
      libraryId: library,
      title: "Trailer",
      filePath,
      enabledResolutions: ["720p"],
      sha256: sha256("trailer, first cut"),
      bytes: 18,
      mtimeMs: (await fs.stat(filePath)).mtimeMs,
      videoId,
      status: "finished",
      length: expect.any(Number),
      storageSize: expect.any(Number),
    });
    expect(up.state.outputs[PROVIDER_KEY]).toBe(hosted.provider);
    expect(videos().get(videoId)).toMatchObject({ title: "Trailer", upload: { sha256: sha256("trailer, first cut") } });
    state = up.state;
  });

  it("a second identical up changes nothing", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, declared, state));
    expect(up.diff).toMatchObject({ changes: "none", replaces: [] });
    expect(up.op).toBe("same");
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("a title change updates the video in place; an undeclared collection is not sent", async () => {
    declared = { ...declared, title: "Trailer (final)" };
    const up = await hosted.track(hosted.engine.up(hosted.urn, declared, state));
    expect([up.op, up.diff?.replaces]).toEqual(["update", []]);
    expect(routes()).toEqual([`POST ${videoPath(videoIdOf(state))}`]);
    expect(hosted.sim.requests[0].body).toEqual({ title: "Trailer (final)" });
    expect(up.state.outputs).toMatchObject({ title: "Trailer (final)", videoId: videoIdOf(state), sha256: sha256("trailer, first cut") });
    expect(videos().get(videoIdOf(state))!.title).toBe("Trailer (final)");
    state = up.state;
  });

  it("refresh of an unchanged video reads it with one GET, and the next preview plans nothing", async () => {
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(withoutProvider(refreshed.outputs)).toEqual(withoutProvider(state.outputs));
    expect(refreshed.inputs).toEqual(state.inputs);
    expect(routes()).toEqual([`GET ${videoPath(videoIdOf(state))}`]);
    expect((await hosted.engine.preview(hosted.urn, declared, refreshed)).op).toBe("same");
  });

  it("a title changed in the dashboard: refresh reports it, the preview plans the update, up sets it back", async () => {
    hosted.sim.dashboard.updateVideo(library, videoIdOf(state), { title: "Renamed in the dashboard", collectionId: "chosen-there" });
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(refreshed.outputs).toMatchObject({ title: "Renamed in the dashboard", sha256: sha256("trailer, first cut") });
    expect(refreshed.outputs.collectionId).toBeUndefined();
    expect(withoutProvider(refreshed.inputs)).toEqual({ ...withoutProvider(state.inputs), title: "Renamed in the dashboard" });
    expect(writes()).toEqual([]);
    const plan = await hosted.engine.preview(hosted.urn, declared, refreshed);
    expect([plan.op, plan.diff?.replaces]).toEqual(["update", []]);
    const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
    expect(writes().map((request) => request.body)).toEqual([{ title: "Trailer (final)" }]);
    expect(videos().get(videoIdOf(state))).toMatchObject({ title: "Trailer (final)", collectionId: "chosen-there" });
    state = up.state;
  });

  it("a declared collection is sent with the title, and its change in the dashboard is drift", async () => {
    declared = { ...declared, collectionId: "launch" };
    const up = await hosted.track(hosted.engine.up(hosted.urn, declared, state));
    expect(up.op).toBe("update");
    expect(writes().map((request) => request.body)).toEqual([{ title: "Trailer (final)", collectionId: "launch" }]);
    state = up.state;
    hosted.sim.dashboard.updateVideo(library, videoIdOf(state), { collectionId: "" });
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(refreshed.inputs.collectionId).toBe("");
    expect((await hosted.engine.preview(hosted.urn, declared, refreshed)).op).toBe("update");
    state = (await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed))).state;
    expect(videos().get(videoIdOf(state))!.collectionId).toBe("launch");
  });

  it("a new file content replaces the video: the new video is created and filled first, then the old one deleted", async () => {
    const old = videoIdOf(state);
    await fs.writeFile(filePath, "trailer, second cut");
    const up = await hosted.track(hosted.engine.up(hosted.urn, declared, state));
    expect(up.op).toBe("replace");
    expect(up.diff?.replaces).toEqual(["sha256"]);
    const fresh = videoIdOf(up.state);
    expect(fresh).not.toBe(old);
    expect(routes()).toEqual([
      searched,
      `POST /video/library/${library}/videos`,
      `PUT ${videoPath(fresh)}`,
      `GET ${videoPath(fresh)}`,
      `DELETE ${videoPath(old)}`,
    ]);
    expect(hosted.sim.requests[1].body).toEqual({ title: "Trailer (final)", collectionId: "launch" });
    expect(videos().has(old)).toBe(false);
    expect(videos().get(fresh)!.upload!.sha256).toBe(sha256("trailer, second cut"));
    state = up.state;
  });

  it("an upload option change on a video that has its file replaces it too", async () => {
    const plan = await hosted.engine.preview(hosted.urn, { ...declared, enabledResolutions: ["1080p"] }, state);
    expect([plan.op, plan.diff?.replaces]).toEqual(["replace", ["enabledResolutions"]]);
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("option lists in another order are the same options: no replacement, no upload", async () => {
    const urn = urnOf("reordered");
    const options = { enabledResolutions: ["720p", "1080p"], enabledOutputCodecs: ["x264", "vp9"], transcribeLanguages: ["en", "de"] };
    const created = await hosted.track(hosted.engine.up(urn, { libraryId: library, title: "Reordered", filePath, ...options }));
    hosted.sim.resetStats();
    const reordered = { enabledResolutions: ["1080p", "720p"], enabledOutputCodecs: ["vp9", "x264"], transcribeLanguages: ["de", "en"] };
    const up = await hosted.track(hosted.engine.up(urn, { libraryId: library, title: "Reordered", filePath, ...reordered }, created.state));
    expect([up.op, up.diff?.replaces]).toEqual(["same", []]);
    expect(hosted.sim.requests).toHaveLength(0);
    const changed = await hosted.engine.preview(urn, { libraryId: library, title: "Reordered", filePath, ...reordered, enabledResolutions: ["720p"] }, up.state);
    expect([changed.op, changed.diff?.replaces]).toEqual(["replace", ["enabledResolutions"]]);
    await hosted.engine.destroy(up.state);
  });

  it("a video whose encoding failed (status error) is replaced by a new one", async () => {
    hosted.sim.dashboard.setVideoStatus(library, videoIdOf(state), VIDEO_STATUS.error);
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(refreshed.outputs.status).toBe("error");
    const plan = await hosted.engine.preview(hosted.urn, declared, refreshed);
    expect([plan.op, plan.diff?.replaces]).toEqual(["replace", ["status"]]);
    const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
    expect(videos().has(videoIdOf(state))).toBe(false);
    expect(up.state.outputs.status).toBe("finished");
    state = up.state;
  });

  it("a video deleted outside Pulumi is reported gone; a proxy's HTML 404 never drops it", async () => {
    hosted.sim.faults.add({ route: "getVideo", status: 404, body: "<html><body>Not Found</body></html>", contentType: "text/html", times: 1 });
    const proxied = await hosted.engine.refresh(state).catch((caught) => caught);
    expect(proxied).toBeInstanceOf(ProviderCallError);
    expect(proxied.message).toContain(`GET ${videoPath(videoIdOf(state))} -> 404`);
    hosted.seen.push(proxied.message);
    const saved = videos().get(videoIdOf(state))!;
    hosted.sim.dashboard.deleteVideo(library, videoIdOf(state));
    try {
      const answered = () => hosted.sim.requests.map((request) => `${request.method} ${request.path} ${request.status}`);
      expect(await hosted.track(hosted.engine.refresh(state))).toBeUndefined();
      expect(answered().slice(-2)).toEqual([`GET ${videoPath(videoIdOf(state))} 404`, `GET /video/library/${library}/videos 200`]);
      expect(writes()).toEqual([]);
      hosted.sim.resetStats();
      await hosted.engine.destroy(state);
      // The library's list answered on this address in this process: the delete's 404 needs no other read.
      expect(answered()).toEqual([`DELETE ${videoPath(videoIdOf(state))} 404`]);
    } finally {
      videos().set(videoIdOf(state), saved);
    }
  });

  it("a wrong videoUrl (a /v2 suffix) or a gateway's JSON 404 for unknown routes fails the refresh and the destroy, and the video lives on", async () => {
    await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state), (engine) => engine.destroy(state)], [
      new RegExp(`(GET|DELETE) /video/v2/library/${library}/videos/${videoIdOf(state)} answered 404`),
      `GET /video/v2/library/${library}/videos -> 404`,
    ]);
    expect(videos().has(videoIdOf(state))).toBe(true);
  });

  it("a delete the key may not make fails, naming the library", async () => {
    hosted.sim.faults.add({ route: "deleteVideo", status: 401, times: 1 });
    const error = await hosted.engine.destroy(state).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toContain(`library ${library}`);
    expect(error.message).toContain(`DELETE ${videoPath(videoIdOf(state))} -> 401`);
    expect(videos().has(videoIdOf(state))).toBe(true);
    hosted.seen.push(error.message);
  });

  it("destroy deletes the video", async () => {
    await hosted.engine.destroy(state);
    expect(routes()).toEqual([`DELETE ${videoPath(videoIdOf(state))}`]);
    expect(videos().has(videoIdOf(state))).toBe(false);
  });

  it("a failed upload after the create records the video; the next up uploads to it instead of creating another", async () => {
    const urn = urnOf("interrupted");
    const inputs = { libraryId: library, title: "Interrupted", filePath };
    hosted.sim.faults.add({ route: "uploadVideo", status: 500, times: 1 });
    const error = await hosted.engine.up(urn, inputs).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toContain("-> 500");
    const videoId = error.initFailure.properties.videoId as string;
    expect(error.initFailure.id).toBe(`${library}/${videoId}`);
    expect(error.initFailure.properties).toMatchObject({ title: "Interrupted", sha256: "", status: "created" });
    expect(error.initFailure.properties[PROVIDER_KEY]).toBe(hosted.provider);
    expect(videos().get(videoId)!.upload).toBeUndefined();
    hosted.seen.push(error.message, error.initFailure);
    const recorded: ResourceState = {
      urn,
      id: error.initFailure.id,
      inputs: { ...(await hosted.engine.preview(urn, inputs)).inputs },
      outputs: error.initFailure.properties,
    };

    hosted.sim.resetStats();
    const plan = await hosted.engine.preview(urn, inputs, recorded);
    expect([plan.op, plan.diff?.replaces]).toEqual(["update", []]);
    const up = await hosted.track(hosted.engine.up(urn, inputs, recorded));
    expect(routes()).toEqual([`PUT ${videoPath(videoId)}`, `GET ${videoPath(videoId)}`]);
    expect(up.state.outputs).toMatchObject({ videoId, sha256: sha256("trailer, second cut"), status: "finished" });
    expect(videos().get(videoId)!.upload!.sha256).toBe(sha256("trailer, second cut"));
    await hosted.engine.destroy(up.state);
  });

  it("an upload that sent the whole file and lost its answer is recorded as sent: the next up or refresh takes the video's file as this one, with no upload and no replacement", async () => {
    const urn = urnOf("lost-answer");
    const content = "stored, but its answer was lost";
    const lost = path.join(dir, "lost-answer.mp4");
    await fs.writeFile(lost, content);
    const inputs = { libraryId: library, title: "Lost answer", filePath: lost };
    hosted.sim.faults.add({ route: "uploadVideo", drop: "mid-body", times: 1 });
    const error = await hosted.engine.up(urn, inputs).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toContain("sent the whole file and lost its answer: the video most likely holds the file");
    const videoId = error.initFailure?.properties.videoId as string;
    expect(error.initFailure).toMatchObject({
      id: `${library}/${videoId}`,
      properties: { sha256: "", unconfirmedUpload: { sha256: sha256(content), bytes: content.length } },
    });
    expect(videos().get(videoId)!.upload!.sha256).toBe(sha256(content));
    hosted.seen.push(error.message, error.initFailure);
    const recorded: ResourceState = { urn, id: error.initFailure.id, inputs: (await hosted.engine.preview(urn, inputs)).inputs, outputs: error.initFailure.properties };

    hosted.sim.resetStats();
    const refreshed = (await hosted.track(hosted.engine.refresh(recorded)))!;
    expect(refreshed.outputs).toMatchObject({ sha256: sha256(content), status: "finished" });
    expect(refreshed.outputs.unconfirmedUpload).toBeUndefined();
    expect((await hosted.engine.preview(urn, inputs, refreshed)).op).toBe("same");
    const up = await hosted.track(hosted.engine.up(urn, inputs, recorded));
    expect([up.op, up.diff?.replaces]).toEqual(["update", []]);
    expect(writes()).toEqual([]);
    expect(up.state.outputs).toMatchObject({ videoId, sha256: sha256(content), bytes: content.length, status: "finished" });
    expect(up.state.outputs.unconfirmedUpload).toBeUndefined();
    expect((await hosted.engine.preview(urn, inputs, up.state)).op).toBe("same");
    await hosted.engine.destroy(up.state);
  });

  it("an upload recorded as sent that the video turns out not to hold is uploaded again by the next up", async () => {
    const urn = urnOf("lost-unstored");
    const inputs = { libraryId: library, title: "Lost, not stored", filePath };
    hosted.sim.faults.add({ route: "uploadVideo", drop: "before-response", times: 1 });
    const error = await hosted.engine.up(urn, inputs).catch((caught) => caught);
    const videoId = error.initFailure?.properties.videoId as string;
    expect(error.initFailure?.properties.unconfirmedUpload).toMatchObject({ bytes: (await fs.stat(filePath)).size });
    expect(videos().get(videoId)!.upload).toBeUndefined();
    hosted.seen.push(error.message);
    const recorded: ResourceState = { urn, id: error.initFailure.id, inputs: (await hosted.engine.preview(urn, inputs)).inputs, outputs: error.initFailure.properties };
    hosted.sim.resetStats();
    const up = await hosted.track(hosted.engine.up(urn, inputs, recorded));
    expect(routes()).toEqual([`GET ${videoPath(videoId)}`, `PUT ${videoPath(videoId)}`, `GET ${videoPath(videoId)}`]);
    expect(up.state.outputs.unconfirmedUpload).toBeUndefined();
    expect(videos().get(videoId)!.upload!.sha256).toBe(up.state.outputs.sha256);
    await hosted.engine.destroy(up.state);
  });

  it("a file removed between check and create: the video is recorded without it, and the next up uploads to that video", async () => {
    const urn = urnOf("vanishing");
    const vanishing = path.join(dir, "vanishing.mp4");
    await fs.writeFile(vanishing, "vanishing cut");
    const inputs = { libraryId: library, title: "Vanishing", filePath: vanishing };
    const plan = await hosted.engine.preview(urn, inputs);
    await fs.rm(vanishing);
    const before = videos().size;
    const error = await hosted.engine.host.create(urn, plan.inputs).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toContain(vanishing);
    const videoId = error.initFailure?.properties.videoId as string;
    expect(error.initFailure).toMatchObject({ id: `${library}/${videoId}`, properties: { title: "Vanishing", sha256: "" } });
    expect(videos().size).toBe(before + 1);
    hosted.seen.push(error.message, error.initFailure);

    await fs.writeFile(vanishing, "vanishing cut");
    hosted.sim.resetStats();
    const recorded: ResourceState = { urn, id: error.initFailure.id, inputs: plan.inputs, outputs: error.initFailure.properties };
    const up = await hosted.track(hosted.engine.up(urn, inputs, recorded));
    expect(up.op).toBe("update");
    expect(routes()).toEqual([`PUT ${videoPath(videoId)}`, `GET ${videoPath(videoId)}`]);
    expect(videos().size).toBe(before + 1);
    await hosted.engine.destroy(up.state);
  });

  it("a create whose answer cannot be read says so, naming the title and the library where the video is", async () => {
    hosted.sim.faults.add({ route: "createVideo", status: 200, body: JSON.stringify({ guid: 42, title: "Unreadable" }), times: 1 });
    const error = await hosted.engine.up(urnOf("unreadable"), { libraryId: library, title: "Unreadable", filePath }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toMatch(/video titled "Unreadable" .*library 4242/);
    expect(error.message).toContain(`POST /video/library/${library}/videos -> 200 answered an unexpected body`);
    expect(writes().map((request) => request.method)).toEqual(["POST"]);
    hosted.seen.push(error.message);
  });

  it("a video without a file is created with one POST; a file declared later is uploaded in place", async () => {
    const urn = urnOf("placeholder");
    const created = await hosted.track(hosted.engine.up(urn, { libraryId: library, title: "Placeholder", thumbnailTime: 1500 }));
    expect(routes()).toEqual([searched, `POST /video/library/${library}/videos`]);
    expect(hosted.sim.requests[1].body).toEqual({ title: "Placeholder", thumbnailTime: 1500 });
    expect(created.state.outputs).toMatchObject({ status: "created", thumbnailTime: 1500 });
    expect(created.state.outputs.sha256).toBeUndefined();
    hosted.sim.resetStats();
    const filled = await hosted.track(hosted.engine.up(urn, { libraryId: library, title: "Placeholder", thumbnailTime: 1500, filePath }, created.state));
    expect([filled.op, filled.diff?.replaces]).toEqual(["update", []]);
    expect(writes().map((request) => request.method)).toEqual(["PUT"]);
    const moved = await hosted.engine.preview(urn, { libraryId: library, title: "Placeholder", thumbnailTime: 2500, filePath }, filled.state);
    expect([moved.op, moved.diff?.replaces]).toEqual(["replace", ["thumbnailTime"]]);
    await hosted.engine.destroy(filled.state);
  });

  it("an imported video's own file: taken as the declared one until the declared file's content changes, then replaced", async () => {
    const videoId = "0b9f3a52-7c1d-4e8a-9f60-1a2b3c4d5e6f";
    const own = path.join(dir, "imported.mp4");
    await fs.writeFile(own, "the imported video's file");
    videos().set(videoId, { title: "Imported", upload: { bytes: 25, sha256: sha256("the imported video's file"), query: {} } });
    const urn = urnOf("imported");
    // An import reads the video from its id alone; the dynamic-provider host needs the provider beside it.
    const imported = await hosted.imported(urn, `${library}/${videoId}`, { libraryId: library, videoId, collectionId: "" });
    const inputs = { libraryId: library, title: "Imported", filePath: own };
    let state = imported;
    for (let up = 0; up < 2; up++) {
      const same = await hosted.track(hosted.engine.up(urn, inputs, state));
      expect([same.op, same.diff?.replaces]).toEqual(["same", []]);
      state = same.state;
    }
    expect(writes()).toEqual([]);
    await fs.writeFile(own, "a new cut of the imported video");
    const changed = await hosted.engine.preview(urn, inputs, state);
    expect([changed.op, changed.diff?.replaces]).toEqual(["replace", ["sha256"]]);
    const replaced = await hosted.track(hosted.engine.up(urn, inputs, state));
    expect(videos().has(videoId)).toBe(false);
    expect(videos().get(videoIdOf(replaced.state))!.upload!.sha256).toBe(sha256("a new cut of the imported video"));
    await hosted.engine.destroy(replaced.state);
  });

  it("invalid inputs fail at check, naming the field and rule, before any request; unknowns pass", async () => {
    const error = await hosted.engine
      .preview(hosted.urn, { libraryId: "lib", title: "", thumbnailTime: 1.5, filePath: path.join(dir, "missing.mp4") })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(CheckFailedError);
    expect(error.failures.map((failure: { property: string }) => failure.property)).toEqual(["libraryId", "title", "thumbnailTime", "filePath"]);
    const plan = await hosted.engine.preview(hosted.urn, { libraryId: library, title: UNKNOWN, filePath });
    expect(plan.inputs.title).toBe(UNKNOWN);
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("a 1 GiB sparse file is uploaded with flat memory in the provider host", async () => {
    const large = path.join(dir, "large.bin");
    const size = 1024 ** 3;
    const handle = await fs.open(large, "w");
    await handle.truncate(size);
    await handle.close();
    const before = await hostMemory();
    const up = await hosted.engine.up(urnOf("large"), { libraryId: library, title: "Large", filePath: large });
    const after = await hostMemory();
    expect(videos().get(videoIdOf(up.state))!.upload!.bytes).toBe(size);
    expect(up.state.outputs.bytes).toBe(size);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `Video with a 1 GiB file through the host: host RSS ${mb(before.rss)} before, ${mb(after.rss)} after; ` +
        `peak RSS ${mb(before.peak)} before, ${mb(after.peak)} after (the file is ${mb(size)})`,
    );
    expect(after.peak - Math.max(before.peak, before.rss)).toBeLessThan(96 * 1024 * 1024);
    await hosted.engine.destroy(up.state);
    await fs.rm(large);
  }, 300_000);

  it("a file dropped from the program, then another file declared: the video is replaced and the new file uploaded", async () => {
    const urn = urnOf("dropped-file");
    const first = path.join(dir, "dropped-first.mp4");
    const second = path.join(dir, "dropped-second.mp4");
    await fs.writeFile(first, "file A");
    await fs.writeFile(second, "file B");
    const created = await hosted.track(hosted.engine.up(urn, { libraryId: library, title: "Dropped", filePath: first }));
    const dropped = await hosted.track(hosted.engine.up(urn, { libraryId: library, title: "Dropped" }, created.state));
    expect(dropped.op).toBe("update");
    expect((await hosted.engine.preview(urn, { libraryId: library, title: "Dropped" }, dropped.state)).op).toBe("same");
    const refreshed = (await hosted.track(hosted.engine.refresh(dropped.state)))!;
    expect((await hosted.engine.preview(urn, { libraryId: library, title: "Dropped" }, refreshed)).op).toBe("same");
    const again = await hosted.engine.preview(urn, { libraryId: library, title: "Dropped", filePath: first }, refreshed);
    expect([again.op, again.diff?.replaces]).toEqual(["update", []]);

    hosted.sim.resetStats();
    const other = await hosted.track(hosted.engine.up(urn, { libraryId: library, title: "Dropped", filePath: second }, refreshed));
    expect([other.op, other.diff?.replaces]).toEqual(["replace", ["sha256"]]);
    expect(videos().has(videoIdOf(created.state))).toBe(false);
    expect(videos().get(videoIdOf(other.state))!.upload!.sha256).toBe(sha256("file B"));
    expect(other.state.outputs.sha256).toBe(sha256("file B"));
    await hosted.engine.destroy(other.state);
  });

  it("a create whose answer is lost (cut mid-body, 502): the video it made is found and taken, and a video the API did not make is made; one video each", async () => {
    for (const [name, fault] of [
      ["Lost mid-body", { route: "createVideo", drop: "mid-body", times: 1 }],
      ["Lost to a 502", { route: "createVideo", status: 502, times: 1 }],
    ] as const) {
      hosted.sim.resetStats();
      hosted.sim.faults.add(fault);
      const up = await hosted.track(hosted.engine.up(urnOf(name), { libraryId: library, title: name, filePath }));
      expect(up.op).toBe("create");
      const titled = [...videos()].filter(([, video]) => video.title === name);
      expect(titled.map(([videoId]) => videoId)).toEqual([videoIdOf(up.state)]);
      expect(titled[0][1].upload!.sha256).toBe(up.state.outputs.sha256);
      expect(writes().filter((request) => request.method === "POST")).toHaveLength(name === "Lost mid-body" ? 1 : 2);
      await hosted.engine.destroy(up.state);
    }
  });

  it("a video an interrupted create left (this title, no file, made in the last day) is taken by the next create; a person's video of that title with another file, or an older one, is not", async () => {
    const leftId = "6c2a0e4b-1111-4f00-8000-00000000a001";
    const theirs = "6c2a0e4b-1111-4f00-8000-00000000a002";
    const older = "6c2a0e4b-1111-4f00-8000-00000000a003";
    const now = new Date().toISOString();
    videos().set(leftId, { title: "Left behind", dateUploaded: now });
    videos().set(theirs, { title: "Left behind", dateUploaded: now, upload: { bytes: 5, sha256: sha256("other"), query: {} } });
    videos().set(older, { title: "Left behind", dateUploaded: new Date(Date.now() - 25 * 3600_000).toISOString() });
    const up = await hosted.track(hosted.engine.up(urnOf("left-behind"), { libraryId: library, title: "Left behind", filePath }));
    expect(videoIdOf(up.state)).toBe(leftId);
    expect(routes()).toEqual([searched, `PUT ${videoPath(leftId)}`, `GET ${videoPath(leftId)}`]);
    expect(hosted.sim.requests[0].query).toMatchObject({ search: "Left behind" });
    expect(videos().get(theirs)!.upload!.sha256).toBe(sha256("other"));
    expect(videos().get(older)!.upload).toBeUndefined();

    // Its file landed too: taken as it is, with no upload.
    await hosted.engine.destroy(up.state);
    hosted.sim.resetStats();
    const content = await fs.readFile(filePath);
    const withFile = "6c2a0e4b-1111-4f00-8000-00000000a004";
    videos().set(withFile, { title: "Left with its file", dateUploaded: now, upload: { bytes: content.length, sha256: createHash("sha256").update(content).digest("hex"), query: {} } });
    const filled = await hosted.track(hosted.engine.up(urnOf("left-with-file"), { libraryId: library, title: "Left with its file", filePath }));
    expect(videoIdOf(filled.state)).toBe(withFile);
    expect(writes()).toEqual([]);
    expect(filled.state.outputs).toMatchObject({ sha256: videos().get(withFile)!.upload!.sha256, status: "finished" });
    await hosted.engine.destroy(filled.state);

    // Two candidates: the create fails, naming both, and makes nothing.
    const twins = ["6c2a0e4b-1111-4f00-8000-00000000a005", "6c2a0e4b-1111-4f00-8000-00000000a006"];
    for (const id of twins) videos().set(id, { title: "Twins", dateUploaded: now });
    hosted.sim.resetStats();
    const error = await hosted.engine.up(urnOf("twins"), { libraryId: library, title: "Twins", filePath }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toMatch(new RegExp(`library ${library} holds 2 videos titled "Twins".*${twins[0]}, ${twins[1]}`));
    expect(writes()).toEqual([]);
    hosted.seen.push(error.message);
    for (const id of [...twins, theirs, older]) videos().delete(id);
  });

  it("no key appears in any state, answer, error or host output", () => {
    const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
    expect(text).toContain("Trailer");
    for (const key of [apiKey, videoApiKey]) {
      expect(text).not.toContain(key);
    }
  });

  describe("Video of a file the encoder cannot take (a simulator that encodes video files only)", () => {
    const encoding = useHostedResource("Video", "unencodable", { apiKey, videoApiKey, encodeVideoFilesOnly: true }, runner);
    const encodingVideos = () => encoding.sim.state.videoLibraries.get(library)!.videos;
    const sampleVideo = path.join(__dirname, "../../examples/media/sample-video.mp4");

    /** A refresh then an up in a new host or plugin process, as `pulumi up --refresh` runs them: the step the up took. */
    async function refreshAndUp(declared: PropertyMap, state: ResourceState): Promise<{ op: string; state: ResourceState }> {
      const command = await encoding.engineWith({});
      try {
        const refreshed = await command.refresh(state);
        return await encoding.track(command.up(encoding.urn, declared, refreshed!));
      } finally {
        await command.close();
      }
    }

    it("gets one new video per content and options; then status error is reported and nothing is replaced", async () => {
      const notVideo = path.join(dir, "not-a-video.mp4");
      await fs.writeFile(notVideo, Buffer.alloc(64 * 1024, "not a video\n"));
      const declared = { libraryId: 4242, title: "Unencodable", filePath: notVideo, enabledResolutions: ["720p"] };
      const first = await encoding.track(encoding.engine.up(encoding.urn, declared));
      expect(first.state.outputs).toMatchObject({ status: "error" });
      expect(first.state.outputs.encodingRetry).toBeUndefined();

      // Once: a new video, created first, then the failed one deleted; it records the file that failed.
      const retried = await refreshAndUp(declared, first.state);
      expect(retried.op).toBe("replace");
      expect(encodingVideos().has(videoIdOf(first.state))).toBe(false);
      const file = { sha256: first.state.outputs.sha256, options: { enabledResolutions: ["720p"] } };
      expect(retried.state.outputs).toMatchObject({ status: "error", encodingRetry: file });

      // Then reported only: every later command (a new process each) leaves the video as it is.
      encoding.sim.resetStats();
      for (let command = 0; command < 2; command += 1) {
        const later = await refreshAndUp(declared, retried.state);
        expect(later.op).toBe("same");
        expect(later.state.outputs).toMatchObject({ status: "error", videoId: videoIdOf(retried.state), encodingRetry: file });
      }
      expect(encoding.sim.requests.filter((request) => request.method !== "GET")).toEqual([]);

      // A title change updates it in place and keeps the record.
      const renamed = await refreshAndUp({ ...declared, title: "Unencodable, renamed" }, retried.state);
      expect(renamed.op).toBe("update");
      expect(renamed.state.outputs).toMatchObject({ status: "error", encodingRetry: file });

      // Other options are another file: a new video, which itself gets one new video if it fails too.
      const newOptions = { ...declared, title: "Unencodable, renamed", enabledResolutions: ["1080p"] };
      const otherOptions = await refreshAndUp(newOptions, renamed.state);
      expect(otherOptions.op).toBe("replace");
      expect(otherOptions.state.outputs.status).toBe("error");
      const retriedAgain = await refreshAndUp(newOptions, otherOptions.state);
      expect(retriedAgain.op).toBe("replace");
      expect(retriedAgain.state.outputs.encodingRetry).toEqual({ ...file, options: { enabledResolutions: ["1080p"] } });
      expect((await refreshAndUp(newOptions, retriedAgain.state)).op).toBe("same");

      // A real video: a new video again, which the encoder takes.
      const fixed = await refreshAndUp({ ...newOptions, filePath: sampleVideo }, retriedAgain.state);
      expect(fixed.op).toBe("replace");
      expect(fixed.state.outputs.status).toBe("finished");
      expect([...encodingVideos().values()].filter((video) => video.title?.startsWith("Unencodable"))).toHaveLength(1);
      await encoding.engine.destroy(fixed.state);
    }, 120_000);
  });
});
