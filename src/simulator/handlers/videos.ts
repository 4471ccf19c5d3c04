import { randomUUID } from "node:crypto";
import { jsonResponse, type SimulatedResponse } from "../http-responses";
import { integerParameter } from "../query-parameters";
import type { RouteContext } from "../route-context";
import type { VideoLibraryRecord, VideoRecord } from "../state";
import { videoModel } from "../video-answers";

const INT32_MAX = 2_147_483_647;
const CREATE_PROPERTIES = new Set(["title", "collectionId", "thumbnailTime"]);
/** chapters, moments and metaTags are accepted as the document allows and not kept: nothing here reads them. */
const UPDATE_PROPERTIES = new Set(["title", "collectionId", "chapters", "moments", "metaTags"]);

/** The library and video the path names, or the 404 answer saying which of them is missing. */
export function videoOfPath(ctx: RouteContext): { library: VideoLibraryRecord; video: VideoRecord } | { missing: SimulatedResponse } {
  const library = ctx.state.videoLibraries.get(ctx.params.libraryId);
  if (!library) return { missing: libraryNotFound(ctx) };
  const video = library.videos.get(ctx.params.videoId);
  if (!video) return { missing: ctx.fail(404, { message: "The requested video was not found" }) };
  return { library, video };
}

export function getVideo(ctx: RouteContext): SimulatedResponse {
  const found = videoOfPath(ctx);
  if ("missing" in found) return found.missing;
  return jsonResponse(200, videoModel(ctx.params.libraryId, ctx.params.videoId, found.video));
}

/**
 * PaginationListOfVideoModel: `itemsPerPage` (default 100) videos of page `page` (default 1), in the library's order;
 * `search` keeps the videos whose title contains it (any case), `collection` those of that collection.
 */
export function listVideos(ctx: RouteContext): SimulatedResponse {
  const library = ctx.state.videoLibraries.get(ctx.params.libraryId);
  if (!library) return libraryNotFound(ctx);
  const page = integerParameter(ctx, "page", 1, 1, 2_147_483_647);
  if (typeof page !== "number") return page;
  const itemsPerPage = integerParameter(ctx, "itemsPerPage", 100, 1, 1000);
  if (typeof itemsPerPage !== "number") return itemsPerPage;
  const search = ctx.query.get("search")?.toLowerCase();
  const collection = ctx.query.get("collection");
  const listed = [...library.videos].filter(
    ([videoId, video]) =>
      (!search || (video.title ?? videoId).toLowerCase().includes(search)) && (!collection || video.collectionId === collection),
  );
  const start = (page - 1) * itemsPerPage;
  const videos = listed.slice(start, start + itemsPerPage);
  return jsonResponse(200, {
    totalItems: listed.length,
    currentPage: page,
    itemsPerPage,
    items: videos.map(([videoId, video]) => videoModel(ctx.params.libraryId, videoId, video)),
  });
}

/** CreateVideoModel {title (1+ characters), collectionId?, thumbnailTime?}: a new video without a file. */
export function createVideo(ctx: RouteContext): SimulatedResponse {
  const library = ctx.state.videoLibraries.get(ctx.params.libraryId);
  if (!library) return libraryNotFound(ctx);
  const problem = bodyProblem(ctx.body, CREATE_PROPERTIES) ?? createProblem(ctx.body as Record<string, unknown>);
  if (problem) return ctx.fail(400, { message: problem });
  const { title, collectionId, thumbnailTime } = ctx.body as { title: string; collectionId?: string | null; thumbnailTime?: number | null };
  const videoId = randomUUID();
  const video: VideoRecord = { title, dateUploaded: ctx.now.toISOString() };
  if (collectionId != null) video.collectionId = collectionId;
  if (thumbnailTime != null) video.thumbnailTime = thumbnailTime;
  library.videos.set(videoId, video);
  return jsonResponse(200, videoModel(ctx.params.libraryId, videoId, video));
}

/** UpdateVideoModel: a given title replaces the title, a given collectionId the collection ("" for none); null leaves either. */
export function updateVideo(ctx: RouteContext): SimulatedResponse {
  const found = videoOfPath(ctx);
  if ("missing" in found) return found.missing;
  const problem = bodyProblem(ctx.body, UPDATE_PROPERTIES) ?? updateProblem(ctx.body as Record<string, unknown>);
  if (problem) return ctx.fail(400, { message: problem });
  const { title, collectionId } = ctx.body as { title?: string | null; collectionId?: string | null };
  if (title != null) found.video.title = title;
  if (collectionId != null) found.video.collectionId = collectionId;
  return jsonResponse(200, { success: true, message: "The video was successfully updated", statusCode: 200 });
}

export function deleteVideo(ctx: RouteContext): SimulatedResponse {
  const found = videoOfPath(ctx);
  if ("missing" in found) return found.missing;
  found.library.videos.delete(ctx.params.videoId);
  return jsonResponse(200, { success: true, message: "The video was successfully deleted", statusCode: 200 });
}

/** The 404 of a library the path does not name. */
export function libraryNotFound(ctx: RouteContext): SimulatedResponse {
  return ctx.fail(404, { message: "The requested video library was not found" });
}

function bodyProblem(body: unknown, known: Set<string>): string | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "The request body must be a JSON object";
  const unknown = Object.keys(body).filter((key) => !known.has(key));
  return unknown.length === 0 ? undefined : `${unknown.join(", ")}: not a known property (only ${[...known].join(", ")})`;
}

function createProblem({ title, collectionId, thumbnailTime }: Record<string, unknown>): string | undefined {
  if (typeof title !== "string" || title.length === 0) return "title: is required and must be a non-empty string";
  if (collectionId != null && typeof collectionId !== "string") return "collectionId: must be a string or null";
  const validTime = Number.isInteger(thumbnailTime) && (thumbnailTime as number) >= 0 && (thumbnailTime as number) <= INT32_MAX;
  if (thumbnailTime != null && !validTime) {
    return `thumbnailTime: must be an integer from 0 to ${INT32_MAX} (milliseconds) or null`;
  }
  return undefined;
}

function updateProblem(body: Record<string, unknown>): string | undefined {
  const { title, collectionId } = body;
  if (title != null && (typeof title !== "string" || title.length === 0)) return "title: must be a non-empty string or null";
  if (collectionId != null && typeof collectionId !== "string") return "collectionId: must be a string or null";
  const notList = ["chapters", "moments", "metaTags"].find((name) => body[name] != null && !Array.isArray(body[name]));
  return notList === undefined ? undefined : `${notList}: must be an array or null`;
}
