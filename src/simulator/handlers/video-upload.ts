import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { jsonAnswer, type SimulatedAnswer } from "../http-answers";
import { mediaType } from "../request-body";
import type { RouteContext } from "../route-context";
import type { VideoLibraryRecord, VideoRecord } from "../state";
import { uploadQueryProblem } from "../video-upload-query";
import { videoOfPath } from "./videos";

const ALREADY_UPLOADED = "The requested video was already uploaded";

/**
 * Streams the body through sha256, never holding it; records {bytes, sha256, query}
 * only when the whole body arrived, and the video then reads as finished. Answers before streaming leave the body
 * for the server to drain.
 */
export async function uploadVideo(ctx: RouteContext): Promise<SimulatedAnswer> {
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
  await pipeline(
    ctx.req,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done();
      },
    }),
  );
  if (bytes === 0) return ctx.fail(400, { message: "The request body is empty; send the video file" });
  if (refusesUpload(library, video)) return ctx.fail(400, { message: ALREADY_UPLOADED });
  video.upload = { bytes, sha256: hash.digest("hex"), query: Object.fromEntries(ctx.query) };
  delete video.status;
  return jsonAnswer(200, { success: true, message: "The video was successfully uploaded", statusCode: 200 });
}

function refusesUpload(library: VideoLibraryRecord, video: VideoRecord): boolean {
  return video.upload !== undefined && !library.allowReupload;
}
