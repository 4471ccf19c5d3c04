// A VideoUpload's upload takes check's SHA-256 for the bytes sent only while the file keeps the stat check hashed it
// at: a file rewritten during the upload is never recorded under check's SHA-256, and a file modified too close to
// its hash (racily clean) is hashed as it is sent. Through the provider, over real HTTP to the simulator.
import { createHash, randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { videoUploadProvider as provider, type VideoUploadState } from "../../src/providers/video-upload";
import type { RunningSimulator } from "../../src/simulator";
import { startHeldRelay, type HeldRelay } from "../helpers/held-relay";
import { configureRequest, simulatorConfig } from "../helpers/provider-config";
import { useSimulatedProvider } from "../helpers/provider-test";

const library = "4242";
const video = (n: number) => `5f3b6c1e-0000-4000-8000-${String(n).padStart(12, "0")}`;
const FILE_BYTES = 48 * 1024 * 1024;

let sim: RunningSimulator;
let dir: string;
const checked = useSimulatedProvider(
  provider,
  { apiKey: "known-content-account-key-4d1e", videoApiKey: "known-content-video-key-b27a" },
  (started) => (sim = started),
);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "video-upload-known-content-"));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await provider.configure(configureRequest(simulatorConfig(sim)));
});

const uploadOf = (videoId: string) => sim.state.videoLibraries.get(library)!.videos.get(videoId)!.upload;
const sha256 = (content: Buffer) => createHash("sha256").update(content).digest("hex");

/** A file last modified an hour ago: check's hash is well after its modification time. */
async function agedFile(name: string, content: Buffer): Promise<string> {
  const filePath = path.join(dir, name);
  await fs.writeFile(filePath, content);
  const hourAgo = new Date(Date.now() - 3600_000);
  await fs.utimes(filePath, hourAgo, hourAgo);
  return filePath;
}

/** Uploads through a relay that holds the upload part way while `during` runs. */
async function createHeld(inputs: VideoUploadState, during: () => Promise<void>) {
  const relay: HeldRelay = await startHeldRelay(sim.videoUrl, 1024 * 1024);
  await provider.configure(configureRequest(simulatorConfig(sim, { "cloudplatform:videoUrl": relay.url })));
  try {
    const created = provider.create(inputs);
    await relay.held;
    await during();
    relay.release();
    return await created;
  } finally {
    await relay.close();
  }
}

/** Rewrites the file in place with other content of the same size. */
async function rewrite(filePath: string): Promise<void> {
  const handle = await fs.open(filePath, "r+");
  await handle.write(randomBytes(FILE_BYTES), 0, FILE_BYTES, 0);
  await handle.close();
}

test("an unchanged file: the state records check's SHA-256, which the bytes the video holds hash to", async () => {
  const content = randomBytes(2 * 1024 * 1024);
  const filePath = await agedFile("unchanged.mp4", content);
  const inputs = await checked({ libraryId: library, videoId: video(1), filePath });
  expect(inputs.knownContent).toMatchObject({ sha256: sha256(content) });
  const { outs } = await provider.create(inputs);
  expect(outs).toMatchObject({ sha256: sha256(content), bytes: content.length, knownContent: inputs.knownContent });
  expect(uploadOf(video(1))).toMatchObject({ sha256: sha256(content), bytes: content.length });
});

test("a file rewritten during the upload is recorded without a SHA-256, and the next preview plans the upload again", async () => {
  const filePath = await agedFile("rewritten.mp4", randomBytes(FILE_BYTES));
  const inputs = await checked({ libraryId: library, videoId: video(2), filePath });
  expect(inputs.knownContent).toBeDefined();
  const outs = (await createHeld(inputs, () => rewrite(filePath))).outs!;
  const stored = uploadOf(video(2))!;
  expect(stored.sha256).not.toBe(inputs.sha256);
  expect(outs.sha256).toBe("");

  const next = await checked({ libraryId: library, videoId: video(2), filePath }, outs);
  expect(next.sha256).toBe(sha256(await fs.readFile(filePath)));
  expect(await provider.diff(`${library}/${video(2)}`, outs, next)).toMatchObject({ changes: true, replaces: [] });
});

test("a racily clean file has no known content, and its upload records the hash of the bytes it sent", async () => {
  const filePath = path.join(dir, "racy.mp4");
  await fs.writeFile(filePath, randomBytes(FILE_BYTES));
  const inputs = await checked({ libraryId: library, videoId: video(3), filePath });
  expect(inputs).not.toHaveProperty("knownContent");
  // Rewritten under the upload: what the state records is what the video received, computed while it was sent.
  const { outs } = await createHeld(inputs, () => rewrite(filePath));
  const stored = uploadOf(video(3))!;
  expect(stored.sha256).not.toBe(inputs.sha256);
  expect(outs).toMatchObject({ sha256: stored.sha256, bytes: FILE_BYTES });
});
