import type { CheckResult } from "@pulumi/pulumi/dynamic";
import { createHash } from "node:crypto";
import { createReadStream, promises as fs } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import type { CloudPlatformClient } from "../client";
import { FILE_READ_BYTES } from "../client/file-reads";
import { VideoAlreadyUploadedError } from "../errors";
import { VIDEO_UPLOAD_OPTION_NAMES } from "../schemas";
import type { LibraryVideo, VideoStatus, VideoUploadOptions } from "../types";
import { PartiallyAppliedError } from "./partially-applied-error";
import { containsUnknown } from "./unknown";

/** What identifies the content of the file: its SHA-256 (hex), its size and its modification time. */
export interface FileFingerprint {
  sha256: string;
  bytes: number;
  mtimeMs: number;
}

/** The file of a video as inputs give it: its path, its fingerprint once `check` read it, the upload options. */
export type VideoFileInputs = { filePath?: string } & Partial<FileFingerprint> & VideoUploadOptions;

/** Whether the API reports the video without its file: created and never uploaded to, or its upload failed. */
export function fileMissing(status: VideoStatus): boolean {
  return status === "created" || status === "uploadFailed";
}

async function sha256Of(filePath: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(filePath, { highWaterMark: FILE_READ_BYTES })) {
    hash.update(chunk as Buffer);
  }
  return hash.digest("hex");
}

/**
 * The fingerprint of the file. The file is hashed only when its path, size or modification time differ from the
 * previous inputs, or these hold no hash: an unchanged file is not read again on every preview.
 */
async function fingerprint(filePath: string, previous: VideoFileInputs): Promise<FileFingerprint> {
  const stat = await fs.stat(filePath);
  if (!stat.isFile()) {
    throw new Error(`${filePath} is not a regular file`);
  }
  const unchanged =
    previous.filePath === filePath && previous.bytes === stat.size && previous.mtimeMs === stat.mtimeMs && Boolean(previous.sha256);
  return {
    sha256: unchanged ? previous.sha256! : await sha256Of(filePath),
    bytes: stat.size,
    mtimeMs: stat.mtimeMs,
  };
}

/**
 * Adds the fingerprint of the declared file to checked inputs. A path that passed its rule is read even when other
 * inputs failed, so that every failure shows at once; a path unknown during a preview leaves the fingerprint out.
 */
export async function withFileFingerprint<Inputs extends object>(
  checked: CheckResult<Inputs>,
  olds: Record<string, unknown>,
  news: Record<string, unknown>,
): Promise<CheckResult<Inputs & Partial<FileFingerprint>>> {
  const failures = [...(checked.failures ?? [])];
  const readable =
    news.filePath !== undefined &&
    !failures.some((failure) => failure.property === "filePath") &&
    !containsUnknown(news.filePath);
  let file: FileFingerprint | undefined;
  if (readable) {
    try {
      file = await fingerprint(news.filePath as string, olds as VideoFileInputs);
    } catch (error) {
      failures.push({ property: "filePath", reason: `cannot be read: ${(error as Error).message}` });
    }
  }
  if (checked.inputs === undefined || failures.length > 0) {
    return { failures };
  }
  return { inputs: { ...checked.inputs, ...file } };
}

/** Whether an upload option keeps its value: a list is a set to the API (check refuses repeats), its order means nothing. */
function sameOption(old: unknown, next: unknown): boolean {
  if (Array.isArray(old) && Array.isArray(next)) {
    return old.length === next.length && next.every((item) => old.includes(item));
  }
  return isDeepStrictEqual(old, next);
}

/** The upload options whose value differs from `olds` to `news` (a value unknown during a preview differs). */
export function changedUploadOptions(olds: VideoUploadOptions, news: VideoUploadOptions): (keyof VideoUploadOptions)[] {
  return VIDEO_UPLOAD_OPTION_NAMES.filter((name) => !sameOption(olds[name], news[name]));
}

/** Where a file goes: the id of the resource that records it, and the video. */
export interface UploadTarget {
  id: string;
  libraryId: string;
  videoId: string;
}

function uploadOptionsOf(inputs: VideoFileInputs): VideoUploadOptions {
  return Object.fromEntries(VIDEO_UPLOAD_OPTION_NAMES.filter((name) => inputs[name] !== undefined).map((name) => [name, inputs[name]]));
}

/**
 * Streams the file into the video with the set options, then reads the video back for its status. The fingerprint
 * is that of the bytes the client sent, so that the state describes what was uploaded even if the file changed
 * after `check`. When a step fails after the API took part of the work, `recorded` gives the state to record from
 * what is known of the file (undefined: not stored), and a PartiallyAppliedError records it, so that the next
 * `pulumi up` continues from there; where `recorded` gives nothing, the error is thrown as it is.
 */
export async function uploadAndRead<State extends object>(
  client: CloudPlatformClient,
  target: UploadTarget,
  inputs: VideoFileInputs & { filePath: string },
  recorded: (file: FileFingerprint | undefined) => State | undefined,
): Promise<{ file: FileFingerprint; video: LibraryVideo }> {
  const { id, libraryId, videoId } = target;
  /** Records what is known of the file after `error`, or throws `error` as it is where nothing is to be recorded. */
  const failed = (error: unknown, file: FileFingerprint | undefined, lostAnswer: boolean): never => {
    const cause = error as Error;
    const state = recorded(file);
    if (state === undefined) {
      throw error;
    }
    const message = lostAnswer
      ? `the upload to video ${videoId} in library ${libraryId} lost its answer, and the API now says the video has ` +
        "a file: most likely this one, which the API cannot confirm. It is recorded as uploaded, so the next " +
        `\`pulumi up\` does not send it again; check the video if in doubt (${cause.message})`
      : file === undefined
        ? `video ${videoId} in library ${libraryId} is recorded without its file, which the next \`pulumi up\` ` +
          `uploads: ${cause.message}`
        : `the file of video ${videoId} in library ${libraryId} was uploaded, but the video could not be read ` +
          `back: ${cause.message}`;
    throw new PartiallyAppliedError(id, state, inputs, message, cause);
  };
  // A file gone since `check` fails the step like a failed upload: what the API already took is recorded.
  const { mtimeMs } = await fs.stat(inputs.filePath).catch((error: unknown) => failed(error, undefined, false));
  let file: FileFingerprint | undefined;
  try {
    const sent = await client.uploadVideo(libraryId, videoId, { filePath: inputs.filePath }, uploadOptionsOf(inputs));
    file = { sha256: sent.sha256, bytes: sent.bytes, mtimeMs };
    return { file, video: await client.getVideo(libraryId, videoId) };
  } catch (error) {
    const lostAnswer = error instanceof VideoAlreadyUploadedError && error.sentContent !== undefined;
    return failed(error, lostAnswer ? { ...(error as VideoAlreadyUploadedError).sentContent!, mtimeMs } : file, lostAnswer);
  }
}
