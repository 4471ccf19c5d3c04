/** A resolution the API can encode to. */
export type VideoResolution = "240p" | "360p" | "480p" | "720p" | "1080p" | "1440p" | "2160p";

/** A codec the API can encode with. */
export type VideoOutputCodec = "x264" | "vp9";

/**
 * The options of a video upload (`PUT {videoUrl}/library/{libraryId}/videos/{videoId}`), by their API names; each
 * option left unset is not sent, so the library's setting applies.
 */
export interface VideoUploadOptions {
  /** JIT encoding for this video (needs Premium Encoding); overrides the library setting. */
  jitEnabled?: boolean;
  /** The resolutions to encode, distinct values. */
  enabledResolutions?: VideoResolution[];
  /** The codecs to encode with, distinct values; overrides the library setting. */
  enabledOutputCodecs?: VideoOutputCodec[];
  /** Transcription of this video (charged). */
  transcribeEnabled?: boolean;
  /** The target languages of the transcription: distinct ISO 639-1 codes such as `en`, `de`. */
  transcribeLanguages?: string[];
  /** The language spoken in the video, an ISO 639-1 code. */
  sourceLanguage?: string;
  /** Generate the title from the transcription. */
  generateTitle?: boolean;
  /** Generate the description from the transcription. */
  generateDescription?: boolean;
  /** Generate chapters from the transcription. */
  generateChapters?: boolean;
  /** Generate moments from the transcription. */
  generateMoments?: boolean;
}

/** The API's answer to a video upload. */
export interface UploadResult {
  /** Whether the video was uploaded; an answer that says otherwise is turned into an error. */
  success: boolean;
  /** The API's message. */
  message?: string | null;
  /** The HTTP status the API reports in the body. */
  statusCode?: number;
}

/** The state of a video, by name (the API's status integers 0 to 8, in this order). */
export type VideoStatus =
  | "created"
  | "uploaded"
  | "processing"
  | "transcoding"
  | "finished"
  | "error"
  | "uploadFailed"
  | "jitSegmenting"
  | "jitPlaylistsCreated";

/** A video of a video library, as the API reports it (`GET /library/{libraryId}/videos/{videoId}`, the create). */
export interface LibraryVideo {
  /** Id of the video library. */
  libraryId: string;
  /** The video's guid. */
  videoId: string;
  /** The video's title. */
  title: string;
  /** The collection that holds the video; null for none. */
  collectionId: string | null;
  /** Where the video is between creation and playback. */
  status: VideoStatus;
  /** Duration in seconds. */
  length: number;
  /** Bytes stored for the video. */
  storageSize: number;
  /** Encoding progress in percent. */
  encodeProgress: number;
  /** When the video was created (ISO date-time, as the API gives it); null where the answer has none. */
  dateUploaded: string | null;
  /** SHA-256 (lower-case hex) of the file as uploaded; null where the API gives none (no file, or none kept). */
  originalHash: string | null;
}

/** A new video (`POST /library/{libraryId}/videos`); an unset field is left out. */
export interface CreateVideoRequest {
  /** The video's title: at least 1 character. */
  title: string;
  /** The collection to put the video in. */
  collectionId?: string;
  /** Milliseconds into the video where the main thumbnail is taken. */
  thumbnailTime?: number;
}

/** The fields of a video to change (`POST /library/{libraryId}/videos/{videoId}`); at least one is set. */
export interface UpdateVideoRequest {
  /** The new title: at least 1 character. */
  title?: string;
  /** The new collection; `""` takes the video out of its collection. */
  collectionId?: string;
}

/**
 * A video's file as the encoder takes it: its content and the upload options it was sent with. A `Video` created to
 * replace a video whose encoding failed records the file in `encodingRetry`.
 */
export interface EncodedFile {
  /** SHA-256 of the file, in hex. */
  sha256: string;
  /** The upload options the file was sent with (those the program declares). */
  options: VideoUploadOptions;
}

/** What identifies content that was sent: its SHA-256 (hex) and its size. */
export interface ContentFingerprint {
  /** SHA-256 of the bytes sent, in hex. */
  sha256: string;
  /** Number of bytes sent. */
  bytes: number;
}

/**
 * What identifies a file on its filesystem without reading it, as `stat` reports it: device, inode, size, and the
 * modification and change times in nanoseconds since the epoch, each in decimal digits (they exceed a JavaScript
 * number's exact range). Writing the file changes its change time, whatever else the writer restores.
 */
export interface StatFingerprint {
  /** Device the file is on. */
  dev: string;
  /** Inode of the file. */
  ino: string;
  /** Size in bytes. */
  size: string;
  /** Modification time, nanoseconds since the epoch. */
  mtimeNs: string;
  /** Change time (of the content or the metadata), nanoseconds since the epoch. */
  ctimeNs: string;
}

/**
 * The SHA-256 of a file's content, known from an earlier read, and the file's stat fingerprint at that read. An upload
 * given it sends the file without hashing it when the file's stat equals `fingerprint` before it is sent and after its
 * last byte is read; otherwise as its stat says, see `VideoSource`.
 */
export interface KnownContent {
  /** SHA-256 (hex) of the file's content when its stat was `fingerprint`. */
  sha256: string;
  /** The file's stat when its content was read to `sha256`. */
  fingerprint: StatFingerprint;
}

/** The content of a video: a file path, or a function that opens the content from its start (called once per attempt). */
export type VideoSource =
  | {
      /** Path of a regular file, opened again for each attempt; its size is sent as `Content-Length`. */
      filePath: string;
      /**
       * The file's content as already hashed: the upload then skips its own hash while the file's stat stays
       * `knownContent.fingerprint`, and reports `knownContent.sha256`. A stat that differs before the upload has it
       * hash what it sends, as without the option; one that differs after the last byte is read makes it report an
       * empty `sha256`: what was sent is not known.
       */
      knownContent?: KnownContent;
    }
  | {
      /** Opens a new stream of the whole content from its first byte; called once per attempt. */
      open: () => NodeJS.ReadableStream;
      /** The content's size in bytes, sent as `Content-Length`; a stream of another length fails the upload. */
      bytes?: number;
    };

/**
 * The API's answer to an upload, with the fingerprint of the content the client sent (`sha256` empty where a file given
 * with `knownContent` changed while it was sent unhashed).
 */
export type UploadedVideo = UploadResult & ContentFingerprint;
