import { DEMO } from "../../simulator/demo-account";
import { outputOf } from "../program-example";
import type { ResourceRow } from "./row";

/**
 * One language's captions of a video, read from the video's answer, which lists them. The create's call also writes
 * over the captions of a language the video holds, so it is the update too: a changed label or file is sent again by
 * it, where a replacement would write the language and then delete it.
 */
export const videoCaptionRow: ResourceRow = {
  name: "VideoCaption",
  description: "The captions of a Stream video in one language: their file and the label the player shows.",
  owns: [
    "The captions of one language of the video are owned by this resource alone: its other languages, and the captions",
    "transcribing writes, stay as they are. The caption file is given as its text (WebVTT or SRT) and sent as Base64;",
    "the API never reports it back, so a file changed outside Pulumi shows no drift. The video API takes the library's",
    "own key: give `libraryApiKey` the `apiKey` of the `VideoLibrary` (or the provider's `videoApiKey` is sent).",
  ],
  example: {
    resources: [
      { name: "courses", type: "VideoLibrary", properties: { name: "example-courses" } },
      {
        name: "intro",
        type: "Video",
        properties: {
          libraryId: outputOf("courses", "videoLibraryId"),
          libraryApiKey: outputOf("courses", "apiKey"),
          title: "Introduction",
        },
      },
      {
        name: "introEnglish",
        type: "VideoCaption",
        properties: {
          libraryId: outputOf("courses", "videoLibraryId"),
          videoId: outputOf("intro", "videoId"),
          libraryApiKey: outputOf("courses", "apiKey"),
          srclang: "en",
          label: "English",
          captionsFile: "WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome to the course.\n",
        },
      },
    ],
    exports: { captionVersion: outputOf("introEnglish", "version") },
  },
  lookupExample: { libraryId: String(DEMO.videoLibrary.id), videoId: DEMO.videos[0].id, srclang: DEMO.caption.srclang },
  create: "videos.updateCaptions",
  read: "videos.get",
  readFrom: "captions",
  update: "videos.updateCaptions",
  updateStyle: "whole",
  delete: "videos.deleteCaptions",
  id: "{libraryId}/{videoId}/{srclang}",
  idField: "srclang",
  objectField: "srclang",
  objectList: ([libraryId]) => ({ kind: "libraryVideos", libraryId }),
  libraryKey: true,
  textAsBase64: ["captionsFile"],
  naturalKey: ["srclang"],
  descriptions: {
    libraryId: "Id of the library that holds the video.",
    videoId: "Id (a GUID) of the video the captions belong to.",
    libraryApiKey:
      "The library's own API key, which the video API takes for its videos: a `VideoLibrary`'s `apiKey`. Unset: the " +
      "provider's `videoApiKey` is sent.",
    srclang: "Language code of the captions, such as `en` or `pt-BR`; also the last part of the resource id.",
    label: "Name of the captions' language the player lists them under, such as `English`.",
    captionsFile:
      "The caption file's text (WebVTT or SRT), which the provider sends as Base64. The API never reports it back, so " +
      "only a change in the program sends it again.",
    version: "Number the API raises each time the captions of this language are written.",
  },
};
