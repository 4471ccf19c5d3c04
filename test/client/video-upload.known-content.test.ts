// uploadVideo given knownContent: the file's SHA-256 stands for the bytes sent only while the file's stat stays the
// fingerprint, before the upload and after its last byte is read.
import { createHash, randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StatFingerprint } from "../../src/types";
import { startHeldRelay } from "../helpers/held-relay";
import { startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

const LIBRARY = "4242";
const videoId = (n: number) => `5f3b6c1e-0000-4000-8000-${String(n).padStart(12, "0")}`;

let api: SimulatedApi;
let folder: string;

beforeAll(async () => {
  folder = await fs.mkdtemp(join(tmpdir(), "cloudplatform-known-content-"));
});

afterAll(async () => {
  await fs.rm(folder, { recursive: true, force: true });
});

beforeEach(async () => {
  api = await startSimulatedApi();
});

afterEach(async () => {
  await api.close();
});

const uploadOf = (id: string) => api.sim.state.videoLibraries.get(LIBRARY)!.videos.get(id)!.upload;
const sha256 = (content: Buffer | string) => createHash("sha256").update(content).digest("hex");

async function fingerprintOf(path: string): Promise<StatFingerprint> {
  const stats = await fs.stat(path, { bigint: true });
  const [dev, ino, size, mtimeNs, ctimeNs] = [stats.dev, stats.ino, stats.size, stats.mtimeNs, stats.ctimeNs].map(String);
  return { dev, ino, size, mtimeNs, ctimeNs };
}

async function file(name: string, content: Buffer): Promise<string> {
  const path = join(folder, name);
  await fs.writeFile(path, content);
  return path;
}

test("a file whose stat is the fingerprint is sent unhashed: the upload reports the known SHA-256", async () => {
  const content = randomBytes(300 * 1024);
  const path = await file("same.bin", content);
  const fingerprint = await fingerprintOf(path);
  const result = await api.client.uploadVideo(LIBRARY, videoId(1), { filePath: path, knownContent: { sha256: sha256(content), fingerprint } });
  expect(result).toMatchObject({ success: true, sha256: sha256(content), bytes: content.length });
  expect(uploadOf(videoId(1))).toMatchObject({ sha256: sha256(content), bytes: content.length });

  // The reported SHA-256 is the one given, not one computed: the stat alone vouches for the content.
  const vouched = await api.client.uploadVideo(LIBRARY, videoId(2), { filePath: path, knownContent: { sha256: sha256("other"), fingerprint } });
  expect(vouched.sha256).toBe(sha256("other"));
  expect(uploadOf(videoId(2))!.sha256).toBe(sha256(content));
});

test("a file whose stat changed since the fingerprint is hashed as it is sent", async () => {
  const path = await file("changed.bin", randomBytes(300 * 1024));
  const known = { sha256: sha256(await fs.readFile(path)), fingerprint: await fingerprintOf(path) };
  const rewritten = randomBytes(300 * 1024);
  await fs.writeFile(path, rewritten);
  const result = await api.client.uploadVideo(LIBRARY, videoId(3), { filePath: path, knownContent: known });
  expect(result.sha256).toBe(sha256(rewritten));
  expect(uploadOf(videoId(3))!.sha256).toBe(sha256(rewritten));
});

test("a file rewritten while it is sent unhashed: the upload reports an empty SHA-256, never the known one", async () => {
  const size = 48 * 1024 * 1024;
  const content = randomBytes(size);
  const path = await file("rewritten.bin", content);
  const known = { sha256: sha256(content), fingerprint: await fingerprintOf(path) };
  const relay = await startHeldRelay(api.sim.videoUrl, 1024 * 1024);
  const client = api.clientWith({ videoUrl: relay.url });
  try {
    const upload = client.uploadVideo(LIBRARY, videoId(4), { filePath: path, knownContent: known });
    await relay.held;
    // Rewritten in place, same size, while the client waits on the connection with most of the file unread.
    const handle = await fs.open(path, "r+");
    await handle.write(randomBytes(size), 0, size, 0);
    await handle.close();
    relay.release();
    const result = await upload;
    expect(result).toMatchObject({ success: true, sha256: "", bytes: size });
  } finally {
    await relay.close();
  }
  // The video holds a mix of the two contents: neither the known SHA-256 nor the new file's.
  const stored = uploadOf(videoId(4))!;
  expect(stored.bytes).toBe(size);
  expect(stored.sha256).not.toBe(known.sha256);
  expect(stored.sha256).not.toBe(sha256(await fs.readFile(path)));
});

test("knownContent is checked: a SHA-256 in hex and a fingerprint of decimal digits", async () => {
  const path = await file("checked.bin", Buffer.from("x"));
  const fingerprint = await fingerprintOf(path);
  await expect(
    api.client.uploadVideo(LIBRARY, videoId(5), { filePath: path, knownContent: { sha256: "abc", fingerprint: { ...fingerprint, ino: "-1" } } }),
  ).rejects.toThrow(/knownContent\.sha256.*SHA-256[\s\S]*knownContent\.fingerprint\.ino.*decimal digits|knownContent\.fingerprint\.ino[\s\S]*knownContent\.sha256/);
  expect(api.sim.requests).toHaveLength(0);
});
