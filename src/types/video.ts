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

/** The content of a video: a file path, or a function that opens the content from its start (called once per attempt). */
export type VideoSource =
  | {
      /** Path of a regular file, opened again for each attempt; its size is sent as `Content-Length`. */
      filePath: string;
    }
  | {
      /** Opens a new stream of the whole content from its first byte; called once per attempt. */
      open: () => NodeJS.ReadableStream;
      /** The content's size in bytes, sent as `Content-Length`; a stream of another length fails the upload. */
      bytes?: number;
    };

/** The API's answer to an upload, with the fingerprint of the content the client sent. */
export type UploadedVideo = UploadResult & ContentFingerprint;
