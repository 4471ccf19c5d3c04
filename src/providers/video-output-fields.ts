import { z } from "zod";
import { VIDEO_STATUSES, VideoUploadOptionsSchema } from "../schemas";

/** The outputs a VideoUpload and a Video share, with their descriptions. */
const VideoStatus = z
  .enum(VIDEO_STATUSES)
  .meta({ id: "VideoStatus", description: "The state of a video, by name, as the API reports it." });

/** The video's status as last read. */
export const videoStatus = VideoStatus.meta({ description: "The video's status, as last read." });

/** The fingerprint of the uploaded file. */
export const UploadedFile = z.object({
  sha256: z.string().meta({ description: "SHA-256 (hex) of the uploaded content; empty while the video lacks it." }),
  bytes: z.number().int().meta({ description: "Size of the uploaded content in bytes." }),
  mtimeMs: z
    .number()
    .meta({ description: "Modification time of the file (milliseconds since the epoch) when last fingerprinted." }),
});

const ContentFingerprint = z
  .object({
    sha256: z.string().meta({ description: "SHA-256 (hex) of the content sent." }),
    bytes: z.number().int().meta({ description: "Size of the content sent, in bytes." }),
  })
  .meta({ id: "ContentFingerprint", description: "What identifies content that was sent: its SHA-256 and its size." });

/** The content of an upload whose answer was lost. */
export const unconfirmedUpload = ContentFingerprint.meta({
  description:
    "The content an upload sent whole and lost the answer to: the video most likely holds it. The next up or refresh " +
    "reads the video and takes a file there as this content.",
}).optional();

const VideoUploadOptions = VideoUploadOptionsSchema.meta({
  id: "VideoUploadOptions",
  description: "The upload options of a video's file, as the API takes them.",
});

const EncodedFile = z
  .object({
    sha256: z.string().meta({ description: "SHA-256 (hex) of the file." }),
    options: VideoUploadOptions.meta({ description: "The upload options the file was sent with (those the program declares)." }),
  })
  .meta({ id: "EncodedFile", description: "A video's file as the encoder takes it: its content and upload options." });

/** The file whose encoding failed in the video a Video replaced. */
export const encodingRetry = EncodedFile.meta({
  description:
    "The file (content and upload options) whose encoding failed in the video this one replaced: while the " +
    "video holds the same file, its own status `error` is reported and the video is not replaced again.",
}).optional();
