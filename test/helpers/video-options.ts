import type { VideoUploadOptions } from "../../src/client";

/** All ten upload options set, to see each one travel. */
export const everyVideoOption: VideoUploadOptions = {
  jitEnabled: true,
  enabledResolutions: ["720p", "1080p"],
  enabledOutputCodecs: ["x264", "vp9"],
  transcribeEnabled: false,
  transcribeLanguages: ["en", "de"],
  sourceLanguage: "en",
  generateTitle: true,
  generateDescription: false,
  generateChapters: true,
  generateMoments: false,
};

/** The query string parameters `everyVideoOption` becomes, by the API's names. */
export const everyVideoOptionQuery: Record<string, string> = {
  jitEnabled: "true",
  enabledResolutions: "720p,1080p",
  enabledOutputCodecs: "x264,vp9",
  transcribeEnabled: "false",
  transcribeLanguages: "en,de",
  sourceLanguage: "en",
  generateTitle: "true",
  generateDescription: "false",
  generateChapters: "true",
  generateMoments: "false",
};
