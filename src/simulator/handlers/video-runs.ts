import { servedOperations } from "../../api/served-operations";
import { jsonResponse, type SimulatedResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import { videoModel } from "../video-answers";
import { videoOfPath } from "./videos";

/**
 * POST .../videos/{videoId}/reencode: answers the video's model. The encoding itself is not simulated: the video reads
 * as it did. A library or video the path does not name is a 404.
 */
export function reencodeVideo(ctx: RouteContext): SimulatedResponse {
  const found = videoOfPath(ctx);
  if ("missing" in found) return found.missing;
  return jsonResponse(200, videoModel(ctx.params.libraryId, ctx.params.videoId, found.video));
}

/**
 * POST .../videos/{videoId}/transcribe: checks the query and the settings the body holds, and answers that the
 * transcription was taken; the captions it would write are not simulated. A library or video the path does not name is a 404.
 */
export function transcribeVideo(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["videos.transcribe"], ctx);
  if (!check.ok) return check.answer;
  const found = videoOfPath(ctx);
  if ("missing" in found) return found.missing;
  return jsonResponse(200, { success: true, message: "OK", statusCode: 200 });
}

/** POST .../videos/{videoId}/repackage: its query checked, answered as a re-encode is, the packaging not simulated. */
export function repackageVideo(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["videos.repackage"], ctx);
  return check.ok ? reencodeVideo(ctx) : check.answer;
}

/**
 * POST .../videos/{videoId}/smart: checks the settings the body holds, and answers 202, the generation taken; what it
 * would write is not simulated. A library or video the path does not name is a 404.
 */
export function smartGenerateVideo(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["videos.smart"], ctx);
  if (!check.ok) return check.answer;
  const found = videoOfPath(ctx);
  if ("missing" in found) return found.missing;
  return jsonResponse(202, { success: true, message: "OK", statusCode: 202 });
}
