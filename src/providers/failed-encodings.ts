import { VIDEO_UPLOAD_OPTION_NAMES } from "../schemas";
import type { EncodedFile, VideoUploadOptions } from "../types";

/** The file's declared upload options, lists sorted: the API takes them as sets. */
function normalOptions(options: VideoUploadOptions): [string, unknown][] {
  return VIDEO_UPLOAD_OPTION_NAMES.filter((name) => options[name] !== undefined).map((name) => {
    const value = options[name];
    return [name, Array.isArray(value) ? [...value].sort() : value];
  });
}

function keyOf(libraryId: string, file: EncodedFile): string {
  return JSON.stringify([libraryId, file.sha256, normalOptions(file.options)]);
}

/** Whether two records name the same file: same content, same options (lists in any order). */
export function sameEncodedFile(a: EncodedFile | undefined, b: EncodedFile): boolean {
  return a !== undefined && keyOf("", a) === keyOf("", b);
}

/**
 * Files whose encoding failed in a library, as a Video's diff found them in this process. The engine checks a
 * replacement's inputs afresh, without the old ones, so that nothing of the video being replaced reaches the create
 * of its successor but this: the diff that answers the replacement notes the failed file, and the create that follows
 * in the same process (one per command) records it on the new video. The next command starts with none.
 */
const failedFiles = new Set<string>();

export function noteFailedEncoding(libraryId: string, file: EncodedFile): void {
  failedFiles.add(keyOf(libraryId, file));
}

export function encodingFailedBefore(libraryId: string, file: EncodedFile): boolean {
  return failedFiles.has(keyOf(libraryId, file));
}
