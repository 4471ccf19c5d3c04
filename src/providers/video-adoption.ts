import type { CloudPlatformClient } from "../client";
import { VIDEO_SEARCH_PAGE_SIZE } from "../client/method-aliases";
import { ApiError, NetworkError } from "../errors";
import type { LibraryVideo } from "../types";
import { explainedError } from "./explained-error";
import { fileMissing } from "./video-file";

/**
 * How recent a video must be to be taken as one that an interrupted or lost create left: a day. A create carries no
 * marker, so after a killed `pulumi up` the next one (a new command, minutes or hours later) can only recognise the
 * video by what the create gave it. A day covers a CI job run again the next morning; a video a person made by hand
 * rarely matches as well, since it must also be this recent, have this exact title and collection, and hold no file
 * at all or this very file.
 */
const LEFT_BEHIND_WITHIN_MS = 24 * 60 * 60 * 1000;

/** What a Video's create asks for: the video is looked for by these. */
export interface WantedVideo {
  libraryId: string;
  title: string;
  collectionId?: string;
  /** SHA-256 of the declared file, if one is declared. */
  sha256?: string;
}

/**
 * Videos that resources served by this process record or were given (`libraryId/videoId`): never taken as left
 * behind, so that a replacement never takes the video it replaces, nor a resource its sibling's.
 */
const claimedVideos = new Set<string>();

/** Notes that a resource records this video. */
export function claimVideo(libraryId: string, videoId: string): void {
  claimedVideos.add(`${libraryId}/${videoId}`);
}

/** Creates in flight per library and title: one at a time, so that none takes another's new video as left behind. */
const createsInFlight = new Map<string, Promise<unknown>>();

/** Runs `create` after the other creates of a video with the same title in the same library that this process runs. */
function oneCreatePerTitle<T>(wanted: WantedVideo, create: () => Promise<T>): Promise<T> {
  const key = JSON.stringify([wanted.libraryId, wanted.title]);
  const run = (createsInFlight.get(key) ?? Promise.resolve()).then(create, create);
  const settled = run.catch(() => undefined);
  createsInFlight.set(key, settled);
  void settled.then(() => createsInFlight.get(key) === settled && createsInFlight.delete(key));
  return run;
}

/** The API's date-time as a time: a date-time without an offset is UTC, as the API writes them. */
function timeOf(dateTime: string | null): number {
  if (dateTime === null) {
    return Number.NaN;
  }
  return Date.parse(/(Z|[+-]\d\d:?\d\d)$/i.test(dateTime) ? dateTime : `${dateTime}Z`);
}

/** Whether `video` is what a create of `wanted` leaves: its title and collection, recent, with no file or this one. */
function leftBy(video: LibraryVideo, wanted: WantedVideo, since: number): boolean {
  const noFile = fileMissing(video.status) && video.originalHash === null;
  const thisFile = wanted.sha256 !== undefined && video.originalHash === wanted.sha256;
  return (
    video.title === wanted.title &&
    (video.collectionId ?? "") === (wanted.collectionId ?? "") &&
    timeOf(video.dateUploaded) >= since &&
    (noFile || thisFile) &&
    !claimedVideos.has(`${wanted.libraryId}/${video.videoId}`)
  );
}

/** The videos of the library that an interrupted or lost create of `wanted` may have left (see leftBy). */
async function videosLeftBehind(client: CloudPlatformClient, wanted: WantedVideo): Promise<LibraryVideo[]> {
  const since = Date.now() - LEFT_BEHIND_WITHIN_MS;
  const found: LibraryVideo[] = [];
  for (let page = 1; ; page += 1) {
    const videos = await client.listVideos(wanted.libraryId, wanted.title, page);
    found.push(...videos.filter((video) => leftBy(video, wanted, since)));
    if (videos.length < VIDEO_SEARCH_PAGE_SIZE) {
      return found;
    }
  }
}

/** The one video an interrupted or lost create of `wanted` left, or undefined; several fail, naming them. */
async function leftBehind(client: CloudPlatformClient, wanted: WantedVideo): Promise<LibraryVideo | undefined> {
  const found = await videosLeftBehind(client, wanted);
  if (found.length > 1) {
    throw new Error(
      `library ${wanted.libraryId} holds ${found.length} videos titled "${wanted.title}" created in the last day, each ` +
        "with no file or the declared one, which an interrupted `pulumi up` may have left " +
        `(${found.map((video) => video.videoId).join(", ")}): delete those the program does not own, then run ` +
        "`pulumi up` again, which takes the one left as this resource's video",
    );
  }
  return found[0];
}

/** Whether a failed create may have created the video: its answer was lost (a network failure or a 5xx). */
function mayHaveCreated(error: unknown): error is NetworkError | ApiError {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

/** `create`, and where its answer is lost, the video it most likely made (or, where none is found, `create` again). */
async function createdFindingLost(
  client: CloudPlatformClient,
  wanted: WantedVideo,
  create: () => Promise<LibraryVideo>,
): Promise<LibraryVideo> {
  const lost = `the create of a video titled "${wanted.title}" in library ${wanted.libraryId} lost its answer`;
  try {
    return await create();
  } catch (error) {
    if (!mayHaveCreated(error)) {
      throw error;
    }
    const found = await leftBehind(client, wanted).catch((searchError: unknown) => {
      throw explainedError(
        error,
        `${lost}, and the library could not be searched for the video (${(searchError as Error).message}): the next ` +
          "`pulumi up` looks for it again before creating one",
      );
    });
    if (found !== undefined) {
      return found;
    }
    return create().catch((again: unknown) => {
      throw mayHaveCreated(again)
        ? explainedError(again, `${lost} twice: the next \`pulumi up\` looks for the video before creating one`)
        : again;
    });
  }
}

/**
 * The video for a Video's create: one that an interrupted or lost create of it left in the library (see leftBy), else
 * a new one made by `create`. An answer lost by `create` is followed by a search for the video it most likely made.
 * Several videos that could be it fail the step, naming them.
 */
export function createdOrLeftBehind(
  client: CloudPlatformClient,
  wanted: WantedVideo,
  create: () => Promise<LibraryVideo>,
): Promise<LibraryVideo> {
  return oneCreatePerTitle(wanted, async () => {
    const video = (await leftBehind(client, wanted)) ?? (await createdFindingLost(client, wanted, create));
    claimVideo(wanted.libraryId, video.videoId);
    return video;
  });
}
