import { outputOf, type ResourceExample } from "../program-example";
import type { TriggerRow } from "./trigger";

/** A library, and a video of it, that the examples of the video trigger resources run their operation on. */
const exampleVideo: ResourceExample["resources"] = [
  { name: "courses", type: "VideoLibrary", properties: { name: "example-courses" } },
  {
    name: "intro",
    type: "Video",
    properties: { libraryId: outputOf("courses", "videoLibraryId"), libraryApiKey: outputOf("courses", "apiKey"), title: "Introduction" },
  },
];

/** The inputs every video trigger resource has: the video, and the key its library's calls take. */
const videoInputs = {
  libraryId: "Id of the video library that holds the video, a whole number.",
  videoId: "Id (a GUID) of the video.",
  libraryApiKey:
    "The library's own API key, which the video API takes for its videos: a `VideoLibrary`'s `apiKey`. A secret. Unset: " +
    "the provider's `videoApiKey` is sent. Changing it runs nothing: the new key is recorded.",
};

/** The videos of the library the inputs name: a 404 of the API's is the video's where that list answers. */
const libraryVideos = (inputs: Record<string, unknown>) => ({ kind: "libraryVideos" as const, libraryId: String(inputs.libraryId) });

/** A re-encode of a video's file, run on create and again when an input changes. */
export const videoReencodeRow: TriggerRow = {
  name: "VideoReencode",
  description: "Encodes a Stream video's file again, with its library's current encoding settings, once and again when a trigger changes.",
  operation: "videos.reencode",
  recorded: ["encodeProgress", "availableResolutions"],
  libraryKey: true,
  example: {
    resources: [
      ...exampleVideo,
      {
        name: "reencode",
        type: "VideoReencode",
        comment: "Encoded again whenever the library's resolutions change.",
        properties: {
          libraryId: outputOf("courses", "videoLibraryId"),
          videoId: outputOf("intro", "videoId"),
          libraryApiKey: outputOf("courses", "apiKey"),
          triggers: [outputOf("courses", "enabledResolutions")],
        },
      },
    ],
    exports: { progressAtReencode: outputOf("reencode", "encodeProgress") },
  },
  objectList: libraryVideos,
  descriptions: {
    ...videoInputs,
    availableResolutions:
      "The resolutions the video had, comma-separated (`360p,720p`), as the API answered the re-encode; a refresh does not " +
      "read them again.",
    encodeProgress: "The video's encoding progress in percent, as the API answered the re-encode; a refresh does not read it again.",
  },
};

/** A transcription of a video into captions, run on create and again when an input changes. */
export const videoTranscribeRow: TriggerRow = {
  name: "VideoTranscribe",
  description:
    "Transcribes a Stream video into captions (and, if asked, a title, description, chapters and moments) once, and again when a " +
    "trigger changes.",
  operation: "videos.transcribe",
  recorded: ["success", "message"],
  libraryKey: true,
  example: {
    resources: [
      ...exampleVideo,
      {
        name: "transcribe",
        type: "VideoTranscribe",
        comment: "Transcribed again, into English and German, whenever the video's title changes.",
        properties: {
          libraryId: outputOf("courses", "videoLibraryId"),
          videoId: outputOf("intro", "videoId"),
          libraryApiKey: outputOf("courses", "apiKey"),
          sourceLanguage: "en",
          targetLanguages: ["en", "de"],
          triggers: [outputOf("intro", "title")],
        },
      },
    ],
    exports: { transcribeMessage: outputOf("transcribe", "message") },
  },
  objectList: libraryVideos,
  descriptions: {
    ...videoInputs,
    force: "Whether the video is transcribed even where it already has captions of a language asked for.",
    targetLanguages: "Codes of the languages whose captions are made, such as `en` or `pt-BR`; unset, the library's.",
    generateTitle: "Whether the transcription also writes the video's title.",
    generateDescription: "Whether the transcription also writes the video's description.",
    generateChapters: "Whether the transcription also writes the video's chapters.",
    generateMoments: "Whether the transcription also writes the video's moments.",
    sourceLanguage: "Code of the language spoken in the video; unset, the API detects it.",
    success: "Whether the API took the transcription, as it answered the run.",
    message: "The API's message in answer to the run, if any.",
  },
};

