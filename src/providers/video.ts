import type { CloudPlatformClient } from "../client";
import { ForbiddenError, ResponseValidationError, UnauthorizedError } from "../errors";
import type { Checked } from "../schemas";
import type { ContentFingerprint, EncodedFile, LibraryVideo } from "../types";
import { checkInputs } from "./check";
import type { ProviderDefinition } from "./definition";
import { explainedError } from "./explained-error";
import { dynamicProvider } from "./dynamic-provider";
import { LIBRARY_KEY, libraryKeyed } from "./library-key";
import { claimVideo, createdOrLeftBehind } from "./video-adoption";
import { encodingFailedBefore, noteFailedEncoding, sameEncodedFile } from "./failed-encodings";
import {
  changedUploadOptions,
  fileMissing,
  fingerprintAfterRead,
  shownFingerprint,
  unlessVideoGone,
  uploadAndRead,
  uploadOptionsOf,
  withFileFingerprint,
} from "./video-file";
import { VideoInputsSchema, VideoOutputsSchema, videoDocumentation, type VideoInputs, type VideoOutputs } from "./video-schema";

export type { VideoInputs, VideoOutputs } from "./video-schema";

/** Whether the video holds a file: one uploaded here and not found missing since, or else one the API reports. */
function holdsFile(video: VideoOutputs): boolean {
  return Boolean(video.sha256) || (video.status !== undefined && !fileMissing(video.status));
}

/**
 * Checked inputs with `adoptedSha256`: the SHA-256 the declared file had at the first check that declared it for a
 * video the state knew without a file (an import; a video given its file elsewhere), kept by every later check. The
 * outputs of such a video hold no fingerprint until an update records one, so the diff compares the file with this.
 */
function withAdoption(checked: Checked<VideoInputs>, olds: Record<string, unknown>): Checked<VideoInputs> {
  if ("issues" in checked || checked.value.sha256 === undefined) {
    return checked;
  }
  const sha256 = checked.value.sha256;
  const firstDeclared = olds.libraryId !== undefined && olds.filePath === undefined;
  const adoptedSha256 = (olds.adoptedSha256 as string | undefined) ?? (firstDeclared ? sha256 : undefined);
  return adoptedSha256 === undefined ? checked : { value: { ...checked.value, adoptedSha256 } };
}

/**
 * The fingerprint and options of the file a video holds, recorded by an upload of this resource, for a state that no
 * longer declares it: a file declared again later is compared with it, and other content replaces the video.
 */
function keptFile(olds: VideoOutputs): Partial<VideoOutputs> {
  const { sha256, bytes, mtimeMs } = olds;
  // The options come from the state's own outputs, already checked: the inputs' types.
  return sha256 ? { sha256, bytes, mtimeMs, ...(uploadOptionsOf(olds) as Partial<VideoInputs>) } : {};
}

/** The file a video holds as the state records it: the recorded content (else the declared one) and its options. */
function heldFile(olds: VideoOutputs, news: VideoInputs): EncodedFile {
  return { sha256: olds.sha256 || news.sha256 || "", options: uploadOptionsOf(olds) };
}

/** Which of the optional fields the program declares: an undeclared one is neither compared nor sent. */
function declared<Name extends "collectionId" | "thumbnailTime">(inputs: VideoInputs, names: Name[]): Name[] {
  return names.filter((name) => inputs[name] !== undefined);
}

/** The title and the declared ones of `names`, as the API takes them. */
function videoFields<Name extends "collectionId" | "thumbnailTime">(inputs: VideoInputs, names: Name[]) {
  return { title: inputs.title, ...Object.fromEntries(declared(inputs, names).map((name) => [name, inputs[name]])) };
}

/** The outputs the API reports about a video. */
function reported(live: LibraryVideo): Pick<VideoOutputs, "videoId" | "status" | "length" | "storageSize"> {
  return { videoId: live.videoId, status: live.status, length: live.length, storageSize: live.storageSize };
}

/**
 * The error of a create whose answer cannot be read: the API took it (a 2xx), so a video exists that the state cannot
 * record without its id; the message names what finds it.
 */
