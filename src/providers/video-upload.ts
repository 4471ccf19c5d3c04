import { z } from "zod";
import type { CloudPlatformClient } from "../client";
import { VideoAlreadyUploadedError } from "../errors";
import { IntegerId, PathId, VideoUploadOptionsSchema, rule, type Checked } from "../schemas";
import type { ContentFingerprint, VideoStatus } from "../types";
import { checkInputs } from "./check";
import { explainedError } from "./explained-error";
import { definedFields } from "./defined-fields";
import type { ProviderDefinition } from "./definition";
import { dynamicProvider } from "./dynamic-provider";
import { LIBRARY_KEY, LibraryKeySchema, libraryKeyed } from "./library-key";
import { UploadedFile, unconfirmedUpload, videoStatus } from "./video-output-fields";
import {
  changedUploadOptions,
  fingerprintAfterRead,
  shownFingerprint,
  unlessVideoGone,
  uploadAndRead,
  withFileFingerprint,
  type FileAtVideo,
} from "./video-file";
import type { FileFingerprint } from "./file-fingerprint";
import { outputOf } from "./program-example";
import { proofListUse } from "./operation-uses";

/** The inputs of a VideoUpload, their rules and descriptions. */
export const VideoUploadInputsSchema = z.object({
  libraryId: IntegerId.meta({
    description: "Id of the video library: a whole number, as a number or its digits. Changing it replaces the resource.",
  }),
  videoId: PathId.meta({
    description: "GUID of the video (created beforehand) that receives the file. Changing it replaces the resource.",
  }),
  [LIBRARY_KEY]: LibraryKeySchema.meta({
    description:
      "The library's own API key, which the video API takes for the upload and the reads of the video: a " +
      "`VideoLibrary`'s `apiKey`. A secret. Unset: the provider's `videoApiKey` is sent.",
  }).optional(),
  filePath: z
    .string(rule("must be the path of a file"))
    .min(1, "must be the path of a file")
    .meta({
      description:
        "Path of the file to upload, relative to the program's folder or absolute. The file is streamed, whatever its " +
        "size; its SHA-256 is computed at every preview (skipped while its stat stays the same), and the upload sends " +
        "it without hashing it again while its stat stays the one hashed. A change of content uploads it again.",
    }),
  ...VideoUploadOptionsSchema.shape,
});

/** Checked inputs of a VideoUpload: the arguments plus the fingerprint of the file. */
export type VideoUploadState = z.output<typeof VideoUploadInputsSchema> & FileFingerprint;

/**
 * State of a VideoUpload: the inputs, `sha256` empty where a read found the video without its file (or an upload that
 * sent it whole lost its answer), the video's status as last read (absent in a state written before it was read), and
 * `unconfirmedUpload`, the content of an upload that sent it whole and lost its answer, until a read of the video
 * confirms or refutes it.
 */
export type VideoUploadOutputs = VideoUploadState & { status?: VideoStatus; unconfirmedUpload?: ContentFingerprint };

/**
 * Uploads the file and reads the video's status; `unconfirmed` is the content of an earlier upload whose answer was
 * lost (see uploadAndRead). A failed upload leaves no resource; only an upload that stored the file or most likely
 * did, or a stored one whose status could not be read, is recorded.
 */
async function upload(
  client: CloudPlatformClient,
  inputs: VideoUploadState,
  unconfirmed?: ContentFingerprint,
): Promise<VideoUploadOutputs> {
  const target = { id: `${inputs.libraryId}/${inputs.videoId}`, libraryId: inputs.libraryId, videoId: inputs.videoId };
  const recorded = ({ stored, unconfirmed: sent }: FileAtVideo): VideoUploadOutputs | undefined =>
    stored ? { ...inputs, ...stored } : sent && { ...inputs, sha256: "", unconfirmedUpload: sent };
  try {
    const { file, video } = await uploadAndRead(client, target, inputs, unconfirmed, recorded);
    return { ...inputs, ...file, status: video.status };
  } catch (error) {
    if (error instanceof VideoAlreadyUploadedError) {
      throw explainedError(
        error,
        `video ${inputs.videoId} in library ${inputs.libraryId} already has a file, and the API accepts one upload ` +
          "per video: to upload a new file or new options, give this VideoUpload the videoId of a new video",
      );
    }
    throw error;
  }
}

/**
 * The outputs of a create whose upload the API refused because the video holds this very file, by the SHA-256 the API
 * reports (`originalHash`): an earlier `pulumi up` uploaded it and was interrupted before recording it. Undefined where
 * the video holds another file, or the API reports no hash (or cannot be read): the refusal stands.
 */
async function ownFile(client: CloudPlatformClient, inputs: VideoUploadState): Promise<VideoUploadOutputs | undefined> {
  const video = await client.getVideo(inputs.libraryId, inputs.videoId).catch(() => undefined);
  return video?.originalHash === inputs.sha256 ? { ...inputs, status: video.status } : undefined;
}

