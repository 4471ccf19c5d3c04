// Before the move: the video is a dynamic resource of pulumi-cloudplatform.
import * as path from "node:path";
import * as cloudplatform from "pulumi-cloudplatform";

const trailer = new cloudplatform.Video("trailer", {
    libraryId: "4242",
    title: "Moved trailer",
    filePath: path.join(__dirname, "../media/sample-video.mp4"),
});

export const trailerVideoId = trailer.videoId;
