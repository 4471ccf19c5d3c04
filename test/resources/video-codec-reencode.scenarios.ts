import type { ProviderRunner } from "../helpers/installed-package";
import { videoRunScenarios } from "./video-reencode.scenarios";

/**
 * The scenarios of the VideoCodecReencode (those of the VideoReencode, its codec a name the path sends as the API's
 * number: `vp9` is 1), run through `runner`.
 */
export const videoCodecReencodeScenarios = (runner: ProviderRunner): void =>
  videoRunScenarios(runner, {
    className: "VideoCodecReencode",
    route: "videos.replaceOutput",
    method: "PUT",
    pathEnd: "outputs/1",
    inputs: { outputCodecId: "vp9" },
    query: {},
    recorded: { outputCodecs: "x264,vp9", status: 0 },
    invalid: {
      inputs: { outputCodecId: "vp8" },
      failure: { property: "outputCodecId", reason: expect.stringMatching(/x264.*vp9.*hevc.*av1.*vp8/) },
    },
  });
