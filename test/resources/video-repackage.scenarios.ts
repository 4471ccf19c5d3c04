import type { ProviderRunner } from "../helpers/installed-package";
import { videoRunScenarios } from "./video-reencode.scenarios";

/** The scenarios of the VideoRepackage (those of the VideoReencode, with its `keepOriginalFiles` in the query), run through `runner`. */
export const videoRepackageScenarios = (runner: ProviderRunner): void =>
  videoRunScenarios(runner, {
    className: "VideoRepackage",
    route: "videos.repackage",
    pathEnd: "repackage",
    inputs: { keepOriginalFiles: false },
    query: { keepOriginalFiles: "false" },
  });
