import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { request } from "undici";
import { startSimulator, type RunningSimulator } from "../../../src/simulator";

const VIDEO = "5f3b6c1e-0000-4000-8000-000000000001";
const OTHER_VIDEO = "5f3b6c1e-0000-4000-8000-000000000002";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const uploadUrl = (videoId = VIDEO, query = "", libraryId = "4242") =>
  `${sim.videoUrl}/library/${libraryId}/videos/${videoId}${query ? `?${query}` : ""}`;
const video = (videoId = VIDEO) => sim.state.videoLibraries.get("4242")!.videos.get(videoId)!;

async function put(url: string, body: Buffer | Readable, options: { key?: string; contentType?: string } = {}) {
  const headers: Record<string, string> = { "content-type": options.contentType ?? "application/octet-stream" };
  if (options.key !== undefined) headers.AccessKey = options.key;
  const res = await request(url, { method: "PUT", headers, body });
  const text = await res.body.text();
  return { status: res.statusCode, json: text ? JSON.parse(text) : undefined };
}

const upload = (url: string, body: Buffer | Readable = Buffer.from("video bytes")) => put(url, body, { key: sim.videoApiKey });

/** A stream of `chunks` random 64 KiB chunks, hashing what it hands out. */
function randomVideo(chunks: number) {
  const hash = createHash("sha256");
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent === chunks) return void this.push(null);
      const chunk = randomBytes(64 * 1024);
      hash.update(chunk);
      sent += 1;
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest("hex") };
}

test("streams a 20 MiB body and records its byte count, sha256 and query", async () => {
  const source = randomVideo(320);
  const reply = await upload(uploadUrl(VIDEO, "jitEnabled=true&enabledResolutions=720p,1080p"), source.stream);
  expect(reply.status).toBe(200);
  expect(reply.json).toEqual({ success: true, message: expect.any(String), statusCode: 200 });
  expect(video().upload).toEqual({
    bytes: 320 * 64 * 1024,
    sha256: source.sha256(),
    query: { jitEnabled: "true", enabledResolutions: "720p,1080p" },
  });
  const recorded = sim.requests.find((r) => r.route === "uploadVideo")!;
  expect(recorded.body).toBeUndefined();
  expect(recorded.status).toBe(200);
});

test("accepts all ten options with valid values", async () => {
  const query =
    "jitEnabled=false&enabledResolutions=240p,360p,480p,720p,1080p,1440p,2160p&enabledOutputCodecs=x264,vp9" +
    "&transcribeEnabled=true&transcribeLanguages=en,de,sl&sourceLanguage=en&generateTitle=true" +
    "&generateDescription=false&generateChapters=true&generateMoments=false";
  const reply = await upload(uploadUrl(VIDEO, query));
  expect(reply.status).toBe(200);
  expect(Object.keys(video().upload!.query)).toHaveLength(10);
  expect(video().upload!.query.transcribeLanguages).toBe("en,de,sl");
});

test.each([
  ["jitEnabled=yes", "jitEnabled"],
  ["generateMoments=TRUE", "generateMoments"],
  ["enabledResolutions=720p,4k", "enabledResolutions"],
  ["enabledResolutions=720p,", "enabledResolutions"],
  ["enabledOutputCodecs=h265", "enabledOutputCodecs"],
  ["transcribeLanguages=en,xx", "transcribeLanguages"],
  ["transcribeLanguages=EN", "transcribeLanguages"],
  ["transcribeLanguages=", "transcribeLanguages"],
  ["sourceLanguage=eng", "sourceLanguage"],
  ["skipEncoding=true", "skipEncoding"],
  ["jitEnabled=true&jitEnabled=false", "jitEnabled"],
])("answers 400 naming the parameter for ?%s and records nothing", async (query, parameter) => {
  const reply = await upload(uploadUrl(VIDEO, query));
  expect(reply.status).toBe(400);
  expect(reply.json).toEqual({ success: false, message: expect.stringContaining(parameter), statusCode: 400 });
  expect(video().upload).toBeUndefined();
});

test("accepts an empty resolution or codec list, the document's default", async () => {
  expect((await upload(uploadUrl(VIDEO, "enabledResolutions=&enabledOutputCodecs="))).status).toBe(200);
});

test("refuses a second upload with 400 'The requested video was already uploaded' unless the library allows it", async () => {
  await upload(uploadUrl());
  const first = video().upload;
  const again = await upload(uploadUrl(), Buffer.from("other bytes"));
  expect(again.status).toBe(400);
  expect(again.json).toEqual({ success: false, message: "The requested video was already uploaded", statusCode: 400 });
  expect(video().upload).toEqual(first);
  sim.state.videoLibraries.get("4242")!.allowReupload = true;
  expect((await upload(uploadUrl(), Buffer.from("other bytes"))).status).toBe(200);
  expect(video().upload!.sha256).toBe(createHash("sha256").update("other bytes").digest("hex"));
});