/** The VideoUpload provider; see `VideoUpload` for the behaviour. */
export const videoUploadDefinition: ProviderDefinition<VideoUploadState, VideoUploadOutputs> = {
  name: "VideoUpload",
  description: "The file of a video in a video library, uploaded from a local file.",
  documentation: {
    behaviour: [
      "- create: `PUT {videoUrl}/library/{libraryId}/videos/{videoId}` with the file streamed as the body and the set",
      "  options as query parameters (memory stays flat whatever the file size), then a GET for the video's status. A",
      "  failed upload is never recorded as done; one that sent the whole file and lost its answer is recorded as sent",
      "  (`unconfirmedUpload`), and the next `pulumi up` or refresh reads the video: a file there is taken as this one,",
      "  with no upload. Where the API refuses the upload because the video already holds a file, and reports that",
      "  file's SHA-256 (`originalHash`) equal to the declared file's, the file is taken as uploaded (a `pulumi up`",
      "  interrupted after its upload landed); another file, or none reported, fails the create.",
      "- update: a change of the file's content (`sha256`) or of an option uploads again. The API accepts one upload per",
      '  video unless the library allows re-uploads; when it refuses ("already uploaded"), the update fails and says that',
      "  a new `videoId` is needed. A change of `filePath` alone, with the same content, makes no call.",
      "- a change of `libraryId` or `videoId` replaces the resource (uploads to the new video).",
      "- the video API's calls send `libraryApiKey` where it is given (a `VideoLibrary`'s `apiKey`), else the provider's",
      "  `videoApiKey`; a new key is recorded with no call.",
      "- read (`pulumi refresh`, `preview --refresh`): `GET {videoUrl}/library/{libraryId}/videos/{videoId}` for its",
      "  `status`. A video without its file (`created`, `uploadFailed`) shows `sha256` empty, and the next `pulumi up`",
      "  uploads again; a failed encoding (`error`) shows in `status` only, since the API refuses a second upload. A",
      "  video deleted outside Pulumi is reported gone.",
      "- delete: no API call; the video and its file stay. `pulumi destroy` prints `deleted`, as for every resource it",
      "  removes from the state, and the provider logs `VideoUpload <libraryId>/<videoId> was forgotten, not deleted: it",
      "  still exists as it was, ...`.",
      "",
      "The resource id is `{libraryId}/{videoId}`.",
    ],
    example: {
      resources: [
        {
          name: "intro",
          type: "VideoUpload",
          properties: {
            libraryId: "4242",
            videoId: "5f3b6c1e-0000-4000-8000-000000000001",
            filePath: "media/intro.mp4",
            enabledResolutions: ["720p", "1080p"],
          },
        },
      ],
      exports: { introStatus: outputOf("intro", "status") },
    },
  },
  inputs: VideoUploadInputsSchema,
  outputs: VideoUploadInputsSchema.extend({ ...UploadedFile.shape, status: videoStatus, unconfirmedUpload }),
  import: {
    refused:
      "a VideoUpload cannot be imported: the API cannot give back the local file it uploaded. Declare it in the " +
      "program instead, or import the video as a Video ({libraryId}/{videoId})",
  },
  secretOutputs: [LIBRARY_KEY],
  operations: [
    { operation: "videos.upload", role: "upload" },
    { operation: "videos.get", role: "read" },
    proofListUse("libraryVideos"),
  ],
  objectList: ({ libraryId }) => ({ kind: "libraryVideos", libraryId }),

  async check(olds, news) {
    return (await withFileFingerprint(checkInputs(VideoUploadInputsSchema, news), olds, news)) as Checked<VideoUploadState>;
  },

  diffRules: (news, olds) => ({
    replaceOn: ["libraryId", "videoId"],
    // A new key of the library is recorded, with no call.
    updateOn: ["filePath", "sha256", LIBRARY_KEY, ...changedUploadOptions(olds, news)],
  }),

  async create(configured, inputs) {
    const client = libraryKeyed(configured, inputs, "VideoUpload");
    const outs = await upload(client, inputs).catch(async (error: unknown) => {
      const own = error instanceof VideoAlreadyUploadedError ? await ownFile(client, inputs) : undefined;
      if (own === undefined) {
        throw error;
      }
      return own;
    });
    return { id: `${inputs.libraryId}/${inputs.videoId}`, outs };
  },

  async read(configured, id, props) {
    const client = libraryKeyed(configured, props, "VideoUpload");
    const video = await unlessVideoGone(client, props.libraryId, client.getVideo(props.libraryId, props.videoId));
    if (video === undefined) {
      return { id: "" };
    }
    const { status: _lastRead, sha256, unconfirmedUpload, ...stored } = props;
    const inputs = { ...stored, ...fingerprintAfterRead(sha256, unconfirmedUpload, video.status) } as VideoUploadState;
    // A missing file shows in the outputs only, so that the next diff sees it against the file the program declares.
    return { id, props: { ...inputs, sha256: shownFingerprint(inputs.sha256, video.status), status: video.status }, inputs };
  },

  async update(configured, _id, olds, news) {
    const client = libraryKeyed(configured, news, "VideoUpload");
    const uploadNeeded = news.sha256 !== olds.sha256 || changedUploadOptions(olds, news).length > 0;
    return {
      outs: uploadNeeded ? await upload(client, news, olds.unconfirmedUpload) : definedFields({ ...news, status: olds.status }),
    };
  },
};

export const videoUploadProvider = dynamicProvider(videoUploadDefinition);
