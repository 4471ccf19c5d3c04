import { lazyProvider } from "../lazy-provider";

type Implementation = typeof import("../video");

/** The Video provider the Pulumi host runs; the implementation loads on the first call. */
export = lazyProvider(
  () => (require("pulumi-cloudplatform/dist/providers/video.js") as Implementation).videoProvider,
);
