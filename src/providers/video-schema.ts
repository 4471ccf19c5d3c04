import { z } from "zod";
import { IntegerId, VideoUploadOptionsSchema, rule } from "../schemas";
import type { ContentFingerprint, EncodedFile, VideoStatus } from "../types";
import type { ResourceDocumentation } from "./definition";
import { UploadedFile, encodingRetry, unconfirmedUpload, videoStatus } from "./video-output-fields";
import type { FileFingerprint } from "./file-fingerprint";
import { LIBRARY_KEY, LibraryKeySchema } from "./library-key";
import { outputOf } from "./program-example";

const THUMBNAIL_TIME_RULE = "must be a whole number of milliseconds from 0 to 2147483647";

/** The inputs of a Video, their rules and descriptions. */
export const VideoInputsSchema = z.object({
  libraryId: IntegerId.meta({
    description: "Id of the video library: a whole number, as a number or its digits. Changing it replaces the video.",
  }),
  [LIBRARY_KEY]: LibraryKeySchema.meta({
    description:
      "The library's own API key, which the video API takes for its videos: a `VideoLibrary`'s `apiKey`. A secret. " +
      "Unset: the provider's `videoApiKey` is sent.",
  }).optional(),
  title: z
    .string(rule("must be a string of at least 1 character"))
    .min(1, "must be a string of at least 1 character")
    .meta({ description: "Title of the video, at least one character. Changing it updates the video in place." }),
  collectionId: z
    .string(rule("must be a string"))
    .meta({
      description:
        "Id of the collection the video belongs to. Changing it moves the video in place. Unset: the collection is " +
        "neither sent nor compared, so a collection chosen in the dashboard stays.",
    })
    .optional(),
  thumbnailTime: z
    .number(rule(THUMBNAIL_TIME_RULE))
    .int(THUMBNAIL_TIME_RULE)
    .min(0, THUMBNAIL_TIME_RULE)
    .max(2_147_483_647, THUMBNAIL_TIME_RULE)
    .meta({
      description: "Time in milliseconds of the frame used as the thumbnail, a whole number; set at creation, a change replaces.",
    })
    .optional(),
  filePath: z
    .string(rule("must be the path of a file"))
    .min(1, "must be the path of a file")
    .meta({
      description:
        "Path of the file to upload into the video, relative to the program's folder or absolute. The file is streamed, " +
        "whatever its size. The API takes one file per video: a change of content (its SHA-256) or of an upload option " +
        "replaces the video (a new one is created first, then the old one deleted).",
    })
    .optional(),
  ...VideoUploadOptionsSchema.shape,
});

/**
 * Checked inputs of a Video: the arguments, plus the fingerprint of the file where one is declared, and
 * `adoptedSha256` where the file was first declared for a video the state knew without one (see the Video's check).
 */
export type VideoInputs = z.output<typeof VideoInputsSchema> & Partial<FileFingerprint> & { adoptedSha256?: string };

/**
 * State of a Video: the inputs plus the video as the API last reported it. `sha256` is empty while the video lacks
 * the declared file (its upload failed, or a read found it missing). `unconfirmedUpload` is the content of an upload
 * that sent it whole and lost its answer, until a read of the video confirms or refutes it (absent in a state written
 * before it was recorded: no such upload). `encodingRetry` is the file of a video this one was created to replace
 * because its encoding failed: while this video holds the same file, its own failure is reported, never replaced.
 */
export interface VideoOutputs extends VideoInputs {
  videoId: string;
  status: VideoStatus;
  length: number;
  storageSize: number;
  unconfirmedUpload?: ContentFingerprint;
  encodingRetry?: EncodedFile;
}