test("answers 404 for an unknown video or library", async () => {
  const unknownVideo = await upload(uploadUrl("5f3b6c1e-0000-4000-8000-000000000009"));
  expect(unknownVideo.status).toBe(404);
  expect(unknownVideo.json).toEqual({ success: false, message: "The requested video was not found", statusCode: 404 });
  const unknownLibrary = await upload(uploadUrl(VIDEO, "", "1"));
  expect(unknownLibrary.status).toBe(404);
  expect(unknownLibrary.json.success).toBe(false);
});

test("answers 401 in the upload result shape to a streamed body without the video key", async () => {
  for (const key of [undefined, sim.apiKey]) {
    const source = randomVideo(16);
    const reply = await put(uploadUrl(), source.stream, { key });
    expect(reply.status).toBe(401);
    expect(reply.json).toEqual({ success: false, message: expect.any(String), statusCode: 401 });
  }
  expect(video().upload).toBeUndefined();
});

test("answers 415 for another content type and 400 for an empty body", async () => {
  const wrongType = await put(uploadUrl(), Buffer.from("x"), { key: sim.videoApiKey, contentType: "video/mp4" });
  expect(wrongType.status).toBe(415);
  const empty = await upload(uploadUrl(OTHER_VIDEO), Buffer.alloc(0));
  expect(empty.status).toBe(400);
  expect(video(OTHER_VIDEO).upload).toBeUndefined();
});

test("records nothing when the client drops the connection mid-upload", async () => {
  let sent = 0;
  const failing = new Readable({
    read() {
      sent += 1;
      if (sent <= 8) this.push(randomBytes(64 * 1024));
      else if (sim.requests.some((r) => r.route === "uploadVideo")) this.destroy(new Error("client gave up"));
      else setTimeout(() => this.push(randomBytes(1)), 5);
    },
  });
  await expect(upload(uploadUrl(), failing)).rejects.toThrow("client gave up");
  const retry = await upload(uploadUrl(), Buffer.from("complete file"));
  expect(retry.status).toBe(200);
  expect(video().upload!.bytes).toBe("complete file".length);
  expect(sim.requests.filter((r) => r.route === "uploadVideo").map((r) => r.status)).toEqual([0, 200]);
});

describe("encodeVideoFilesOnly", () => {
  const sampleVideo = readFileSync(path.join(__dirname, "../../../examples/media/sample-video.mp4"));
  /** The first bytes of a file of each container the option knows, padded to the bytes it reads. */
  const containers: [string, Buffer][] = [
    ["MP4 (the examples' video)", sampleVideo],
    ["QuickTime, moov first", Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from("moov")])],
    ["Matroska or WebM", Buffer.from([0x1a, 0x45, 0xdf, 0xa3])],
    ["AVI", Buffer.from("RIFF\x10\x00\x00\x00AVI LIST", "latin1")],
    ["MPEG program stream", Buffer.from([0x00, 0x00, 0x01, 0xba])],
    ["MPEG transport stream", Buffer.alloc(376, 0x47)],
    ["FLV", Buffer.from("FLV\x01")],
    ["Ogg", Buffer.from("OggS\x00")],
    ["ASF", Buffer.from([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])],
  ];
  const statusOf = async (videoId = VIDEO) =>
    (await request(uploadUrl(videoId), { headers: { AccessKey: sim.videoApiKey } }).then((res) => res.body.json())) as {
      status: number;
    };

  test.each(containers)("%s: reads as finished (4)", async (_name, content) => {
    await sim.close();
    sim = await startSimulator({ encodeVideoFilesOnly: true });
    expect((await upload(uploadUrl(), Buffer.concat([content, Buffer.alloc(200)]))).status).toBe(200);
    expect((await statusOf()).status).toBe(4);
  });

  test("a file that is not a video is stored and reads as error (5), also when its signature comes in pieces", async () => {
    await sim.close();
    sim = await startSimulator({ encodeVideoFilesOnly: true });
    const text = Buffer.alloc(256 * 1024, "not a video\n");
    expect((await upload(uploadUrl(), text)).status).toBe(200);
    expect(await statusOf()).toMatchObject({ status: 5, storageSize: text.length });
    // The MP4's signature split over one-byte chunks still counts.
    expect((await upload(uploadUrl(OTHER_VIDEO), Readable.from([...sampleVideo.subarray(0, 16)].map((byte) => Buffer.from([byte]))))).status).toBe(200);
    expect((await statusOf(OTHER_VIDEO)).status).toBe(4);
  });

  test("is off by default: any bytes read as finished", async () => {
    expect((await upload(uploadUrl(), Buffer.alloc(1024, "not a video\n"))).status).toBe(200);
    expect((await statusOf()).status).toBe(4);
  });
});
