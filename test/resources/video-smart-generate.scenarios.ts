import type { ProviderRunner } from "../helpers/installed-package";
import { videoRequestScenarios } from "./video-transcribe.scenarios";

/** The VideoSmartGenerate scenarios (those of the VideoTranscribe: its settings a body, answered 202), run through `runner`. */
export const videoSmartGenerateScenarios = (runner: ProviderRunner): void =>
  videoRequestScenarios(runner, {
    className: "VideoSmartGenerate",
    route: "videos.smart",
    pathEnd: "smart",
    succeeded: 202,
    inputs: { generateChapters: true, sourceLanguage: "en" },
    query: {},
    body: { generateChapters: true, sourceLanguage: "en" },
    invalid: { generateTitle: "yes", sourceLanguage: 7 },
    failures: [
      { property: "generateTitle", reason: expect.stringMatching(/must be a boolean.*yes/) },
      { property: "sourceLanguage", reason: expect.stringMatching(/must be a string.*7/) },
    ],
    changed: { generateMoments: true },
    changedQuery: {},
    changedBody: { generateChapters: true, generateMoments: true, sourceLanguage: "en" },
  });
