import { z } from "zod";
import { caseInsensitiveObject } from "./case-insensitive";
import { integerBetween, rule } from "./rules";

/** Video status names, indexed by the API's status integer (`VideoModelStatus` 0 to 8). */
export const VIDEO_STATUSES = [
  "created",
  "uploaded",
  "processing",
  "transcoding",
  "finished",
  "error",
  "uploadFailed",
  "jitSegmenting",
  "jitPlaylistsCreated",
] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

const STATUS_RULE = `must be a video status from 0 to ${VIDEO_STATUSES.length - 1}`;
const StatusCode = z
  .number(STATUS_RULE)
  .int(STATUS_RULE)
  .min(0, STATUS_RULE)
  .max(VIDEO_STATUSES.length - 1, STATUS_RULE)
  .transform((code) => VIDEO_STATUSES[code]);

/** Answer of `GET /library/{libraryId}/videos/{videoId}` and of the create (`VideoModel`), decoded. */
export const Video = caseInsensitiveObject({
  videoLibraryId: z.number().int(),
  guid: z.string().min(1),
  title: z.string(),
  collectionId: z.string().nullish(),
  status: StatusCode,
  length: z.number().int(),
  storageSize: z.number().int(),
  encodeProgress: z.number().int(),
}).transform((wire) => ({
  libraryId: String(wire.videoLibraryId),
  /** The video's guid. */
  videoId: wire.guid,
  title: wire.title,
  /** The collection holding the video; null for none (the API sends "" or null). */
  collectionId: wire.collectionId || null,
  status: wire.status,
  /** Duration in seconds. */
  length: wire.length,
  /** Bytes stored for the video. */
  storageSize: wire.storageSize,
  /** Encoding progress in percent. */
  encodeProgress: wire.encodeProgress,
}));
export type Video = z.output<typeof Video>;

const Title = z.string(rule("must be a string")).min(1, "must not be empty");
const CollectionId = z.string(rule("must be a string"));

/** Body of `POST /library/{libraryId}/videos`; an unset field is left out, never sent as null. */
export const CreateVideoRequest = z.strictObject(
  {
    title: Title,
    collectionId: CollectionId.optional(),
    /** Milliseconds into the video where the main thumbnail is taken. */
    thumbnailTime: integerBetween(0, 2_147_483_647).optional(),
  },
  rule("must be an object"),
);
export type CreateVideoRequest = z.output<typeof CreateVideoRequest>;

/** Body of `POST /library/{libraryId}/videos/{videoId}`: the fields to change ("" as collectionId for none). */
export const UpdateVideoRequest = z
  .strictObject({ title: Title.optional(), collectionId: CollectionId.optional() }, rule("must be an object"))
  .refine((changes) => changes.title !== undefined || changes.collectionId !== undefined, "must set title or collectionId");
export type UpdateVideoRequest = z.output<typeof UpdateVideoRequest>;
