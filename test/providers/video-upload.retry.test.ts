// A video upload retried after a dropped connection sends the file again from its first byte, and an
// upload that fails is never reported as done: through the client, and through the real
// dynamic-provider host (the resource is not created, its state does not advance).
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { NetworkError } from "../../src/client";
import type { RunningSimulator } from "../../src/simulator";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, startEngine, type Engine, type ResourceState } from "../helpers/engine/lifecycle";
import { withoutProvider } from "../helpers/engine/wire";
import { installPackage, registeredProvider, resourceType, simulatorStack } from "../helpers/installed-package";
import { rejection, startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

const FILE_BYTES = 3 * 1024 * 1024 + 17;
const ONE_FILE_LIBRARY = "4242";
const REUPLOAD_LIBRARY = "7100";

let api: SimulatedApi;
let sim: RunningSimulator;
let engine: Engine;
let urnOf: (name: string) => string;
let dir: string;
let filePath: string;
let fileSha256: string;
let videos = 0;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "video-upload-retry-"));
  filePath = path.join(dir, "clip.mp4");
  const content = randomBytes(FILE_BYTES);
  await fs.writeFile(filePath, content);
  fileSha256 = createHash("sha256").update(content).digest("hex");

  api = await startSimulatedApi({ maxRetries: 2 }, { apiKey: "upload-retry-account-key-5c0d", videoApiKey: "upload-retry-video-key-e91f" });
  sim = api.sim;
  sim.state.videoLibraries.set(REUPLOAD_LIBRARY, { allowReupload: true, videos: new Map() });

  const program = await installPackage();
  const provider = await registeredProvider(program, "VideoUpload");
  engine = await startEngine(program, { config: { ...simulatorStack(sim), "cloudplatform:maxRetries": "2" }, provider });
  urnOf = (name) => resourceUrn(program, resourceType("VideoUpload"), name);
}, 300_000);

afterAll(async () => {
  await engine?.close();
  await api?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  sim.faults.clear();
  sim.resetStats();
});

/** A new video without a file in `library`, added out of band. */
function newVideo(library: string): string {
  const videoId = `retry-video-${++videos}`;
  sim.state.videoLibraries.get(library)!.videos.set(videoId, {});
  return videoId;
}

const uploadOf = (library: string, videoId: string) => sim.state.videoLibraries.get(library)!.videos.get(videoId)!.upload;
const uploads = () => sim.requests.filter((request) => request.route === "uploadVideo");

describe("through the client", () => {
  test("an answer cut after the upload: the retry re-opens the file and streams all of it from byte 0", async () => {
    const videoId = newVideo(REUPLOAD_LIBRARY);
    const attempts: { bytes: number; hash: ReturnType<typeof createHash> }[] = [];
    const open = () => {
      const attempt = { bytes: 0, hash: createHash("sha256") };
      attempts.push(attempt);
      const counting = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          attempt.bytes += chunk.length;
          attempt.hash.update(chunk);
          done(null, chunk);
        },
      });
      return createReadStream(filePath).pipe(counting);
    };
    sim.faults.add({ route: "uploadVideo", drop: "mid-body", times: 1 });
    await expect(api.client.uploadVideo(REUPLOAD_LIBRARY, videoId, { open, bytes: FILE_BYTES })).resolves.toMatchObject({ success: true });
    expect(uploads().map((request) => request.status)).toEqual([200, 200]);
    expect(attempts.map((attempt) => [attempt.bytes, attempt.hash.digest("hex")])).toEqual([
      [FILE_BYTES, fileSha256],
      [FILE_BYTES, fileSha256],
    ]);
    expect(uploadOf(REUPLOAD_LIBRARY, videoId)).toMatchObject({ bytes: FILE_BYTES, sha256: fileSha256 });
  });

  test("a connection dropped before the answer: the file path is read again and the API ends with its sha256", async () => {
    const videoId = newVideo(ONE_FILE_LIBRARY);
    sim.faults.add({ route: "uploadVideo", drop: "before-response", times: 1 });
    await api.client.uploadVideo(ONE_FILE_LIBRARY, videoId, { filePath }, { jitEnabled: true });
    expect(uploads().map((request) => request.status)).toEqual([0, 200]);
    expect(uploadOf(ONE_FILE_LIBRARY, videoId)).toEqual({ bytes: FILE_BYTES, sha256: fileSha256, query: { jitEnabled: "true" } });
  });

  test("connections that always drop: NetworkError after the budget, and the video has no file", async () => {
    const videoId = newVideo(ONE_FILE_LIBRARY);
    sim.faults.add({ route: "uploadVideo", drop: "before-response" });
    const error = await rejection(api.client.uploadVideo(ONE_FILE_LIBRARY, videoId, { filePath }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toContain(`uploadVideo failed: PUT /video/library/${ONE_FILE_LIBRARY}/videos/${videoId}`);
    expect(uploads()).toHaveLength(3);
    expect(uploadOf(ONE_FILE_LIBRARY, videoId)).toBeUndefined();
  });
});

