// After the move: the same video, a `cloudplatform:index:Video` of the plugin, adopted by the `import` option with the
// id `{libraryId}/{videoId}` once the dynamic resource is out of the state (`pulumi state delete`).
import * as path from "node:path";
import * as pulumi from "@pulumi/pulumi";
import * as cloudplatform from "cloudplatform-sdk";

const trailer = new cloudplatform.Video("trailer", {
    libraryId: "4242",
    title: "Moved trailer",
    filePath: path.join(__dirname, "../media/sample-video.mp4"),
}, { import: new pulumi.Config().get("trailerImportId") });

export const trailerVideoId = trailer.videoId;
