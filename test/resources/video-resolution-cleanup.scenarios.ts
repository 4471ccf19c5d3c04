import type { ProviderRunner } from "../helpers/installed-package";
import { videoRequestScenarios } from "./video-transcribe.scenarios";

/** The VideoResolutionCleanup scenarios (those of the VideoTranscribe: its options query parameters, no body), run through `runner`. */
export const videoResolutionCleanupScenarios = (runner: ProviderRunner): void =>
  videoRequestScenarios(runner, {
    className: "VideoResolutionCleanup",
    route: "videos.cleanupResolutions",
    pathEnd: "resolutions/cleanup",
    succeeded: 200,
    inputs: { resolutionsToDelete: "240p,360p", deleteOriginal: false },
    query: { resolutionsToDelete: "240p,360p", deleteOriginal: "false" },
    body: undefined,
    invalid: { dryRun: "yes", outputs: ["hls"] },
    failures: [
      { property: "outputs", reason: expect.stringMatching(/must be a string.*hls/) },
      { property: "dryRun", reason: expect.stringMatching(/must be a boolean.*yes/) },
    ],
    changed: { dryRun: true },
    changedQuery: { resolutionsToDelete: "240p,360p", deleteOriginal: "false", dryRun: "true" },
    changedBody: undefined,
  });
