import * as pulumi from "@pulumi/pulumi";
import * as cloudplatform from "pulumi-cloudplatform";

// One round: a new Video with the sample file, and the same file uploaded into an existing video.
const config = new pulumi.Config();
const round = config.require("round");
const filePath = "../media/sample-video.mp4";

const clip = new cloudplatform.Video(`clip-${round}`, { libraryId: 4242, title: `Clip ${round}`, filePath });
const upload = new cloudplatform.VideoUpload(`upload-${round}`, { libraryId: 4242, videoId: config.require("videoId"), filePath });

export const clipVideoId = clip.videoId;
export const uploadSha256 = upload.sha256;
