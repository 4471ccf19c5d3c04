import { createReadStream } from "node:fs";
import type { BigIntStats } from "node:fs";
import { stat } from "node:fs/promises";
import { z } from "zod";
import type { KnownContent, VideoSource } from "../types";
import { InputValidationError, VideoAlreadyUploadedError } from "../errors";
import type { FailureMapper } from "./failure-mapper";
import { UPLOAD_READ_BYTES } from "./file-reads";
import { currentStatFingerprint, sameStatFingerprint, statFingerprintOf } from "./stat-fingerprint";
import type { KnownBody, StreamBody } from "./stream-body";

const Decimal = z.string().regex(/^\d+$/, "must be decimal digits");

/** The rule of `knownContent`: a SHA-256 in hex and a stat fingerprint. */
const KnownContentInput = z.strictObject({
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in lowercase hex"),
  fingerprint: z.strictObject({ dev: Decimal, ino: Decimal, size: Decimal, mtimeNs: Decimal, ctimeNs: Decimal }),
});

/** The rule of an upload's `source`: a file's path, or a function that opens the content from its start. */
export const VideoSourceInput = z.union(
  [
    z.strictObject({ filePath: z.string().min(1), knownContent: KnownContentInput.optional() }),
    z.strictObject({
      open: z.custom<() => NodeJS.ReadableStream>((value) => typeof value === "function", "must be a function"),
      bytes: z.number().int().min(0).optional(),
    }),
  ],
  { error: "must be { filePath } or { open, bytes? }" },
);

/**
 * The known content of a file whose stat is still `known`'s fingerprint (`stats`, read before the upload): it stays
 * known while the stat after each attempt's last byte is the same. Undefined otherwise: the attempts hash what they send.
 */
function knownBody(filePath: string, stats: BigIntStats, known: KnownContent | undefined): KnownBody | undefined {
  if (known === undefined || !sameStatFingerprint(statFingerprintOf(stats), known.fingerprint)) return undefined;
  return {
    sha256: known.sha256,
    unchanged: async () => sameStatFingerprint(await currentStatFingerprint(filePath), known.fingerprint),
  };
}

/** The content of a checked source, streamed: a file is read from its start by every attempt, never held in memory. */
export async function uploadContent(source: VideoSource, operation: string): Promise<StreamBody> {
  if (!("filePath" in source)) return source;
  const { filePath, knownContent } = source;
  let stats: BigIntStats;
  try {
    stats = await stat(filePath, { bigint: true });
    if (!stats.isFile()) throw new Error("not a regular file");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "does not exist" : "must be a readable regular file";
    throw new InputValidationError([{ field: "source.filePath", rule: reason }], operation);
  }
  const known = knownBody(filePath, stats, knownContent);
  return {
    open: () => createReadStream(filePath, { highWaterMark: UPLOAD_READ_BYTES }),
    bytes: Number(stats.size),
    ...(known !== undefined && { known }),
  };
}

/** A 400 "already uploaded": the video has a file, which an earlier attempt of this same upload may have sent. */
export const alreadyUploaded: FailureMapper = (target, failure, content) => {
  if (failure.status !== 400 || !/already uploaded/i.test(failure.apiMessage)) return undefined;
  const lostAfterSending = content?.lostAfterSending;
  return new VideoAlreadyUploadedError(target, failure, lostAfterSending !== undefined, lostAfterSending);
};
