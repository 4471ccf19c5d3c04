import { createHash } from "node:crypto";
import { createReadStream, promises as fs } from "node:fs";
import { FILE_READ_BYTES } from "../client/file-reads";
import { sameStatFingerprint, statFingerprintOf } from "../client/stat-fingerprint";
import type { StatFingerprint } from "../types";

/**
 * What identifies the content of the file: its SHA-256 (hex), its size and its modification time, and, where its
 * stat can stand for the content read, the stat fingerprint it had when it was hashed.
 */
export interface FileFingerprint {
  sha256: string;
  bytes: number;
  mtimeMs: number;
  statFingerprint?: StatFingerprint;
}

/** The fingerprint a file had when last hashed, as the previous inputs hold it. */
export type PreviousFingerprint = { filePath?: string } & Partial<FileFingerprint>;

/**
 * How close to the start of its hash a file's modification time may be for a write during the hash to leave the
 * same stat (git's "racily clean" file): 2 s, the coarsest timestamp resolution of the filesystems in use (FAT's),
 * which also covers the lag of the kernel's coarse clock that stamps files behind the system clock.
 */
const RACY_WINDOW_NS = 2_000_000_000n;

/**
 * Whether a file whose stat was read at the start of its hash may have been written during the hash with no change
 * its stat would show: its modification time is not older than that start by more than the filesystem can tell.
 */
export function racilyClean(mtimeNs: bigint, hashStartedNs: bigint): boolean {
  return mtimeNs + RACY_WINDOW_NS > hashStartedNs;
}

async function sha256Of(filePath: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(filePath, { highWaterMark: FILE_READ_BYTES })) {
    hash.update(chunk as Buffer);
  }
  return hash.digest("hex");
}

/**
 * Whether the previous fingerprint still describes the file: by its stat fingerprint where it holds one; a
 * fingerprint recorded without (a racily clean file, or a state written before they were recorded) by its size and
 * modification time.
 */
function stillDescribes(previous: PreviousFingerprint, filePath: string, bytes: number, mtimeMs: number, stat: StatFingerprint) {
  if (previous.filePath !== filePath || !previous.sha256) return false;
  if (previous.statFingerprint !== undefined) return sameStatFingerprint(previous.statFingerprint, stat);
  return previous.bytes === bytes && previous.mtimeMs === mtimeMs;
}

/**
 * The fingerprint of the file. The file is hashed only when the previous inputs do not describe it (see
 * stillDescribes): an unchanged file is not read again on every preview. The stat fingerprint is recorded with a new
 * hash unless the file is racily clean, and kept with a previous one only while the file's stat is still it: an upload
 * given it sends the file without hashing it again.
 */
export async function fileFingerprint(filePath: string, previous: PreviousFingerprint): Promise<FileFingerprint> {
  const hashStartedNs = BigInt(Date.now()) * 1_000_000n;
  const stats = await fs.stat(filePath, { bigint: true });
  if (!stats.isFile()) {
    throw new Error(`${filePath} is not a regular file`);
  }
  const stat = statFingerprintOf(stats);
  // The modification time as a number stat gives it, as states record it.
  const { size: bytes, mtimeMs } = await fs.stat(filePath);
  if (stillDescribes(previous, filePath, bytes, mtimeMs, stat)) {
    const kept = previous.statFingerprint !== undefined;
    return { sha256: previous.sha256!, bytes, mtimeMs, ...(kept && { statFingerprint: stat }) };
  }
  const sha256 = await sha256Of(filePath);
  return { sha256, bytes, mtimeMs, ...(!racilyClean(stats.mtimeNs, hashStartedNs) && { statFingerprint: stat }) };
}