/** The state of a Video as the engine records it: the inputs plus what the API reports. */
export const VideoOutputsSchema = VideoInputsSchema.extend({
    videoId: z.string().meta({ description: "GUID of the video, given by the API at creation." }),
    ...UploadedFile.partial().shape,
    adoptedSha256: z
      .string()
      .meta({
        description:
          "SHA-256 (hex) the declared file had when it was taken as the file of a video that came with its own (an " +
          "import): other content replaces the video.",
      })
      .optional(),
    status: videoStatus,
    length: z.number().int().meta({ description: "Duration of the video in seconds, as the API last reported it." }),
    storageSize: z.number().int().meta({ description: "Storage the video uses, in bytes, as the API last reported it." }),
    unconfirmedUpload,
    encodingRetry,
});

/** How a Video behaves at each step, and an example. */
export const videoDocumentation: ResourceDocumentation = {
  behaviour: [
    "- create: first `GET {videoUrl}/library/{libraryId}/videos?search={title}` for a video that an interrupted",
    "  `pulumi up` (Ctrl+C twice, a killed CLI or provider) or a create whose answer was lost left: one with this exact",
    "  title and collection, created in the last 24 hours, holding no file or the declared file (its SHA-256, which the",
    "  API reports as `originalHash`), and recorded by no other resource of this command. One such video is taken as",
    "  this resource's video; several fail the step, naming them; none: `POST {videoUrl}/library/{libraryId}/videos`",
    "  with `title`, and `collectionId` and `thumbnailTime` when set. A create whose answer is lost (connection cut, a",
    "  timeout, a 5xx) searches again, and creates once more only where it finds none. Then, when `filePath` is set and",
    "  the video does not hold it yet, `PUT {videoUrl}/library/{libraryId}/videos/{videoId}` with the file streamed",
    "  and the set options as query parameters. If the upload fails, the video is still recorded, so the next",
    "  `pulumi up` uploads to it instead of creating another; an upload that sent the whole file and lost its answer is",
    "  recorded as sent (`unconfirmedUpload`), and the next `pulumi up` or refresh reads the video: a file there is",
    "  taken as this one, with no upload and no replacement.",
    "- update: a change of `title` or of a set `collectionId` is sent with `POST",
    "  {videoUrl}/library/{libraryId}/videos/{videoId}`. A video found without its file (status `created` or",
    "  `uploadFailed`) gets the file uploaded again.",
    "- replace: a change of `libraryId` or `thumbnailTime`, of the file's content or an upload option on a video that",
    "  has its file, or a video whose encoding failed (status `error`): a new video is created first, then the old one",
    "  deleted. A failed encoding gets one new video per file content and options: when the new video's encoding fails",
    "  too, its status `error` is reported (`encodingRetry` records the file) and nothing is replaced until the content or",
    "  an option changes, or `pulumi up --replace` asks for it. A file declared for a video that came with its own",
    "  (imported) is taken as that file until its content changes, which then replaces the video; the next update records",
    "  its fingerprint. A file dropped from the program leaves the video as it is, and the state keeps the fingerprint",
    "  of the file it holds: a file declared again is compared with it, and other content replaces the video.",
    "- read (`pulumi refresh`, `preview --refresh`): `GET {videoUrl}/library/{libraryId}/videos/{videoId}`. A title or",
    "  collection changed in the dashboard shows as an update; a missing file as an update that uploads it again; a",
    "  video deleted outside Pulumi is reported gone. `status`, `length` and `storageSize` are reported and never make",
    "  a change on their own.",
    "- delete: `DELETE {videoUrl}/library/{libraryId}/videos/{videoId}`; a video already gone counts as deleted. Use",
    "  `retainOnDelete` to keep the video.",
    "",
    "The resource id is `{libraryId}/{videoId}`.",
  ],
  example: {
    resources: [
      {
        name: "trailer",
        type: "Video",
        properties: { libraryId: "4242", title: "Trailer", filePath: "media/trailer.mp4", enabledResolutions: ["720p"] },
      },
    ],
    exports: { trailerVideoId: outputOf("trailer", "videoId") },
  },
};
