import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { z } from "zod";
import {
  CreateVideoRequestSchema,
  IntegerId,
  LibraryVideoSchema,
  PathId,
  UpdateVideoRequestSchema,
  StatusModelSchema,
  VIDEO_UPLOAD_OPTION_NAMES,
  VideoUploadOptionsSchema,
} from "../schemas";
import type {
  CreateVideoRequest,
  LibraryVideo,
  UpdateVideoRequest,
  UploadedVideo,
  VideoSource,
  VideoUploadOptions,
} from "../types";
import type { ApiCaller } from "./caller";
import { checkInput } from "./check-input";
import { bodyOf, statusResult, uploadResult } from "./envelopes";
import { InputValidationError } from "../errors";
import { FILE_READ_BYTES } from "./file-reads";
import { path, query, type StreamBody } from "./request";

const VideoSourceInput = z.union(
  [
    z.strictObject({ filePath: z.string().min(1) }),
    z.strictObject({
      open: z.custom<() => NodeJS.ReadableStream>((value) => typeof value === "function", "must be a function"),
      bytes: z.number().int().min(0).optional(),
    }),
  ],
  { error: "must be { filePath } or { open, bytes? }" },
);

const UploadInput = z.object({ libraryId: IntegerId, videoId: PathId, source: VideoSourceInput, options: VideoUploadOptionsSchema });
const VideoInput = z.object({ libraryId: IntegerId, videoId: PathId });
const CreateInput = z.object({ libraryId: IntegerId, fields: CreateVideoRequestSchema });
const UpdateInput = z.object({ libraryId: IntegerId, videoId: PathId, changes: UpdateVideoRequestSchema });

async function fileContent(filePath: string): Promise<StreamBody> {
  let size: number;
  try {
    const info = await stat(filePath);
    if (!info.isFile()) throw new Error("not a regular file");
    size = info.size;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "does not exist" : "must be a readable regular file";
    throw new InputValidationError([{ field: "source.filePath", rule: reason }], "uploadVideo");
  }
  return { open: () => createReadStream(filePath, { highWaterMark: FILE_READ_BYTES }), bytes: size };
}

/** The set options as query parameters, in the API's documented order. */
function uploadQuery(options: VideoUploadOptions): string {
  return query(Object.fromEntries(VIDEO_UPLOAD_OPTION_NAMES.map((name) => [name, options[name]])));
}

export async function uploadVideo(
  api: ApiCaller,
  libraryId: string,
  videoId: string,
  source: VideoSource,
  options: VideoUploadOptions = {},
): Promise<UploadedVideo> {
  const input = checkInput("uploadVideo", UploadInput, { libraryId, videoId, source, options });
  const content = "filePath" in input.source ? await fileContent(input.source.filePath) : input.source;
  return api.call({
    operation: "uploadVideo",
    method: "PUT",
    video: true,
    path: path`/library/${input.libraryId}/videos/${input.videoId}`,
    query: uploadQuery(input.options),
    body: { stream: content },
    envelope: uploadResult(StatusModelSchema),
  });
}

export async function getVideo(api: ApiCaller, libraryId: string, videoId: string): Promise<LibraryVideo> {
  const input = checkInput("getVideo", VideoInput, { libraryId, videoId });
  return api.call({
    operation: "getVideo",
    method: "GET",
    video: true,
    path: path`/library/${input.libraryId}/videos/${input.videoId}`,
    envelope: bodyOf(LibraryVideoSchema),
  });
}

export async function createVideo(api: ApiCaller, libraryId: string, fields: CreateVideoRequest): Promise<LibraryVideo> {
  const input = checkInput("createVideo", CreateInput, { libraryId, fields });
  return api.call({
    operation: "createVideo",
    method: "POST",
    video: true,
    path: path`/library/${input.libraryId}/videos`,
    body: { json: input.fields },
    // A repeat after a 5xx, a dropped connection or a timeout could create a second video; only a 429 or a failed
    // connect (nothing created) is retried.
    retry: "whenNotSent",
    envelope: bodyOf(LibraryVideoSchema),
  });
}

export async function updateVideo(api: ApiCaller, libraryId: string, videoId: string, changes: UpdateVideoRequest): Promise<void> {
  const input = checkInput("updateVideo", UpdateInput, { libraryId, videoId, changes });
  await api.call({
    operation: "updateVideo",
    method: "POST",
    video: true,
    path: path`/library/${input.libraryId}/videos/${input.videoId}`,
    body: { json: input.changes },
    // The body sets the title and collection to given values: applied twice, it leaves the video as applied once.
    retry: "idempotent",
    envelope: statusResult(StatusModelSchema),
  });
}

export async function deleteVideo(api: ApiCaller, libraryId: string, videoId: string): Promise<void> {
  const input = checkInput("deleteVideo", VideoInput, { libraryId, videoId });
  await api.call({
    operation: "deleteVideo",
    method: "DELETE",
    video: true,
    path: path`/library/${input.libraryId}/videos/${input.videoId}`,
    envelope: statusResult(StatusModelSchema),
  });
}
