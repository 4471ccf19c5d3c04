import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { z } from "zod";
import type { VideoSource } from "../types";
import { InputValidationError, VideoAlreadyUploadedError } from "../errors";
import type { FailureMapper } from "./failure-mapper";
import { FILE_READ_BYTES } from "./file-reads";
import type { StreamBody } from "./stream-body";

/** The rule of an upload's `source`: a file's path, or a function that opens the content from its start. */
export const VideoSourceInput = z.union(
  [
    z.strictObject({ filePath: z.string().min(1) }),
    z.strictObject({
      open: z.custom<() => NodeJS.ReadableStream>((value) => typeof value === "function", "must be a function"),
      bytes: z.number().int().min(0).optional(),
    }),
  ],
  { error: "must be { filePath } or { open, bytes? }" },
);

/** The content of a checked source, streamed: a file is read from its start by every attempt, never held in memory. */
export async function uploadContent(source: VideoSource, operation: string): Promise<StreamBody> {
  if (!("filePath" in source)) return source;
  const { filePath } = source;
  let size: number;
  try {
    const info = await stat(filePath);
    if (!info.isFile()) throw new Error("not a regular file");
    size = info.size;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "does not exist" : "must be a readable regular file";
    throw new InputValidationError([{ field: "source.filePath", rule: reason }], operation);
  }
  return { open: () => createReadStream(filePath, { highWaterMark: FILE_READ_BYTES }), bytes: size };
}

/** A 400 "already uploaded": the video has a file, which an earlier attempt of this same upload may have sent. */
export const alreadyUploaded: FailureMapper = (target, failure, content) => {
  if (failure.status !== 400 || !/already uploaded/i.test(failure.apiMessage)) return undefined;
  const lostAfterSending = content?.lostAfterSending;
  return new VideoAlreadyUploadedError(target, failure, lostAfterSending !== undefined, lostAfterSending);
};
