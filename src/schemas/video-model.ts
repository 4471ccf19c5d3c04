import { z } from "zod";
import type { CreateVideoRequest, LibraryVideo, UpdateVideoRequest, VideoStatus } from "../types";
import { answerObject } from "../api/answer-object";
import { parsesTo } from "./parses-to";
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
] as const satisfies readonly VideoStatus[];

const STATUS_RULE = `must be a video status from 0 to ${VIDEO_STATUSES.length - 1}`;
const StatusCode = z
  .number(STATUS_RULE)
  .int(STATUS_RULE)
  .min(0, STATUS_RULE)
  .max(VIDEO_STATUSES.length - 1, STATUS_RULE)
  .transform((code) => VIDEO_STATUSES[code]);

/** Answer of `GET /library/{libraryId}/videos/{videoId}` and of the create (`VideoModel`), decoded. */
export const LibraryVideoSchema = parsesTo<LibraryVideo>()(answerObject({
  videoLibraryId: z.number().int(),
  guid: z.string().min(1),
  title: z.string(),
  collectionId: z.string().nullish(),
  status: StatusCode,
  length: z.number().int(),
  storageSize: z.number().int(),
  encodeProgress: z.number().int(),
  dateUploaded: z.string().nullish(),
  // The video document (VideoModel) gives originalHash as the SHA-256 of the file as uploaded, a nullable string, and
  // hasOriginal as a nullable boolean (whether the library keeps that file). No public client parses either
  // (BunnyWay/terraform-provider-bunnynet's stream video, dan-online/bunnycdn-stream), so the hash's case and when it
  // is null are not known: it is compared in lower case, and null, absent or empty means the API gives none.
  originalHash: z.string().nullish(),
}).transform((wire) => ({
  libraryId: String(wire.videoLibraryId),
  videoId: wire.guid,
  title: wire.title,
  collectionId: wire.collectionId || null,
  status: wire.status,
  length: wire.length,
  storageSize: wire.storageSize,
  encodeProgress: wire.encodeProgress,
  dateUploaded: wire.dateUploaded ?? null,
  originalHash: wire.originalHash ? wire.originalHash.toLowerCase() : null,
})));

const Title = z.string(rule("must be a string")).min(1, "must not be empty");
const CollectionId = z.string(rule("must be a string"));

/** Body of `POST /library/{libraryId}/videos`; an unset field is left out, never sent as null. */
export const CreateVideoRequestSchema = parsesTo<CreateVideoRequest>()(z.strictObject(
  {
    title: Title,
    collectionId: CollectionId.optional(),
    thumbnailTime: integerBetween(0, 2_147_483_647).optional(),
  },
  rule("must be an object"),
));

/** Body of `POST /library/{libraryId}/videos/{videoId}`: the fields to change ("" as collectionId for none). */
export const UpdateVideoRequestSchema = parsesTo<UpdateVideoRequest>()(z
  .strictObject({ title: Title.optional(), collectionId: CollectionId.optional() }, rule("must be an object"))
  .refine((changes) => changes.title !== undefined || changes.collectionId !== undefined, "must set title or collectionId"));
