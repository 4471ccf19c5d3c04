import { promises as fs } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { CloudPlatformClient } from "../client";
import { ApiError, NetworkError, VideoAlreadyUploadedError } from "../errors";
import { VIDEO_UPLOAD_OPTION_NAMES, type Checked } from "../schemas";
import type { ContentFingerprint, LibraryVideo, VideoSource, VideoStatus, VideoUploadOptions } from "../types";
import { fileFingerprint, type FileFingerprint } from "./file-fingerprint";
import { unlessGone } from "./gone";
import { PartiallyAppliedError } from "./partially-applied-error";
import { containsUnknown } from "./unknown";

/** The file of a video as inputs give it: its path, its fingerprint once `check` read it, the upload options. */
export type VideoFileInputs = { filePath?: string } & Partial<FileFingerprint> & VideoUploadOptions;

/** Whether the API reports the video without its file: created and never uploaded to, or its upload failed. */
export function fileMissing(status: VideoStatus): boolean {
  return status === "created" || status === "uploadFailed";
}

/** For a relative path, the folder it was resolved from (the program's, where the provider runs), as a message ends. */
export function resolvedFrom(filePath: string): string {
  return path.isAbsolute(filePath) ? "" : ` (a relative path, resolved from the folder ${process.cwd()})`;
}

/**
 * Adds the fingerprint of the declared file to checked inputs. A path that passed its rule is read even when other
 * inputs failed, so that every failure shows at once; a path unknown during a preview leaves the fingerprint out.
 */
