import { lazyProvider } from "../lazy-provider";

type Implementation = typeof import("../video-upload");

/** The VideoUpload provider the Pulumi host runs; the implementation loads on the first call. */
export = lazyProvider(
  () => (require("pulumi-cloudplatform/dist/providers/video-upload.js") as Implementation).videoUploadProvider,
);
