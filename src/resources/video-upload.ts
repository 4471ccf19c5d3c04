import * as pulumi from "@pulumi/pulumi";
import videoUploadProvider = require("../providers/entry/video-upload");
import type { ContentFingerprint, VideoStatus } from "../types";
import { uploadOptionProperties, type VideoUploadOptionArgs, type VideoUploadOptionOutputs } from "./video-upload-options";

/** Arguments of a {@link VideoUpload}. Each option left unset is not sent, so the library's setting applies. */
export interface VideoUploadArgs extends VideoUploadOptionArgs {
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
}

/**
 * The file of a video in a video library, uploaded from a local file.
 *
 * - create: `PUT {videoUrl}/library/{libraryId}/videos/{videoId}` with the file streamed as the body and the set
 *   options as query parameters (memory stays flat whatever the file size), then a GET for the video's status. A
 *   failed upload is never recorded as done; one that sent the whole file and lost its answer is recorded as sent
 *   (`unconfirmedUpload`), and the next `pulumi up` or refresh reads the video: a file there is taken as this one,
 *   with no upload.
 * - update: a change of the file's content (`sha256`) or of an option uploads again. The API accepts one upload per
 *   video unless the library allows re-uploads; when it refuses ("already uploaded"), the update fails and says that
 *   a new `videoId` is needed. A change of `filePath` alone, with the same content, makes no call.
 * - a change of `libraryId` or `videoId` replaces the resource (uploads to the new video).
 * - read (`pulumi refresh`, `preview --refresh`): `GET {videoUrl}/library/{libraryId}/videos/{videoId}` for its
 *   `status`. A video without its file (`created`, `uploadFailed`) shows `sha256` empty, and the next `pulumi up`
 *   uploads again; a failed encoding (`error`) shows in `status` only, since the API refuses a second upload. A
 *   video deleted outside Pulumi is reported gone.
 * - delete: no API call; the video and its file stay.
 *
 * The resource id is `{libraryId}/{videoId}`.
 *
 * @example
 * ```ts
 * const intro = new cloudplatform.VideoUpload("intro", {
 *   libraryId: 4242,
 *   videoId: "5f3b6c1e-0000-4000-8000-000000000001",
 *   filePath: "media/intro.mp4",
 *   enabledResolutions: ["720p", "1080p"],
 * });
 * export const introStatus = intro.status;
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the interface below adds the option outputs
export class VideoUpload extends pulumi.dynamic.Resource {
  /** Id of the video library. */
  public declare readonly libraryId: pulumi.Output<string>;
  /** GUID of the video. */
  public declare readonly videoId: pulumi.Output<string>;
  /** Path of the uploaded file, as given. */
  public declare readonly filePath: pulumi.Output<string>;
  /** SHA-256 (hex) of the uploaded content; empty where a refresh found the video without its file. */
  public declare readonly sha256: pulumi.Output<string>;
  /** Size of the uploaded content in bytes. */
  public declare readonly bytes: pulumi.Output<number>;
  /** Modification time of the file (milliseconds since the epoch) when it was last fingerprinted. */
  public declare readonly mtimeMs: pulumi.Output<number>;
  /** The video's status as last read: after each upload and at each refresh. */
  public declare readonly status: pulumi.Output<VideoStatus>;
  /**
   * The content (SHA-256 and size) an upload sent whole and lost the answer to: the video most likely holds it. The
   * next `pulumi up` or refresh reads the video and takes a file there as this content; absent otherwise.
   */
  public declare readonly unconfirmedUpload: pulumi.Output<ContentFingerprint | undefined>;

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
        ...uploadOptionProperties(args),
        sha256: undefined,
        bytes: undefined,
        mtimeMs: undefined,
        status: undefined,
        unconfirmedUpload: undefined,
      },
      opts,
      "cloudplatform",
      "VideoUpload",
    );
  }
}

/** The upload options as outputs, declared once for {@link VideoUpload} and {@link Video}. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- merged outputs
export interface VideoUpload extends VideoUploadOptionOutputs {}
