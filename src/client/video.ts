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
  VideoListPage,
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
import { apiObjects } from "./api-objects";
import { endpoint } from "./endpoint";
import type { FailureMapper } from "./failure-mapper";
import { bodyOf, statusResult, uploadResult } from "./envelopes";
import { InputValidationError, VideoAlreadyUploadedError } from "../errors";
import { FILE_READ_BYTES } from "./file-reads";
import { path, query } from "./request";
import type { StreamBody } from "./stream-body";

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
const SearchInput = z.object({ libraryId: IntegerId, search: z.string().min(1).optional(), page: z.number().int().min(1) });
/** Videos per page of a search: the most the API serves in one page. */
export const VIDEO_SEARCH_PAGE_SIZE = 1000;
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

/** A 400 "already uploaded": the video has a file, which an earlier attempt of this same upload may have sent. */
const alreadyUploaded: FailureMapper = (target, failure, content) => {
  if (failure.status !== 400 || !/already uploaded/i.test(failure.apiMessage)) return undefined;
  const lostAfterSending = content?.lostAfterSending;
  return new VideoAlreadyUploadedError(target, failure, lostAfterSending !== undefined, lostAfterSending);
};

/** The set options as query parameters, in the API's documented order. */
function uploadQuery(options: VideoUploadOptions): string {
  return query(Object.fromEntries(VIDEO_UPLOAD_OPTION_NAMES.map((name) => [name, options[name]])));
}

export const videoEndpoints = {
  /**
   * Streams the content to the video (never holding it in memory) with the
   * given options as query parameters, and returns the API's answer with the
   * SHA-256 and size of the content sent. A 400 "already uploaded" becomes
   * VideoAlreadyUploadedError, which says whether an earlier attempt of this
   * same call may have stored the file.
   */
  uploadVideo: endpoint({
    method: "PUT",
    video: true,
    writes: (libraryId: string, videoId: string) => apiObjects.video(libraryId, videoId),
    failure: alreadyUploaded,
    call: (endpoint) => async (
      libraryId: string,
      videoId: string,
      source: VideoSource,
      options: VideoUploadOptions = {},
    ): Promise<UploadedVideo> => {
      const input = endpoint.check(UploadInput, { libraryId, videoId, source, options });
      const content = "filePath" in input.source ? await fileContent(input.source.filePath) : input.source;
      return endpoint.send({
        path: path`/library/${input.libraryId}/videos/${input.videoId}`,
        query: uploadQuery(input.options),
        body: { stream: content },
        envelope: uploadResult(StatusModelSchema),
      });
    },
  }),

  /** `GET {videoUrl}/library/{libraryId}/videos/{videoId}`, with the status decoded to its name. */
  getVideo: endpoint({
    method: "GET",
    video: true,
    reads: (libraryId: string, videoId: string) => apiObjects.video(libraryId, videoId),
    call: (endpoint) => async (libraryId: string, videoId: string): Promise<LibraryVideo> => {
      const input = endpoint.check(VideoInput, { libraryId, videoId });
      return endpoint.send({ path: path`/library/${input.libraryId}/videos/${input.videoId}`, envelope: bodyOf(LibraryVideoSchema) });
    },
  }),

  /**
   * Without `search`: the first video of the library, read for the answer alone. With it: page `page` (from 1, 1000
   * a page) of the videos whose title contains `search`.
   */
  listVideos: endpoint({
    method: "GET",
    provesAddress: true,
    video: true,
    call: (endpoint) => async (libraryId: string, search?: string, page = 1): Promise<LibraryVideo[]> => {
      const input = endpoint.check(SearchInput, { libraryId, search, page });
      const pageQuery =
        input.search === undefined
          ? { page: 1, itemsPerPage: 1 }
          : { page: input.page, itemsPerPage: VIDEO_SEARCH_PAGE_SIZE, search: input.search };
      const answer = await endpoint.send({
        path: path`/library/${input.libraryId}/videos`,
        query: query(pageQuery),
        envelope: bodyOf(VideoListPage),
      });
      return answer.items ?? [];
    },
  }),

  /**
   * `POST {videoUrl}/library/{libraryId}/videos`: a new video without a file; `videoId` of the result is its guid.
   * Retried only where no video can have been created (429, a failed connect): after any other failure the video
   * may exist, and the error says so by its kind (a NetworkError or a 5xx ApiError).
   */
  createVideo: endpoint({
    method: "POST",
    video: true,
    // A repeat after a 5xx, a dropped connection or a timeout could create a second video; only a 429 or a failed
    // connect (nothing created) is retried.
    retry: "whenNotSent",
    call: (endpoint) => async (libraryId: string, fields: CreateVideoRequest): Promise<LibraryVideo> => {
      const input = endpoint.check(CreateInput, { libraryId, fields });
      return endpoint.send({
        path: path`/library/${input.libraryId}/videos`,
        body: { json: input.fields },
        envelope: bodyOf(LibraryVideoSchema),
      });
    },
  }),

  /** `POST {videoUrl}/library/{libraryId}/videos/{videoId}`: sets the title and/or the collection ("" for none). */
  updateVideo: endpoint({
    method: "POST",
    video: true,
    // The body sets the title and collection to given values: applied twice, it leaves the video as applied once.
    retry: "idempotent",
    writes: (libraryId: string, videoId: string) => apiObjects.video(libraryId, videoId),
    call: (endpoint) => async (libraryId: string, videoId: string, changes: UpdateVideoRequest): Promise<void> => {
      const input = endpoint.check(UpdateInput, { libraryId, videoId, changes });
      await endpoint.send({
        path: path`/library/${input.libraryId}/videos/${input.videoId}`,
        body: { json: input.changes },
        envelope: statusResult(StatusModelSchema),
      });
    },
  }),

  /**
   * `DELETE {videoUrl}/library/{libraryId}/videos/{videoId}`. A retried delete whose first attempt was applied
   * answers 404: a NotFoundError whose `fromApi` is true means the video is gone either way.
   */
  deleteVideo: endpoint({
    method: "DELETE",
    video: true,
    writes: (libraryId: string, videoId: string) => apiObjects.video(libraryId, videoId),
    call: (endpoint) => async (libraryId: string, videoId: string): Promise<void> => {
      const input = endpoint.check(VideoInput, { libraryId, videoId });
      await endpoint.send({ path: path`/library/${input.libraryId}/videos/${input.videoId}`, envelope: statusResult(StatusModelSchema) });
    },
  }),
};
