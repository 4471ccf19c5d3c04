import { createHash } from "node:crypto";
import { createReadStream, promises as fs } from "node:fs";
import { FILE_READ_BYTES } from "../client/file-reads";
import { sameStatFingerprint, statFingerprintOf } from "../client/stat-fingerprint";
import type { KnownContent, StatFingerprint } from "../types";

/**
 * What identifies the content of the file: its SHA-256 (hex), its size and its modification time; `knownContent`, the
 * SHA-256 check computed with the file's stat at that moment, where that stat can stand for the content read.
 */
export interface FileFingerprint {
  sha256: string;
  bytes: number;
  mtimeMs: number;
  knownContent?: KnownContent;
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
 * The SHA-256 the previous fingerprint gives the file: its known content's while the file's stat is still that one's;
 * without a known content (a racily clean file, or a state written before they were recorded), its SHA-256 while the
 * size and modification time are the same. Undefined where the file must be hashed.
 */
function previousSha256(previous: PreviousFingerprint, filePath: string, bytes: number, mtimeMs: number, stat: StatFingerprint) {
  if (previous.filePath !== filePath) return undefined;
  const { knownContent } = previous;
  if (knownContent !== undefined) return sameStatFingerprint(knownContent.fingerprint, stat) ? knownContent.sha256 : undefined;
  return previous.sha256 && previous.bytes === bytes && previous.mtimeMs === mtimeMs ? previous.sha256 : undefined;
}

/**
 * The fingerprint of the file. The file is hashed only where the previous inputs do not give its SHA-256 (see
 * previousSha256): an unchanged file is not read again on every preview. A new hash is recorded as the file's known
 * content, with the stat read before it, unless the file is racily clean; a known content is kept while it gives the
 * SHA-256. An upload given the known content sends the file without hashing it again.
 */
export async function fileFingerprint(filePath: string, previous: PreviousFingerprint): Promise<FileFingerprint> {
  const hashStartedNs = BigInt(Date.now()) * 1_000_000n;
  const stats = await fs.stat(filePath, { bigint: true });
  if (!stats.isFile()) {
    throw new Error(`${filePath} is not a regular file`);
  }
  const fingerprint = statFingerprintOf(stats);
  // The modification time as a number stat gives it, as states record it.
  const { size: bytes, mtimeMs } = await fs.stat(filePath);
  const known = previousSha256(previous, filePath, bytes, mtimeMs, fingerprint);
  if (known !== undefined) {
    return { sha256: known, bytes, mtimeMs, ...(previous.knownContent && { knownContent: previous.knownContent }) };
  }
  const sha256 = await sha256Of(filePath);
  const standsForContent = !racilyClean(stats.mtimeNs, hashStartedNs);
  return { sha256, bytes, mtimeMs, ...(standsForContent && { knownContent: { sha256, fingerprint } }) };
}
