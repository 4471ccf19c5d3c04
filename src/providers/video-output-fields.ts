import { z } from "zod";
import { VIDEO_STATUSES, VideoUploadOptionsSchema } from "../schemas";

/** The outputs a VideoUpload and a Video share, with their descriptions. */
const VideoStatus = z
  .enum(VIDEO_STATUSES)
  .meta({ id: "VideoStatus", description: "The state of a video, by name, as the API reports it." });

/** The video's status as last read. */
export const videoStatus = VideoStatus.meta({
  description: "The video's processing state, as the API last reported it: after each upload and at each refresh.",
});

const digits = (description: string) => z.string().meta({ description: `${description}, in decimal digits.` });

const StatFingerprint = z
  .object({
    dev: digits("Device the file is on"),
    ino: digits("Inode of the file"),
    size: digits("Size of the file in bytes"),
    mtimeNs: digits("Modification time, nanoseconds since the epoch"),
    ctimeNs: digits("Change time, nanoseconds since the epoch"),
  })
  .meta({ id: "StatFingerprint", description: "What identifies a file without reading it: its stat." });

const KnownContent = z
  .object({
    sha256: z.string().meta({ description: "SHA-256 (hex) of the file's content at that stat." }),
    fingerprint: StatFingerprint.meta({ description: "The file's stat when it was hashed." }),
  })
  .meta({ id: "KnownContent", description: "A file's content as hashed, and the file's stat at that moment." });

/** The fingerprint of the uploaded file. */
export const UploadedFile = z.object({
  sha256: z
    .string()
    .meta({ description: "SHA-256 (hex) of the uploaded content; empty where a refresh found the video without its file." }),
  bytes: z.number().int().meta({ description: "Size of the uploaded content in bytes." }),
  mtimeMs: z
    .number()
    .meta({ description: "Modification time of the file (milliseconds since the epoch) when it was last fingerprinted." }),
  knownContent: KnownContent.meta({
    description:
      "The file's SHA-256 as the last check that read it computed it, with the file's stat then: while the file keeps " +
      "that stat, the SHA-256 stands for its content (check does not read it again, and the upload sends it without " +
      "hashing it); absent where the file was modified too close to its hash for its stat to show a change.",
  }).optional(),
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
    "The content (SHA-256 and size) an upload sent whole and lost the answer to: the video most likely holds it. The " +
    "next `pulumi up` or refresh reads the video and takes a file there as this content; absent otherwise.",
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
    "The file whose encoding failed in the video this one was created to replace: while the video holds the same file " +
    "(content and upload options), its own status `error` is reported and it is not replaced again; absent otherwise.",
}).optional();