function unreadableCreate(inputs: VideoInputs, error: unknown): unknown {
  if (!(error instanceof ResponseValidationError)) {
    return error;
  }
  return explainedError(
    error,
    `a video titled "${inputs.title}" was created in library ${inputs.libraryId}, but its id could not be read from ` +
      "the API's answer, so it is not recorded: find it in the library by its title and delete it, or import it, " +
      "before the next `pulumi up` creates another",
  );
}

/**
 * Uploads the declared file into the video and reads the video back; `unconfirmed` is the content of an earlier upload
 * whose answer was lost (see uploadAndRead). A failure leaves the video recorded with what was done (its file missing,
 * most likely stored, or stored), so that the next `pulumi up` continues from there.
 */
async function withFile(
  client: CloudPlatformClient,
  id: string,
  video: VideoOutputs,
  inputs: VideoInputs,
  unconfirmed?: ContentFingerprint,
): Promise<VideoOutputs> {
  const target = { id, libraryId: inputs.libraryId, videoId: video.videoId };
  const file = { ...inputs, filePath: inputs.filePath! };
  const uploaded = await uploadAndRead(client, target, file, unconfirmed, (known) => ({
    ...video,
    sha256: "",
    ...known.stored,
    ...(known.unconfirmed && { unconfirmedUpload: known.unconfirmed }),
  }));
  return { ...video, ...uploaded.file, ...reported(uploaded.video) };
}

