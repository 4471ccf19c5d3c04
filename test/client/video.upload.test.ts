import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { once } from "node:events";
import { ApiError, NetworkError, VideoAlreadyUploadedError } from "../../src/client";
import { rejection, startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";
import { everyVideoOption, everyVideoOptionQuery } from "../helpers/video-options";

const LIBRARY = "4242";
const videoId = (n: number) => `5f3b6c1e-0000-4000-8000-${String(n).padStart(12, "0")}`;

let api: SimulatedApi;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "cloudplatform-upload-"));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

beforeEach(async () => {
  api = await startSimulatedApi({ maxRetries: 3 });
});

afterEach(async () => {
  await api.close();
});

const uploadOf = (id: string) => api.sim.state.videoLibraries.get(LIBRARY)!.videos.get(id)!.upload;

async function smallFile(name: string, bytes = 256 * 1024): Promise<{ path: string; sha256: string; bytes: number }> {
  const content = randomBytes(bytes);
  const path = join(folder, name);
  await writeFile(path, content);
  return { path, sha256: createHash("sha256").update(content).digest("hex"), bytes };
}

test("a file larger than 100 MB is streamed: the simulator confirms its sha256, memory stays flat", async () => {
  const chunk = randomBytes(1024 * 1024);
  const chunks = 120;
  const path = join(folder, "large.bin");
  const hash = createHash("sha256");
  const out = createWriteStream(path);
  for (let i = 0; i < chunks; i++) {
    chunk[0] = i;
    hash.update(chunk);
    if (!out.write(chunk)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  const sha256 = hash.digest("hex");

  global.gc?.();
  const baseline = process.memoryUsage();
  let peak = 0;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.heapUsed + now.arrayBuffers - (baseline.heapUsed + baseline.arrayBuffers));
  }, 20);
  try {
    await expect(api.client.uploadVideo(LIBRARY, videoId(1), { filePath: path })).resolves.toEqual({
      success: true,
      message: "The video was successfully uploaded",
      statusCode: 200,
      sha256,
      bytes: chunks * chunk.length,
    });
  } finally {
    clearInterval(sampler);
    await rm(path, { force: true });
  }
  expect(uploadOf(videoId(1))).toMatchObject({ bytes: chunks * chunk.length, sha256 });
  expect(api.sim.requests[0].headers["content-length"]).toBe(String(chunks * chunk.length));
  expect(api.sim.requests[0].headers["content-type"]).toBe("application/octet-stream");
  expect(api.sim.requests[0].accessKeyValid).toBe(true);
  // Client and simulator share this process; together they must hold far less than the 120 MB sent.
  expect(peak).toBeLessThan(64 * 1024 * 1024);
});

test("the ten options travel as query parameters by their API names, lists comma separated", async () => {
  const file = await smallFile("options.bin");
  await api.client.uploadVideo(LIBRARY, videoId(2), { filePath: file.path }, everyVideoOption);
  const expected = everyVideoOptionQuery;
  expect(api.sim.requests[0].query).toEqual(expected);
  expect(uploadOf(videoId(2))).toEqual({ bytes: file.bytes, sha256: file.sha256, query: expected });
});

test("options left out are not sent", async () => {
  const file = await smallFile("few-options.bin");
  await api.client.uploadVideo(LIBRARY, videoId(3), { filePath: file.path }, { enabledResolutions: ["240p"] });
  expect(api.sim.requests[0].query).toEqual({ enabledResolutions: "240p" });
});

test("a second upload to the same video is VideoAlreadyUploadedError, unless the library allows re-upload", async () => {
  const file = await smallFile("twice.bin");
  await api.client.uploadVideo(LIBRARY, videoId(4), { filePath: file.path });
  const error = await rejection(api.client.uploadVideo(LIBRARY, videoId(4), { filePath: file.path }));
  expect(error).toBeInstanceOf(VideoAlreadyUploadedError);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, operation: "uploadVideo", apiMessage: "The requested video was already uploaded", afterLostAttempt: false });

  api.sim.state.videoLibraries.get(LIBRARY)!.allowReupload = true;
  const replacement = await smallFile("replacement.bin", 1000);
  await api.client.uploadVideo(LIBRARY, videoId(4), { filePath: replacement.path });
  expect(uploadOf(videoId(4))).toMatchObject({ bytes: 1000, sha256: replacement.sha256 });
});

test("a source opened by a function: re-opened from the start for each attempt after a 503", async () => {
  const content = randomBytes(300_000);
  let opened = 0;
  api.sim.faults.add({ route: "uploadVideo", status: 503, times: 1 });
  await api.client.uploadVideo(LIBRARY, videoId(5), {
    open: () => {
      opened += 1;
      return Readable.from([content.subarray(0, 100_000), content.subarray(100_000)]);
    },
    bytes: content.length,
  });
  expect(opened).toBe(2);
  expect(api.sim.requests.map((r) => r.status)).toEqual([503, 200]);
  expect(uploadOf(videoId(5))).toMatchObject({ bytes: content.length, sha256: createHash("sha256").update(content).digest("hex") });
});

test("a 429 with Retry-After is honoured before the file is sent again", async () => {
  const file = await smallFile("rate-limited.bin");
  api.sim.faults.add({ route: "uploadVideo", status: 429, retryAfterSeconds: 1, times: 1 });
  const started = Date.now();
  await api.client.uploadVideo(LIBRARY, videoId(1), { filePath: file.path });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  expect(api.sim.requests.map((r) => r.status)).toEqual([429, 200]);
  expect(uploadOf(videoId(1))).toMatchObject({ sha256: file.sha256 });
});