describe("through the dynamic-provider host", () => {
  const declared = (library: string, videoId: string) => ({ libraryId: library, videoId, filePath });

  test("create retried after a dropped connection: created, with the file's sha256 in the state and at the API", async () => {
    const videoId = newVideo(ONE_FILE_LIBRARY);
    sim.faults.add({ route: "uploadVideo", drop: "before-response", times: 1 });
    const up = await engine.up(urnOf("dropped-once"), declared(ONE_FILE_LIBRARY, videoId));
    expect(up.state.id).toBe(`${ONE_FILE_LIBRARY}/${videoId}`);
    expect(withoutProvider(up.state.outputs)).toMatchObject({ sha256: fileSha256, bytes: FILE_BYTES });
    expect(uploads()).toHaveLength(2);
    expect(uploadOf(ONE_FILE_LIBRARY, videoId)).toMatchObject({ sha256: fileSha256, bytes: FILE_BYTES });
  });

  test.each([
    ["a 503 that never ends", { status: 503, retryAfterSeconds: 0 }, 3, /uploadVideo failed: PUT \/video\/library\/4242\/videos\/retry-video-\d+ -> 503/],
    ["a 200 whose body says success:false", { status: 200, body: '{"success":false,"message":"Storage quota exceeded","statusCode":200}' }, 1, /-> 200: Storage quota exceeded/],
    ["a 401", { status: 401 }, 1, /-> 401/],
  ] as const)("create failing with %s: not created, no id, and the video has no file", async (_name, fault, requests, message) => {
    const videoId = newVideo(ONE_FILE_LIBRARY);
    sim.faults.add({ route: "uploadVideo", ...fault });
    const error = await rejection(engine.up(urnOf(`failing-${videoId}`), declared(ONE_FILE_LIBRARY, videoId)));
    expect(error).toBeInstanceOf(ProviderCallError);
    expect((error as ProviderCallError).method).toBe("Create");
    expect((error as ProviderCallError).initFailure).toBeUndefined();
    expect(error.message).toMatch(message);
    expect(uploads()).toHaveLength(requests);
    expect(uploadOf(ONE_FILE_LIBRARY, videoId)).toBeUndefined();
  });

  test("an answer cut after the API stored the file, in a library that keeps one file per video: recorded with a clear reason, not sent again", async () => {
    const videoId = newVideo(ONE_FILE_LIBRARY);
    sim.faults.add({ route: "uploadVideo", drop: "mid-body", times: 1 });
    const error = await rejection(engine.up(urnOf("cut-after-store"), declared(ONE_FILE_LIBRARY, videoId)));
    expect(error).toBeInstanceOf(ProviderCallError);
    const { initFailure } = error as ProviderCallError;
    expect(initFailure).toMatchObject({ id: `${ONE_FILE_LIBRARY}/${videoId}` });
    expect(initFailure!.properties.sha256).toBe(uploadOf(ONE_FILE_LIBRARY, videoId)!.sha256);
    expect(typeof initFailure!.properties.__provider).toBe("string");
    expect(error.message).toContain("lost its answer, and the API now says the video has a file: most likely this one");
    expect(uploads().map((request) => request.status)).toEqual([200, 400]);
  });

  test("an update whose upload fails leaves the state where it was: the API keeps the old file and the next preview still plans the update", async () => {
    const videoId = newVideo(REUPLOAD_LIBRARY);
    const urn = urnOf("update-fails");
    const own = path.join(dir, "update.mp4");
    await fs.writeFile(own, "take one");
    const created = await engine.up(urn, { libraryId: REUPLOAD_LIBRARY, videoId, filePath: own });
    const firstSha = uploadOf(REUPLOAD_LIBRARY, videoId)!.sha256;
    expect(created.state.outputs.sha256).toBe(firstSha);

    await fs.writeFile(own, "take two, longer");
    sim.faults.add({ route: "uploadVideo", status: 500, retryAfterSeconds: 0 });
    const prior: ResourceState = created.state;
    const error = await rejection(engine.up(urn, { libraryId: REUPLOAD_LIBRARY, videoId, filePath: own }, prior));
    expect((error as ProviderCallError).method).toBe("Update");
    expect(error.message).toMatch(/uploadVideo failed: PUT .* -> 500/);
    expect(uploadOf(REUPLOAD_LIBRARY, videoId)!.sha256).toBe(firstSha);

    sim.faults.clear();
    const plan = await engine.preview(urn, { libraryId: REUPLOAD_LIBRARY, videoId, filePath: own }, prior);
    expect(plan.op).toBe("update");
    const updated = await engine.up(urn, { libraryId: REUPLOAD_LIBRARY, videoId, filePath: own }, prior);
    const secondSha = createHash("sha256").update("take two, longer").digest("hex");
    expect(updated.state.outputs).toMatchObject({ sha256: secondSha, bytes: 16 });
    expect(uploadOf(REUPLOAD_LIBRARY, videoId)!.sha256).toBe(secondSha);
  });
});