/** The Video provider; see `Video` for the behaviour. */
export const videoDefinition: ProviderDefinition<VideoInputs, VideoOutputs> = {
  name: "Video",
  description: "A video of a video library, created by the program, with its file uploaded from a local file.",
  documentation: videoDocumentation,
  inputs: VideoInputsSchema,
  outputs: VideoOutputsSchema,
  // The empty collection asks the read to report the video's collection, which an import takes as declared.
  import: { idForm: "{libraryId}/{videoId}", seed: { collectionId: "" } },
  operations: [
    { operation: "videos.create", role: "create" },
    { operation: "videos.list", role: "list" },
    { operation: "videos.upload", role: "upload" },
    { operation: "videos.get", role: "read" },
    { operation: "videos.update", role: "update" },
    { operation: "videos.delete", role: "delete" },
  ],
  objectList: ({ libraryId }) => ({ kind: "libraryVideos", libraryId }),
  secretOutputs: [LIBRARY_KEY],

  async check(olds, news) {
    return withAdoption(await withFileFingerprint(checkInputs(VideoInputsSchema, news), olds, news), olds);
  },

  diffRules(news, olds) {
    claimVideo(olds.libraryId, olds.videoId);
    // An upload of other content that lost its answer most likely left that content in the video.
    const otherSent = olds.unconfirmedUpload !== undefined && olds.unconfirmedUpload.sha256 !== news.sha256;
    const held = news.filePath !== undefined && (holdsFile(olds) || otherSent);
    // A file declared for a video that came with its own (imported, or given its file elsewhere) is taken as the one
    // it holds, the API cannot say which file that is, until its content changes; its fingerprint is recorded by the
    // next update. A state checked before adoptions were recorded has no adoptedSha256 and keeps the file taken.
    const adopted =
      held &&
      olds.filePath === undefined &&
      olds.sha256 === undefined &&
      (news.adoptedSha256 === undefined || news.adoptedSha256 === news.sha256);
    // The properties that make the file a video holds: once it holds one, a change of any needs a new video. Without a
    // declared file there is nothing to compare: the state keeps the fingerprint of the file the video holds.
    const fileProperties = adopted || news.filePath === undefined ? [] : ["sha256", ...changedUploadOptions(olds, news)];
    // A file whose encoding failed gets one new video, once per content and options: the new video records the file
    // (noted here for the create that follows), and its own failure with the same file is only reported.
    const failed = held && olds.status === "error" ? heldFile(olds, news) : undefined;
    if (failed !== undefined) {
      noteFailedEncoding(news.libraryId, failed);
    }
    const retryDue = failed !== undefined && !sameEncodedFile(olds.encodingRetry, failed);
    return {
      // The API takes one file per video: other content or options for a video holding its file need a new video, and
      // so does a file whose encoding failed. A file missing from the video is uploaded in place.
      replaceOn: [
        "libraryId",
        ...declared(news, ["thumbnailTime"]),
        ...(held ? fileProperties : []),
        ...(retryDue ? ["status"] : []),
      ],
      updateOn: [
        "title",
        // A new key of the library is recorded, with no call.
        LIBRARY_KEY,
        ...(adopted ? [] : ["filePath"]),
        ...declared(news, ["collectionId"]),
        ...(held ? [] : fileProperties),
      ],
    };
  },

  async create(configured, inputs) {
    const client = libraryKeyed(configured, inputs, "Video");
    const wanted = { libraryId: inputs.libraryId, title: inputs.title, collectionId: inputs.collectionId, sha256: inputs.sha256 };
    const created = await createdOrLeftBehind(client, wanted, () =>
      client.createVideo(inputs.libraryId, videoFields(inputs, ["collectionId", "thumbnailTime"])).catch((error: unknown) => {
        throw unreadableCreate(inputs, error);
      }),
    );
    const id = `${inputs.libraryId}/${created.videoId}`;
    const file: EncodedFile = { sha256: inputs.sha256 ?? "", options: uploadOptionsOf(inputs) };
    const retry = inputs.filePath !== undefined && encodingFailedBefore(inputs.libraryId, file);
    const video: VideoOutputs = { ...inputs, ...reported(created), ...(retry && { encodingRetry: file }) };
    // A video left by an interrupted create of this resource may already hold the declared file.
    const filled = inputs.filePath === undefined || (inputs.sha256 !== undefined && created.originalHash === inputs.sha256);
    return { id, outs: filled ? video : await withFile(client, id, video, inputs) };
  },

  async read(configured, id, props) {
    const client = libraryKeyed(configured, props, "Video");
    const live = await unlessVideoGone(client, props.libraryId, client.getVideo(props.libraryId, props.videoId));
    if (live === undefined) {
      return { id: "" };
    }
    const {
      videoId: _videoId,
      status: _status,
      length: _length,
      storageSize: _storageSize,
      sha256,
      unconfirmedUpload,
      encodingRetry,
      ...stored
    } = props;
    const fingerprint = fingerprintAfterRead(sha256, unconfirmedUpload, live.status);
    const inputs: VideoInputs = { ...stored, title: live.title, ...fingerprint };
    if (stored.collectionId !== undefined) {
      inputs.collectionId = live.collectionId ?? "";
    }
    const file = stored.filePath === undefined ? {} : { sha256: shownFingerprint(inputs.sha256, live.status) };
    return { id, props: { ...inputs, ...file, ...reported(live), ...(encodingRetry && { encodingRetry }) }, inputs };
  },

  async update(configured, id, olds, news) {
    const client = libraryKeyed(configured, news, "Video");
    const { videoId, status, length, storageSize, encodingRetry } = olds;
    const video: VideoOutputs = {
      ...news,
      ...(news.filePath === undefined && keptFile(olds)),
      videoId,
      status,
      length,
      storageSize,
      ...(encodingRetry && { encodingRetry }),
    };
    if (news.title !== olds.title || (news.collectionId !== undefined && news.collectionId !== olds.collectionId)) {
      await client.updateVideo(news.libraryId, videoId, videoFields(news, ["collectionId"]));
    }
    const upload = news.filePath !== undefined && !holdsFile(olds);
    return { outs: upload ? await withFile(client, id, video, news, olds.unconfirmedUpload) : video };
  },

  async delete(configured, _id, props) {
    const client = libraryKeyed(configured, props, "Video");
    try {
      await unlessVideoGone(client, props.libraryId, client.deleteVideo(props.libraryId, props.videoId));
    } catch (error) {
      if (error instanceof UnauthorizedError || error instanceof ForbiddenError) {
        throw explainedError(
          error,
          `video ${props.videoId} could not be deleted from library ${props.libraryId}, whose key may differ from the ` +
            "configured cloudplatform:videoApiKey: give the resource that library's key as libraryApiKey, or set " +
            "retainOnDelete to keep the video",
        );
      }
      throw error;
    }
  },
};

export const videoProvider = dynamicProvider(videoDefinition);