test("a dropped connection is retried with the file from its start", async () => {
  const file = await smallFile("dropped.bin", 2 * 1024 * 1024);
  api.sim.faults.add({ route: "uploadVideo", drop: "before-response", times: 1 });
  await api.client.uploadVideo(LIBRARY, videoId(2), { filePath: file.path });
  expect(api.sim.requests).toHaveLength(2);
  expect(uploadOf(videoId(2))).toMatchObject({ bytes: file.bytes, sha256: file.sha256 });
});

test("an answer cut before the source found its end: the refusal that follows says the file is most likely stored, with its fingerprint", async () => {
  const content = randomBytes(100_000);
  // The first attempt's source hands over every declared byte and never reports its end (as a file's end read late
  // on a busy machine): the simulator stores the file and cuts its answer while the client still waits for that end.
  let opened = 0;
  const open = () => {
    opened += 1;
    if (opened > 1) return Readable.from([content]);
    const source = new Readable({ read() {} });
    source.push(content);
    return source;
  };
  api.sim.faults.add({ route: "uploadVideo", drop: "mid-body", times: 1 });
  const error = await rejection(api.client.uploadVideo(LIBRARY, videoId(1), { open, bytes: content.length }));
  expect(error).toBeInstanceOf(VideoAlreadyUploadedError);
  const sha256 = createHash("sha256").update(content).digest("hex");
  expect(error).toMatchObject({ afterLostAttempt: true, sentContent: { sha256, bytes: content.length } });
  expect(api.sim.requests.map((r) => r.status)).toEqual([200, 400]);
  expect(uploadOf(videoId(1))).toMatchObject({ sha256, bytes: content.length });
});

test("an answer lost after the whole file was sent, then 503s or no retry: the failure carries the content sent whole", async () => {
  const file = await smallFile("lost-then-503.bin");
  for (const n of [6, 7]) api.sim.state.videoLibraries.get(LIBRARY)!.videos.set(videoId(n), {});
  api.sim.faults.add({ route: "uploadVideo", drop: "mid-body", times: 1 });
  api.sim.faults.add({ route: "uploadVideo", status: 503 });
  const unavailable = await rejection(api.clientWith({ maxRetries: 2 }).uploadVideo(LIBRARY, videoId(6), { filePath: file.path }));
  expect(unavailable).toBeInstanceOf(ApiError);
  expect(unavailable).toMatchObject({ status: 503, sentContent: { sha256: file.sha256, bytes: file.bytes } });
  expect(api.sim.requests.map((request) => request.status)).toEqual([200, 503, 503]);
  expect(uploadOf(videoId(6))).toMatchObject({ sha256: file.sha256 });

  api.sim.faults.clear();
  api.sim.faults.add({ route: "uploadVideo", drop: "mid-body", times: 1 });
  const dropped = await rejection(api.clientWith({ maxRetries: 0 }).uploadVideo(LIBRARY, videoId(7), { filePath: file.path }));
  expect(dropped).toBeInstanceOf(NetworkError);
  expect(dropped).toMatchObject({ sentContent: { sha256: file.sha256, bytes: file.bytes } });
});

test("a 500 or 503 is the server's own answer that it did not take the file: the failure carries no content", async () => {
  const file = await smallFile("refused.bin");
  api.sim.state.videoLibraries.get(LIBRARY)!.videos.set(videoId(8), {});
  for (const status of [500, 503]) {
    api.sim.faults.clear();
    api.sim.faults.add({ route: "uploadVideo", status });
    const error = await rejection(api.clientWith({ maxRetries: 1 }).uploadVideo(LIBRARY, videoId(8), { filePath: file.path }));
    expect(error).toMatchObject({ status });
    expect((error as ApiError).sentContent).toBeUndefined();
  }
  expect(uploadOf(videoId(8))).toBeUndefined();
});

test("retries end after maxRetries; a 4xx is not retried", async () => {
  const file = await smallFile("failing.bin");
  api.sim.faults.add({ route: "uploadVideo", status: 500 });
  await expect(api.client.uploadVideo(LIBRARY, videoId(3), { filePath: file.path })).rejects.toMatchObject({ status: 500 });
  expect(api.sim.requests).toHaveLength(4);
  api.sim.faults.clear();
  api.sim.resetStats();
  await expect(api.client.uploadVideo(LIBRARY, videoId(99), { filePath: file.path })).rejects.toMatchObject({ status: 404 });
  expect(api.sim.requests).toHaveLength(1);
  expect(uploadOf(videoId(3))).toBeUndefined();
});

test("timeoutSeconds bounds a silent server, not the length of the transfer", async () => {
  const file = await smallFile("slow-answer.bin");
  const client = api.clientWith({ timeoutSeconds: 0.3, maxRetries: 0 });
  api.sim.faults.add({ route: "uploadVideo", delayMs: 4000, times: 1 });
  const error = await rejection(client.uploadVideo(LIBRARY, videoId(4), { filePath: file.path }));
  expect(error).toBeInstanceOf(NetworkError);
  expect(error).toMatchObject({ code: "UND_ERR_HEADERS_TIMEOUT", operation: "uploadVideo" });

  let pushed = 0;
  const slowSource = () =>
    new Readable({
      read() {
        // 24 chunks, 150 ms apart: 3.6 s in all, well beyond the 1 s timeout, but never silent that long.
        if (pushed === 24) return void this.push(null);
        setTimeout(() => this.push(Buffer.alloc(4096, ++pushed)), 150);
      },
    });
  const patient = api.clientWith({ timeoutSeconds: 1, maxRetries: 0 });
  await expect(patient.uploadVideo(LIBRARY, videoId(5), { open: slowSource, bytes: 24 * 4096 })).resolves.toMatchObject({ success: true });
  expect(uploadOf(videoId(5))).toMatchObject({ bytes: 24 * 4096 });
});