/** A repackaging of a video's encoded files, run on create and again when an input changes. */
export const videoRepackageRow: TriggerRow = {
  name: "VideoRepackage",
  description: "Packages a Stream video's encoded files again, without encoding them, once and again when a trigger changes.",
  operation: "videos.repackage",
  recorded: ["encodeProgress", "availableResolutions"],
  libraryKey: true,
  example: {
    resources: [
      ...exampleVideo,
      {
        name: "repackage",
        type: "VideoRepackage",
        comment: "Packaged again whenever the library's MP4 fallback is turned on or off.",
        properties: {
          libraryId: outputOf("courses", "videoLibraryId"),
          videoId: outputOf("intro", "videoId"),
          libraryApiKey: outputOf("courses", "apiKey"),
          keepOriginalFiles: true,
          triggers: [outputOf("courses", "enableMP4Fallback")],
        },
      },
    ],
    exports: { resolutionsAtRepackage: outputOf("repackage", "availableResolutions") },
  },
  objectList: libraryVideos,
  descriptions: {
    ...videoInputs,
    keepOriginalFiles: "Whether the files the video had before are kept beside the new ones; unset, the API keeps them.",
    availableResolutions:
      "The resolutions the video had, comma-separated (`360p,720p`), as the API answered the repackaging; a refresh does " +
      "not read them again.",
    encodeProgress: "The video's encoding progress in percent, as the API answered the repackaging; a refresh does not read it again.",
  },
};

/** A generation of a video's title, description, chapters or moments from its content, run on create and on a change. */
export const videoSmartGenerateRow: TriggerRow = {
  name: "VideoSmartGenerate",
  description:
    "Generates a Stream video's title, description, chapters or moments from its content once, and again when a trigger " +
    "changes.",
  operation: "videos.smart",
  recorded: ["success", "message"],
  libraryKey: true,
  example: {
    resources: [
      ...exampleVideo,
      {
        name: "chapters",
        type: "VideoSmartGenerate",
        comment: "Chapters generated again whenever the video's title changes.",
        properties: {
          libraryId: outputOf("courses", "videoLibraryId"),
          videoId: outputOf("intro", "videoId"),
          libraryApiKey: outputOf("courses", "apiKey"),
          generateChapters: true,
          sourceLanguage: "en",
          triggers: [outputOf("intro", "title")],
        },
      },
    ],
    exports: { generationMessage: outputOf("chapters", "message") },
  },
  objectList: libraryVideos,
  descriptions: {
    ...videoInputs,
    generateTitle: "Whether the video's title is generated.",
    generateDescription: "Whether the video's description is generated.",
    generateChapters: "Whether the video's chapters are generated.",
    generateMoments: "Whether the video's moments are generated.",
    sourceLanguage: "Code of the language spoken in the video; unset, the API detects it.",
    success: "Whether the API took the generation, as it answered the run.",
    message: "The API's message in answer to the run, if any.",
  },
};

/** A video's thumbnail set from an image's address, on create and again when an input changes. */
export const videoThumbnailRow: TriggerRow = {
  name: "VideoThumbnail",
  description: "Sets a Stream video's thumbnail to the image at an address, once, and again when the address or a trigger changes.",
  operation: "videos.createThumbnail",
  recorded: ["success", "message"],
  libraryKey: true,
  leftOut: {
    body:
      "the image's own bytes, which the API takes instead of an address: an input holds no file, so the image is given by " +
      "`thumbnailUrl`",
  },
  required: ["thumbnailUrl"],
  example: {
    resources: [
      ...exampleVideo,
      {
        name: "poster",
        type: "VideoThumbnail",
        comment: "Set again whenever the video's title changes, the poster showing it.",
        properties: {
          libraryId: outputOf("courses", "videoLibraryId"),
          videoId: outputOf("intro", "videoId"),
          libraryApiKey: outputOf("courses", "apiKey"),
          thumbnailUrl: "https://images.example.com/posters/intro.jpg",
          triggers: [outputOf("intro", "title")],
        },
      },
    ],
    exports: { thumbnailMessage: outputOf("poster", "message") },
  },
  objectList: libraryVideos,
  descriptions: {
    ...videoInputs,
    thumbnailUrl:
      "Address (http or https) of the image the API fetches and makes the video's thumbnail. Required here, though the API " +
      "also takes the image's bytes instead: the resource sends no file. An image the API cannot fetch fails the run with its 422.",
    success: "Whether the API set the thumbnail, as it answered the run.",
    message: "The API's message in answer to the run, if any.",
  },
};

