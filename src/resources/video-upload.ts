import * as pulumi from "@pulumi/pulumi";
import videoUploadProvider = require("../providers/entry/video-upload");

/** A resolution the API can encode to. */
export type VideoResolution = "240p" | "360p" | "480p" | "720p" | "1080p" | "1440p" | "2160p";

/** A codec the API can encode with. */
export type VideoOutputCodec = "x264" | "vp9";

/** Arguments of a {@link VideoUpload}. Each option left unset is not sent, so the library's setting applies. */
export interface VideoUploadArgs {
  /** Id of the video library: a whole number, as a number or its digits. Changing it replaces the resource. */
  libraryId: pulumi.Input<string | number>;
  /** GUID of the video (created beforehand) that receives the file. Changing it replaces the resource. */
  videoId: pulumi.Input<string>;
  /**
   * Path of the file to upload, relative to the program's folder or absolute. The file is streamed, whatever its
   * size; its SHA-256 is computed at every preview (skipped while its size and modification time stay the same) and
   * a change of content uploads it again.
   */
  filePath: pulumi.Input<string>;
  /** `jitEnabled`: JIT encoding for this video (needs Premium Encoding); overrides the library setting. */
  jitEnabled?: pulumi.Input<boolean>;
  /** `enabledResolutions`: resolutions to encode, distinct values among 240p, 360p, 480p, 720p, 1080p, 1440p, 2160p. */
  enabledResolutions?: pulumi.Input<pulumi.Input<VideoResolution>[]>;
  /** `enabledOutputCodecs`: codecs, distinct values among x264 and vp9; overrides the library setting. */
  enabledOutputCodecs?: pulumi.Input<pulumi.Input<VideoOutputCodec>[]>;
  /** `transcribeEnabled`: transcription of this video (charged). */
  transcribeEnabled?: pulumi.Input<boolean>;
  /** `transcribeLanguages`: target languages of the transcription, distinct ISO 639-1 codes such as `en`, `de`. */
  transcribeLanguages?: pulumi.Input<pulumi.Input<string>[]>;
  /** `sourceLanguage`: the language spoken in the video, an ISO 639-1 code. */
  sourceLanguage?: pulumi.Input<string>;
  /** `generateTitle`: generate the title from the transcription. */
  generateTitle?: pulumi.Input<boolean>;
  /** `generateDescription`: generate the description from the transcription. */
  generateDescription?: pulumi.Input<boolean>;
  /** `generateChapters`: generate chapters from the transcription. */
  generateChapters?: pulumi.Input<boolean>;
  /** `generateMoments`: generate moments from the transcription. */
  generateMoments?: pulumi.Input<boolean>;
}

/**
 * The file of a video in a video library, uploaded from a local file.
 *
 * - create: `PUT {videoUrl}/library/{libraryId}/videos/{videoId}` with the file streamed as the body and the set
 *   options as query parameters; memory stays flat whatever the file size. A failed upload is never recorded.
 * - update: a change of the file's content (`sha256`) or of an option uploads again. The API accepts one upload per
 *   video unless the library allows re-uploads; when it refuses ("already uploaded"), the update fails and says that
 *   a new `videoId` is needed. A change of `filePath` alone, with the same content, makes no call.
 * - a change of `libraryId` or `videoId` replaces the resource (uploads to the new video).
 * - read: the API has no call to read an upload back, so a refresh keeps the stored state: a video changed or
 *   deleted outside Pulumi cannot be detected as drift.
 * - delete: no API call; the video and its file stay.
 *
 * The resource id is `{libraryId}/{videoId}`.
 */
export class VideoUpload extends pulumi.dynamic.Resource {
  /** Id of the video library. */
  public declare readonly libraryId: pulumi.Output<string>;
  /** GUID of the video. */
  public declare readonly videoId: pulumi.Output<string>;
  /** Path of the uploaded file, as given. */
  public declare readonly filePath: pulumi.Output<string>;
  /** SHA-256 (hex) of the uploaded content. */
  public declare readonly sha256: pulumi.Output<string>;
  /** Size of the uploaded content in bytes. */
  public declare readonly bytes: pulumi.Output<number>;
  /** Modification time of the file (milliseconds since the epoch) when it was last fingerprinted. */
  public declare readonly mtimeMs: pulumi.Output<number>;
  /** `jitEnabled` as sent, when set. */
  public declare readonly jitEnabled: pulumi.Output<boolean | undefined>;
  /** `enabledResolutions` as sent, when set. */
  public declare readonly enabledResolutions: pulumi.Output<VideoResolution[] | undefined>;
  /** `enabledOutputCodecs` as sent, when set. */
  public declare readonly enabledOutputCodecs: pulumi.Output<VideoOutputCodec[] | undefined>;
  /** `transcribeEnabled` as sent, when set. */
  public declare readonly transcribeEnabled: pulumi.Output<boolean | undefined>;
  /** `transcribeLanguages` as sent, when set. */
  public declare readonly transcribeLanguages: pulumi.Output<string[] | undefined>;
  /** `sourceLanguage` as sent, when set. */
  public declare readonly sourceLanguage: pulumi.Output<string | undefined>;
  /** `generateTitle` as sent, when set. */
  public declare readonly generateTitle: pulumi.Output<boolean | undefined>;
  /** `generateDescription` as sent, when set. */
  public declare readonly generateDescription: pulumi.Output<boolean | undefined>;
  /** `generateChapters` as sent, when set. */
  public declare readonly generateChapters: pulumi.Output<boolean | undefined>;
  /** `generateMoments` as sent, when set. */
  public declare readonly generateMoments: pulumi.Output<boolean | undefined>;

  /**
   * @param name The unique name of the resource in the stack.
   * @param args The video, the file and the upload options.
   * @param opts Options of the resource.
   */
  constructor(name: string, args: VideoUploadArgs, opts?: pulumi.CustomResourceOptions) {
    super(
      videoUploadProvider,
      name,
      {
        libraryId: args.libraryId,
        videoId: args.videoId,
        filePath: args.filePath,
        jitEnabled: args.jitEnabled,
        enabledResolutions: args.enabledResolutions,
        enabledOutputCodecs: args.enabledOutputCodecs,
        transcribeEnabled: args.transcribeEnabled,
        transcribeLanguages: args.transcribeLanguages,
        sourceLanguage: args.sourceLanguage,
        generateTitle: args.generateTitle,
        generateDescription: args.generateDescription,
        generateChapters: args.generateChapters,
        generateMoments: args.generateMoments,
        sha256: undefined,
        bytes: undefined,
        mtimeMs: undefined,
      },
      opts,
      "cloudplatform",
      "VideoUpload",
    );
  }
}
