import * as pulumi from "@pulumi/pulumi";
import videoProvider = require("../providers/entry/video");
import type { ContentFingerprint, EncodedFile, VideoStatus } from "../types";
import { uploadOptionProperties, type VideoUploadOptionArgs, type VideoUploadOptionOutputs } from "./video-upload-options";

/** Arguments of a {@link Video}. Each upload option left unset is not sent, so the library's setting applies. */
export interface VideoArgs extends VideoUploadOptionArgs {
  /** Id of the video library: a whole number, as a number or its digits. Changing it replaces the video. */
  libraryId: pulumi.Input<string | number>;
  /** Title of the video, at least one character. Changing it updates the video in place. */
  title: pulumi.Input<string>;
  /**
   * Id of the collection the video belongs to. Changing it moves the video in place. Unset: the collection is
   * neither sent nor compared, so a collection chosen in the dashboard stays.
   */
  collectionId?: pulumi.Input<string>;
  /** Time in milliseconds of the frame used as the thumbnail, a whole number; set at creation, a change replaces. */
  thumbnailTime?: pulumi.Input<number>;
  /**
   * Path of the file to upload into the video, relative to the program's folder or absolute. The file is streamed,
   * whatever its size. The API takes one file per video: a change of content (its SHA-256) or of an upload option
   * replaces the video (a new one is created first, then the old one deleted).
   */
  filePath?: pulumi.Input<string>;
}

/**
 * A video of a video library, created by the program, with its file uploaded from a local file.
 *
 * - create: `POST {videoUrl}/library/{libraryId}/videos` with `title`, and `collectionId` and `thumbnailTime` when
 *   set; then, when `filePath` is set, `PUT {videoUrl}/library/{libraryId}/videos/{videoId}` with the file streamed
 *   and the set options as query parameters. If the upload fails, the video is still recorded, so the next
 *   `pulumi up` uploads to it instead of creating another; an upload that sent the whole file and lost its answer is
 *   recorded as sent (`unconfirmedUpload`), and the next `pulumi up` or refresh reads the video: a file there is
 *   taken as this one, with no upload and no replacement.
 * - update: a change of `title` or of a set `collectionId` is sent with `POST
 *   {videoUrl}/library/{libraryId}/videos/{videoId}`. A video found without its file (status `created` or
 *   `uploadFailed`) gets the file uploaded again.
 * - replace: a change of `libraryId` or `thumbnailTime`, of the file's content or an upload option on a video that
 *   has its file, or a video whose encoding failed (status `error`): a new video is created first, then the old one
 *   deleted. A failed encoding gets one new video per file content and options: when the new video's encoding fails
 *   too, its status `error` is reported (`encodingRetry` records the file) and nothing is replaced until the content or
 *   an option changes, or `pulumi up --replace` asks for it. A file declared for a video that came with its own
 *   (imported) is taken as that file until its content changes, which then replaces the video; the next update records
 *   its fingerprint.
 * - read (`pulumi refresh`, `preview --refresh`): `GET {videoUrl}/library/{libraryId}/videos/{videoId}`. A title or
 *   collection changed in the dashboard shows as an update; a missing file as an update that uploads it again; a
 *   video deleted outside Pulumi is reported gone. `status`, `length` and `storageSize` are reported and never make
 *   a change on their own.
 * - delete: `DELETE {videoUrl}/library/{libraryId}/videos/{videoId}`; a video already gone counts as deleted. Use
 *   `retainOnDelete` to keep the video.
 *
 * The resource id is `{libraryId}/{videoId}`.
 *
 * @example
 * ```ts
 * const trailer = new cloudplatform.Video("trailer", {
 *   libraryId: 4242,
 *   title: "Trailer",
 *   filePath: "media/trailer.mp4",
 *   enabledResolutions: ["720p"],
 * });
 * export const trailerVideoId = trailer.videoId;
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the interface below adds the option outputs
export class Video extends pulumi.dynamic.Resource {
  /** Id of the video library. */
  public declare readonly libraryId: pulumi.Output<string>;
  /** GUID of the video, given by the API at creation. */
  public declare readonly videoId: pulumi.Output<string>;
  /** Title of the video. */
  public declare readonly title: pulumi.Output<string>;
  /** Collection of the video, when set. */
  public declare readonly collectionId: pulumi.Output<string | undefined>;
  /** Thumbnail time in milliseconds, when set. */
  public declare readonly thumbnailTime: pulumi.Output<number | undefined>;
  /** Path of the uploaded file, as given, when set. */
  public declare readonly filePath: pulumi.Output<string | undefined>;
  /** SHA-256 (hex) of the uploaded content, when a file is set; empty when the video was found without its file. */
  public declare readonly sha256: pulumi.Output<string | undefined>;
  /** Size of the uploaded content in bytes, when a file is set. */
  public declare readonly bytes: pulumi.Output<number | undefined>;
  /** Modification time of the file (milliseconds since the epoch) when it was last fingerprinted. */
  public declare readonly mtimeMs: pulumi.Output<number | undefined>;
  /**
   * SHA-256 (hex) the declared file had when it was taken as the file of a video that came with its own (an import):
   * other content replaces the video.
   */
  public declare readonly adoptedSha256: pulumi.Output<string | undefined>;
  /** Processing state of the video as the API last reported it. */
  public declare readonly status: pulumi.Output<VideoStatus>;
  /** Duration of the video in seconds, as the API last reported it. */
  public declare readonly length: pulumi.Output<number>;
  /** Storage the video uses, in bytes, as the API last reported it. */
  public declare readonly storageSize: pulumi.Output<number>;
  /**
   * The content (SHA-256 and size) an upload sent whole and lost the answer to: the video most likely holds it. The
   * next `pulumi up` or refresh reads the video and takes a file there as this content; absent otherwise.
   */
  public declare readonly unconfirmedUpload: pulumi.Output<ContentFingerprint | undefined>;
  /**
   * The file whose encoding failed in the video this one was created to replace: while the video holds the same file
   * (content and upload options), its own status `error` is reported and it is not replaced again; absent otherwise.
   */
  public declare readonly encodingRetry: pulumi.Output<EncodedFile | undefined>;

  /**
   * @param name The unique name of the resource in the stack.
   * @param args The library, the title, the file and the upload options.
   * @param opts Options of the resource.
   */
  constructor(name: string, args: VideoArgs, opts?: pulumi.CustomResourceOptions) {
    super(
      videoProvider,
      name,
      {
        libraryId: args.libraryId,
        title: args.title,
        collectionId: args.collectionId,
        thumbnailTime: args.thumbnailTime,
        filePath: args.filePath,
        ...uploadOptionProperties(args),
        videoId: undefined,
        sha256: undefined,
        bytes: undefined,
        mtimeMs: undefined,
        adoptedSha256: undefined,
        status: undefined,
        length: undefined,
        storageSize: undefined,
        unconfirmedUpload: undefined,
        encodingRetry: undefined,
      },
      opts,
      "cloudplatform",
      "Video",
    );
  }
}

/** The upload options as outputs, declared once for {@link VideoUpload} and {@link Video}. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- merged outputs
export interface Video extends VideoUploadOptionOutputs {}