/** A deletion of some of a video's encoded files (by resolution or output), run on create and again when an input changes. */
export const videoResolutionCleanupRow: TriggerRow = {
  name: "VideoResolutionCleanup",
  description:
    "Deletes a Stream video's encoded files of the resolutions or outputs it names (or, on a dry run, reports what it would " +
    "delete) once, and again when an input or a trigger changes.",
  operation: "videos.cleanupResolutions",
  recorded: ["success", "message"],
  libraryKey: true,
  example: {
    resources: [
      ...exampleVideo,
      {
        name: "cleanup",
        type: "VideoResolutionCleanup",
        comment: "The files of resolutions the library no longer encodes deleted whenever its resolutions change.",
        properties: {
          libraryId: outputOf("courses", "videoLibraryId"),
          videoId: outputOf("intro", "videoId"),
          libraryApiKey: outputOf("courses", "apiKey"),
          deleteNonConfiguredResolutions: true,
          triggers: [outputOf("courses", "enabledResolutions")],
        },
      },
    ],
    exports: { cleanupMessage: outputOf("cleanup", "message") },
  },
  objectList: libraryVideos,
  descriptions: {
    ...videoInputs,
    resolutionsToDelete: "The resolutions whose files are deleted, comma-separated (`240p,360p`).",
    deleteNonConfiguredResolutions: "Whether the files of every resolution the library is no longer set to encode are deleted.",
    allResolutions: "Whether the files of every resolution the video has are deleted.",
    deleteOriginal: "Whether the file the video was uploaded as is deleted too.",
    outputs: "The outputs whose files are deleted: `hls`, `mp4` or `all`.",
    deleteMp4Files: "Whether the video's MP4 files are deleted.",
    dryRun: "Whether the API only reports, in its message, what the run would delete, and deletes nothing.",
    success: "Whether the API took the cleanup, as it answered the run.",
    message: "The API's message in answer to the run: on a dry run, what would be deleted.",
  },
};

/** A fetch of a video from a URL into a library, run on create and again when an input changes. */
export const videoFetchRow: TriggerRow = {
  name: "VideoFetch",
  description:
    "Asks a Stream library to fetch a video from a URL, once, and again when a trigger changes; the video it adds is not " +
    "managed by the stack.",
  operation: "videos.fetch",
  recorded: ["success", "message", "statusCode"],
  libraryKey: true,
  secretInputs: ["headers"],
  notes: [
    "The answer names no video: the one fetched is found by `getVideos`, or adopted by importing a `Video`.",
    "A run again (a trigger's change) fetches the URL again, into a video of its own.",
  ],
  example: {
    resources: [
      exampleVideo[0],
      {
        name: "trailer",
        type: "VideoFetch",
        comment: "Fetched into the library once, and again whenever the library is renamed.",
        properties: {
          libraryId: outputOf("courses", "videoLibraryId"),
          libraryApiKey: outputOf("courses", "apiKey"),
          url: "https://media.example.com/trailer.mp4",
          title: "Trailer",
          triggers: [outputOf("courses", "name")],
        },
      },
    ],
    exports: { fetchMessage: outputOf("trailer", "message") },
  },
  objectList: libraryVideos,
  descriptions: {
    libraryId: "Id of the video library the video is fetched into, a whole number.",
    libraryApiKey: videoInputs.libraryApiKey,
    url: "The address, `http` or `https`, the library fetches the video's file from.",
    headers:
      "Request headers the library sends to the URL's server with the fetch, by name (an `Authorization` the origin asks for). " +
      "A secret.",
    title: "The fetched video's title; unset, the API names it.",
    collectionId: "Id (a GUID) of the collection the fetched video is put in; unset, none.",
    thumbnailTime: "The time, in milliseconds into the video, of the frame made its thumbnail; unset, the API's choice.",
    success: "Whether the API took the fetch, as it answered the run.",
    message: "The API's message in answer to the run, if any.",
    statusCode: "The status code the API gave in its answer to the run.",
  },
};

/** An encoding of a video again in an output codec it is given, run on create and again when an input changes. */
export const videoCodecReencodeRow: TriggerRow = {
  name: "VideoCodecReencode",
  description:
    "Adds an output codec to a Stream video by encoding its file again in that codec, once, and again when a trigger changes.",
  operation: "videos.replaceOutput",
  recorded: ["outputCodecs", "status", "encodeProgress"],
  libraryKey: true,
  example: {
    resources: [
      ...exampleVideo,
      {
        name: "vp9",
        type: "VideoCodecReencode",
        comment: "Encoded in VP9 too, and again whenever the library's resolutions change.",
        properties: {
          libraryId: outputOf("courses", "videoLibraryId"),
          videoId: outputOf("intro", "videoId"),
          libraryApiKey: outputOf("courses", "apiKey"),
          outputCodecId: "vp9",
          triggers: [outputOf("courses", "enabledResolutions")],
        },
      },
    ],
    exports: { codecsAfterRun: outputOf("vp9", "outputCodecs") },
  },
  objectList: libraryVideos,
  descriptions: {
    ...videoInputs,
    outputCodecId: "The codec the video is encoded in again, and given as an output.",
    outputCodecs:
      "The video's output codecs, comma-separated (`x264,vp9`), as the API answered the run; a refresh does not read them again.",
    status:
      "The video's status as the API answered the run, by the API's number (`3`: transcoding, `4`: finished); a refresh does " +
      "not read it again.",
    encodeProgress: "The video's encoding progress in percent, as the API answered the run; a refresh does not read it again.",
  },
};
