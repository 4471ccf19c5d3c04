import { randomUUID } from "node:crypto";
import { z } from "zod";
import { videoSchemas } from "../../api/schemas/video";
import { servedOperations } from "../../api/served-operations";
import { jsonResponse, type SimulatedResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import { VIDEO_STATUS, type VideoRecord } from "../state";
import { videoModel } from "../video-answers";
import { libraryNotFound, videoOfPath } from "./videos";

/** The output codecs' names, by the number the path's `outputCodecId` gives. */
const OUTPUT_CODECS = (z.globalRegistry.get(videoSchemas.EncoderOutputCodecRequest) as { enumNames: string[] }).enumNames;

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
 * A run of `operation` on the video the path names, taken: its request checked (the area's 400), the library and the
 * video found (a 404), then `refusal` asked for an answer of its own, else the API's status answer with `status`.
 */
function takenRun(
  ctx: RouteContext,
  operation: "videos.transcribe" | "videos.smart" | "videos.createThumbnail" | "videos.cleanupResolutions",
  status: number,
  refusal: (input: Record<string, unknown>) => SimulatedResponse | undefined = () => undefined,
): SimulatedResponse {
  const check = checkRequest(servedOperations[operation], ctx);
  if (!check.ok) return check.answer;
  const found = videoOfPath(ctx);
  if ("missing" in found) return found.missing;
  return refusal(check.input) ?? jsonResponse(status, { success: true, message: "OK", statusCode: status });
}

/**
 * POST .../videos/{videoId}/transcribe: checks the query and the settings the body holds, and answers that the
 * transcription was taken; the captions it would write are not simulated. A library or video the path does not name is a 404.
 */
export function transcribeVideo(ctx: RouteContext): SimulatedResponse {
  return takenRun(ctx, "videos.transcribe", 200);
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
  return takenRun(ctx, "videos.smart", 202);
}

/** Whether `address` names a host no request can reach: one under `invalid`, the top-level domain kept unresolvable (RFC 2606). */
function unreachable(address: URL): boolean {
  return address.hostname === "invalid" || address.hostname.endsWith(".invalid");
}

/** An address that parses as an http or https URL, or undefined. */
function httpAddress(text: string): URL | undefined {
  const address = URL.canParse(text) ? new URL(text) : undefined;
  return address?.protocol === "http:" || address?.protocol === "https:" ? address : undefined;
}

/**
 * POST .../videos/{videoId}/thumbnail: checks the query and answers that the thumbnail was set; the image is neither
 * fetched nor stored. An address that is no http or https URL is a 400, one whose host no request can reach the API's
 * 422 (it cannot fetch the image); with no address, a request without a body (where the image would be) is a 400. A
 * library or video the path does not name is a 404.
 */
export function setVideoThumbnail(ctx: RouteContext): SimulatedResponse {
  return takenRun(ctx, "videos.createThumbnail", 200, ({ thumbnailUrl: text }) => {
    if (typeof text !== "string") {
      const withBody = Number(ctx.req.headers["content-length"] ?? 0) > 0 || ctx.req.headers["transfer-encoding"] !== undefined;
      const message = "A thumbnail needs an image: a thumbnailUrl, or the image's bytes in the body";
      return withBody ? undefined : ctx.fail(400, { message });
    }
    const address = httpAddress(text);
    if (address === undefined) return ctx.fail(400, { message: `The thumbnail address is no http or https URL: ${text}` });
    return unreachable(address) ? ctx.fail(422, { message: `The thumbnail image could not be fetched from ${text}` }) : undefined;
  });
}

/**
 * POST .../videos/{videoId}/resolutions/cleanup: checks the query and answers that the cleanup was taken; the files it
 * would delete are not simulated, so the video reads as it did. A library or video the path does not name is a 404.
 */
export function cleanupVideoResolutions(ctx: RouteContext): SimulatedResponse {
  return takenRun(ctx, "videos.cleanupResolutions", 200);
}

/**
 * POST .../videos/fetch: checks the query and the body, and adds to the library a video of the body's title (else the
 * URL's last path segment), processing as if its file were being fetched; nothing is fetched. A library the path does not
 * name is a 404, a URL that is not http or https a 400, one of a host no request can reach a 422.
 */
export function fetchVideo(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["videos.fetch"], ctx);
  if (!check.ok) return check.answer;
  const library = ctx.state.videoLibraries.get(ctx.params.libraryId);
  if (!library) return libraryNotFound(ctx);
  const { body, collectionId, thumbnailTime } = check.input as {
    body: { url: string; title?: string | null };
    collectionId?: string | null;
    thumbnailTime?: number | null;
  };
  const url = httpAddress(body.url);
  if (url === undefined) return ctx.fail(400, { message: `url must be an http or https address, got '${body.url}'` });
  if (unreachable(url)) return ctx.fail(422, { message: `The video could not be fetched from ${body.url}` });
  const lastSegment = url.pathname.split("/").filter((segment) => segment !== "").at(-1);
  const video: VideoRecord = {
    title: body.title || lastSegment || url.hostname,
    dateUploaded: ctx.now.toISOString(),
    status: VIDEO_STATUS.processing,
  };
  if (collectionId != null) video.collectionId = collectionId;
  if (thumbnailTime != null) video.thumbnailTime = thumbnailTime;
  library.videos.set(randomUUID(), video);
  return jsonResponse(200, { success: true, message: "OK", statusCode: 200 });
}

/**
 * PUT .../videos/{videoId}/outputs/{outputCodecId}: adds the codec the path names to the video's output codecs and
 * answers the video; the encoding itself is not simulated. A library or video the path does not name is a 404.
 */
export function addVideoOutputCodec(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["videos.replaceOutput"], ctx);
  if (!check.ok) return check.answer;
  const found = videoOfPath(ctx);
  if ("missing" in found) return found.missing;
  const codec = OUTPUT_CODECS[check.input.outputCodecId as number];
  const codecs = videoModel(ctx.params.libraryId, ctx.params.videoId, found.video).outputCodecs.split(",");
  found.video.fields = { ...found.video.fields, outputCodecs: [...new Set([...codecs, codec])].join(",") };
  return jsonResponse(200, videoModel(ctx.params.libraryId, ctx.params.videoId, found.video));
}