export async function withFileFingerprint<Inputs extends object>(
  checked: Checked<Inputs>,
  olds: Record<string, unknown>,
  news: Record<string, unknown>,
): Promise<Checked<Inputs & Partial<FileFingerprint>>> {
  const issues = "issues" in checked ? [...checked.issues] : [];
  const readable =
    news.filePath !== undefined && !issues.some((issue) => issue.field === "filePath") && !containsUnknown(news.filePath);
  let file: FileFingerprint | undefined;
  if (readable) {
    try {
      file = await fileFingerprint(news.filePath as string, olds as VideoFileInputs);
    } catch (error) {
      issues.push({ field: "filePath", rule: `cannot be read: ${(error as Error).message}${resolvedFrom(news.filePath as string)}` });
    }
  }
  if ("issues" in checked || issues.length > 0) {
    return { issues };
  }
  return { value: { ...checked.value, ...file } };
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

/** The upload options the inputs declare. */
export function uploadOptionsOf(inputs: VideoFileInputs): VideoUploadOptions {
  return Object.fromEntries(VIDEO_UPLOAD_OPTION_NAMES.filter((name) => inputs[name] !== undefined).map((name) => [name, inputs[name]]));
}

/** What a failed step leaves known of the file at the video. */
export interface FileAtVideo {
  /** The file the video holds: uploaded, or most likely uploaded where the API refuses another. */
  stored?: FileFingerprint;
  /** The content an upload sent whole and lost the answer to: the video most likely holds it, unconfirmed. */
  unconfirmed?: ContentFingerprint;
}

/**
 * The fingerprint a read of the video (its `status`) leaves in the inputs: the content an upload sent whole and lost
 * the answer to (`unconfirmed`) where the video shows a file, which confirms it; else the recorded `sha256`, unless an
 * earlier read found the file missing (empty): then none, and the next check hashes the file again.
 */
export function fingerprintAfterRead(
  sha256: string | undefined,
  unconfirmed: ContentFingerprint | undefined,
  status: VideoStatus,
): Partial<ContentFingerprint> {
  if (unconfirmed !== undefined && !fileMissing(status)) {
    return unconfirmed;
  }
  return sha256 ? { sha256 } : {};
}

/** The `sha256` a read shows in the outputs: empty where the video lacks its file, so that the next diff sees it. */
export function shownFingerprint(sha256: string | undefined, status: VideoStatus): string {
  return fileMissing(status) ? "" : (sha256 ?? "");
}

/**
 * `call` on a video, or undefined where the API says the video is gone: a 404 that a read of the video's library
 * backs (see unlessGone).
 */
export function unlessVideoGone<T>(client: CloudPlatformClient, libraryId: string, call: Promise<T>): Promise<T | undefined> {
  return unlessGone(call, client, { kind: "libraryVideos", libraryId });
}

/**
 * The file as the upload takes it: with the content check found in it where that is the declared content, so that the
 * upload hashes the file only if its stat changed since.
 */
function uploadSource({ filePath, sha256, knownContent }: VideoFileInputs & { filePath: string }): VideoSource {
  return knownContent !== undefined && knownContent.sha256 === sha256 ? { filePath, knownContent } : { filePath };
}

/**
 * Streams the file into the video with the set options, then reads the video back for its status. The fingerprint
 * is that of the bytes the client sent, so that the state describes what was uploaded even if the file changed
 * after `check`: check's SHA-256 where the file's stat stayed check's through the upload, the hash of the bytes sent
 * where it had changed before, and an empty one where it changed while it was sent (the next `pulumi up` sees other
 * content and uploads again). `unconfirmed` is what the state records of an earlier upload that sent its content whole and lost
 * its answer: where that content is the declared file, the video is read first, and a file there is taken as it,
 * with no upload. When a step fails after the API took part of the work, `recorded` gives the state to record from
 * what is known of the file, and a PartiallyAppliedError records it, so that the next `pulumi up` continues from
 * there; where `recorded` gives nothing, the error is thrown as it is.
 */
export async function uploadAndRead<State extends object>(
  client: CloudPlatformClient,
  target: UploadTarget,
  inputs: VideoFileInputs & { filePath: string },
  unconfirmed: ContentFingerprint | undefined,
  recorded: (known: FileAtVideo) => State | undefined,
): Promise<{ file: FileFingerprint; video: LibraryVideo }> {
  const { id, libraryId, videoId } = target;
  const where = `video ${videoId} in library ${libraryId}`;
  /** Records `known` with a message that ends with the cause's, or throws `error` where nothing is to be recorded. */
  const failed = (error: unknown, known: FileAtVideo, message: (cause: string) => string): never => {
    const state = recorded(known);
    if (state === undefined) {
      throw error;
    }
    const cause = error as Error;
    throw new PartiallyAppliedError(id, state, inputs, message(cause.message), cause);
  };
  const missing = (cause: string) => `${where} is recorded without its file, which the next \`pulumi up\` uploads: ${cause}`;
  // A file gone since `check` fails the step like a failed upload: what the API already took is recorded.
  const { mtimeMs } = await fs
    .stat(inputs.filePath)
    .catch((error: unknown) => failed(error, {}, (cause) => missing(`${cause}${resolvedFrom(inputs.filePath)}`)));
  const fileOf = ({ sha256, bytes }: ContentFingerprint): FileFingerprint => ({ sha256, bytes, mtimeMs });
  const earlier = unconfirmed?.sha256 === inputs.sha256 ? unconfirmed : undefined;
  let uploaded: FileFingerprint | undefined;
  try {
    if (earlier !== undefined) {
      const video = await client.getVideo(libraryId, videoId);
      if (!fileMissing(video.status)) {
        return { file: fileOf(earlier), video };
      }
    }
    uploaded = fileOf(await client.uploadVideo(libraryId, videoId, uploadSource(inputs), uploadOptionsOf(inputs)));
    return { file: uploaded, video: await client.getVideo(libraryId, videoId) };
  } catch (error) {
    if (uploaded !== undefined) {
      const unread = (cause: string) => `the file of ${where} was uploaded, but the video could not be read back: ${cause}`;
      return failed(error, { stored: uploaded }, unread);
    }
    const sent = (error instanceof ApiError || error instanceof NetworkError ? error.sentContent : undefined) ?? earlier;
    if (error instanceof VideoAlreadyUploadedError && sent !== undefined) {
      return failed(
        error,
        { stored: fileOf(sent) },
        (cause) =>
          `the upload to ${where} lost its answer, and the API now says the video has a file: most likely this one, ` +
          "which the API cannot confirm. It is recorded as uploaded, so the next `pulumi up` does not send it again; " +
          `check the video if in doubt (${cause})`,
      );
    }
    if (sent !== undefined) {
      return failed(
        error,
        { unconfirmed: sent },
        (cause) =>
          `the upload to ${where} sent the whole file and lost its answer: the video most likely holds the file, ` +
          "which the API cannot confirm. It is recorded as sent: the next `pulumi up` or `pulumi refresh` reads the " +
          "video and takes a file there as this one, with no upload and no replacement; without one, the next " +
          `\`pulumi up\` uploads it (${cause})`,
      );
    }
    if (error instanceof VideoAlreadyUploadedError) {
      return failed(
        error,
        {},
        (cause) =>
          `${where} already has a file that this program did not upload, and the API takes one file per video: ` +
          `\`pulumi refresh\` reads it, and the next \`pulumi up\` then replaces the video (${cause})`,
      );
    }
    return failed(error, {}, missing);
  }
}
