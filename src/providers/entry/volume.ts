import { lazyProvider } from "../lazy-provider";

type Implementation = typeof import("../volume");

/** The Volume provider the Pulumi host runs; the implementation loads on the first call. */
export = lazyProvider(
  () => (require("pulumi-cloudplatform/dist/providers/volume.js") as Implementation).volumeProvider,
);
