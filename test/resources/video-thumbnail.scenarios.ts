import type { ProviderRunner } from "../helpers/installed-package";
import { videoRequestScenarios } from "./video-transcribe.scenarios";

const POSTER = "https://images.example.com/posters/welcome.jpg";
const NEW_POSTER = "https://images.example.com/posters/welcome-2.jpg";
/** An image at a host no request can reach (`.invalid`), which the API cannot fetch. */
const UNREACHABLE_POSTER = "https://images.example.invalid/welcome.jpg";

/**
 * The VideoThumbnail scenarios (those of the VideoTranscribe: its `thumbnailUrl` a query parameter, no body; an image
 * the API cannot fetch its 422), run through `runner`.
 */
export const videoThumbnailScenarios = (runner: ProviderRunner): void =>
  videoRequestScenarios(runner, {
    className: "VideoThumbnail",
    route: "videos.createThumbnail",
    pathEnd: "thumbnail",
    succeeded: 200,
    inputs: { thumbnailUrl: POSTER },
    query: { thumbnailUrl: POSTER },
    body: undefined,
    invalid: { thumbnailUrl: undefined, triggers: "v2" },
    failures: [
      { property: "thumbnailUrl", reason: "is required" },
      { property: "triggers", reason: expect.stringMatching(/must be a list.*v2/) },
    ],
    changed: { thumbnailUrl: NEW_POSTER },
    changedQuery: { thumbnailUrl: NEW_POSTER },
    changedBody: undefined,
    refused: { inputs: { thumbnailUrl: UNREACHABLE_POSTER }, status: 422, message: `could not be fetched from ${UNREACHABLE_POSTER}` },
  });
