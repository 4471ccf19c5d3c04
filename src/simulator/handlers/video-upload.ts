import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { jsonResponse, type SimulatedResponse } from "../http-responses";
import { mediaType } from "../request-body";
import type { RouteContext } from "../route-context";
import { VIDEO_STATUS, type VideoLibraryRecord, type VideoRecord } from "../state";
import { CONTAINER_SIGNATURE_BYTES, isVideoContainer } from "../video-container";
import { uploadQueryProblem } from "../video-upload-query";
import { videoOfPath } from "./videos";

const ALREADY_UPLOADED = "The requested video was already uploaded";

/**
 * Streams the body through sha256, never holding it but its first bytes; records {bytes, sha256, query}
 * only when the whole body arrived, and the video then reads as finished (as `error` where only video files are
 * encoded and the body is none). Answers before streaming leave the body for the server to drain.
 */
export async function uploadVideo(ctx: RouteContext): Promise<SimulatedResponse> {
  const found = videoOfPath(ctx);
  if ("missing" in found) return found.missing;
  const { library, video } = found;
  const queryProblem = uploadQueryProblem(ctx.query);
  if (queryProblem) return ctx.fail(400, { message: queryProblem });
  if (refusesUpload(library, video)) return ctx.fail(400, { message: ALREADY_UPLOADED });
  const type = mediaType(ctx.req.headers["content-type"]);
  if (type !== "application/octet-stream") {
    return ctx.fail(415, { message: `Content-Type must be application/octet-stream, got '${type || "none"}'` });
  }

  const hash = createHash("sha256");
  let bytes = 0;
  let head = Buffer.alloc(0);
  await pipeline(
    ctx.req,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        if (head.length < CONTAINER_SIGNATURE_BYTES) head = Buffer.concat([head, chunk]).subarray(0, CONTAINER_SIGNATURE_BYTES);
        done();
      },
    }),
  );
  if (bytes === 0) return ctx.fail(400, { message: "The request body is empty; send the video file" });
  if (refusesUpload(library, video)) return ctx.fail(400, { message: ALREADY_UPLOADED });
  video.upload = { bytes, sha256: hash.digest("hex"), query: Object.fromEntries(ctx.query) };
  delete video.status;
  if (ctx.encodeVideoFilesOnly && !isVideoContainer(head)) video.status = VIDEO_STATUS.error;
  return jsonResponse(200, { success: true, message: "The video was successfully uploaded", statusCode: 200 });
}

function refusesUpload(library: VideoLibraryRecord, video: VideoRecord): boolean {
  return video.upload !== undefined && !library.allowReupload;
}
