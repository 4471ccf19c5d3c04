import { createHash } from "node:crypto";
import { createReadStream, promises as fs } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import type { CloudPlatformClient, ContentFingerprint } from "../client";
import { VideoAlreadyUploadedError } from "../client/errors";
import { FILE_READ_BYTES } from "../client/file-reads";
import { IntegerId, PathId, VIDEO_UPLOAD_OPTION_NAMES, VideoUploadOptions, rule } from "../schemas";
import { checkInputs } from "./check";
import type { ProviderDefinition } from "./definition";
import { dynamicProvider } from "./dynamic-provider";
import { PartiallyAppliedError } from "./partially-applied-error";
import { containsUnknown } from "./unknown";

const VideoUploadArgs = z.object({
  libraryId: IntegerId,
  videoId: PathId,
  filePath: z.string(rule("must be the path of a file")).min(1, "must be the path of a file"),
  ...VideoUploadOptions.shape,
});

/** What identifies the content of the file: its SHA-256 (hex), its size and its modification time. */
export interface FileFingerprint {
  sha256: string;
  bytes: number;
  mtimeMs: number;
}

/** Checked inputs, and state, of a VideoUpload: the arguments plus the fingerprint of the file. */
export type VideoUploadState = z.output<typeof VideoUploadArgs> & FileFingerprint;

async function sha256Of(filePath: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(filePath, { highWaterMark: FILE_READ_BYTES })) {
    hash.update(chunk as Buffer);
  }
  return hash.digest("hex");
}

/**
 * The fingerprint of the file. The file is hashed only when its path, size or modification time differ from the
 * previous inputs: an unchanged file is not read again on every preview.
 */
async function fingerprint(filePath: string, previous: Partial<VideoUploadState>): Promise<FileFingerprint> {
  const stat = await fs.stat(filePath);
  if (!stat.isFile()) {
    throw new Error(`${filePath} is not a regular file`);
  }
  const unchanged =
    previous.filePath === filePath &&
    previous.bytes === stat.size &&
    previous.mtimeMs === stat.mtimeMs &&
    typeof previous.sha256 === "string";
  return {
    sha256: unchanged ? previous.sha256! : await sha256Of(filePath),
    bytes: stat.size,
    mtimeMs: stat.mtimeMs,
  };
}

/**
 * Streams the file to the API. The state records the fingerprint of the bytes the client sent, so that it
 * describes what was uploaded even if the file changed after `check`.
 */
async function upload(client: CloudPlatformClient, inputs: VideoUploadState): Promise<VideoUploadState> {
  const stat = await fs.stat(inputs.filePath);
  const options: VideoUploadOptions = {};
  for (const name of VIDEO_UPLOAD_OPTION_NAMES) {
    if (inputs[name] !== undefined) {
      Object.assign(options, { [name]: inputs[name] });
    }
  }
  let sent: ContentFingerprint;
  try {
    const { sha256, bytes } = await client.uploadVideo(inputs.libraryId, inputs.videoId, { filePath: inputs.filePath }, options);
    sent = { sha256, bytes };
  } catch (error) {
    if (error instanceof VideoAlreadyUploadedError && error.sentContent !== undefined) {
      const recorded: VideoUploadState = { ...inputs, ...error.sentContent, mtimeMs: stat.mtimeMs };
      throw new PartiallyAppliedError(
        `${inputs.libraryId}/${inputs.videoId}`,
        recorded,
        inputs,
        `the upload to video ${inputs.videoId} in library ${inputs.libraryId} lost its answer, and the API now says ` +
          "the video has a file: most likely this one, which the API cannot confirm. It is recorded as uploaded, so " +
          `the next \`pulumi up\` does not send it again; check the video if in doubt (${error.message})`,
        error,
      );
    }
    if (error instanceof VideoAlreadyUploadedError) {
      throw new Error(
        `video ${inputs.videoId} in library ${inputs.libraryId} already has a file, and the API accepts one upload ` +
          `per video: to upload a new file or new options, give this VideoUpload the videoId of a new video ` +
          `(${error.message})`,
        { cause: error },
      );
    }
    throw error;
  }
  return { ...inputs, ...sent, mtimeMs: stat.mtimeMs };
}

/** The VideoUpload provider; see `VideoUpload` for the behaviour. */
export const videoUploadDefinition: ProviderDefinition<VideoUploadState> = {
  async check(olds, news) {
    const checked = checkInputs(VideoUploadArgs, news);
    const failures = [...(checked.failures ?? [])];
    // A path that passed its rule is read even when other inputs failed, so that every failure shows at once.
    const readable = !failures.some((failure) => failure.property === "filePath") && !containsUnknown(news.filePath);
    let file: FileFingerprint | undefined;
    if (readable) {
      try {
        file = await fingerprint(news.filePath as string, olds);
      } catch (error) {
        failures.push({ property: "filePath", reason: `cannot be read: ${(error as Error).message}` });
      }
    }
    if (checked.inputs === undefined || failures.length > 0) {
      return { failures };
    }
    return { inputs: { ...checked.inputs, ...file } as VideoUploadState };
  },

  diffRules: { replaceOn: ["libraryId", "videoId"], updateOn: ["filePath", "sha256", ...VIDEO_UPLOAD_OPTION_NAMES] },

  async create(client, inputs) {
    return { id: `${inputs.libraryId}/${inputs.videoId}`, outs: await upload(client, inputs) };
  },

  async update(client, _id, olds, news) {
    const uploadNeeded =
      news.sha256 !== olds.sha256 ||
      VIDEO_UPLOAD_OPTION_NAMES.some((name) => !isDeepStrictEqual(olds[name], news[name]));
    return { outs: uploadNeeded ? await upload(client, news) : news };
  },
};

export const videoUploadProvider = dynamicProvider(videoUploadDefinition);
