import { VIDEO_STATUS, type VideoRecord, type VideoStatusCode } from "./state";

/** Nominal bitrate (2 Mbit/s) from which a stored file's length in seconds is derived. */
const BYTES_PER_SECOND = 250_000;
const CREATED_BEFORE_2026 = "2026-01-01T00:00:00Z";

/** The status a video reads as: one set out of band, else `finished` with a file and `created` without. */
export function videoStatus(video: VideoRecord): VideoStatusCode {
  return video.status ?? (video.upload ? VIDEO_STATUS.finished : VIDEO_STATUS.created);
}

/**
 * VideoModel with every field the document requires; a video in no collection answers `collectionId` "". The file is
 * kept as received: `hasOriginal` says whether there is one, `originalHash` is its SHA-256 (null without one).
 */
export function videoModel(libraryId: string, videoId: string, video: VideoRecord) {
  const { upload } = video;
  const status = videoStatus(video);
  const encoded = upload !== undefined && status === VIDEO_STATUS.finished;
  return {
    videoLibraryId: Number(libraryId),
    guid: videoId,
    title: video.title ?? videoId,
    description: null,
    dateUploaded: video.dateUploaded ?? CREATED_BEFORE_2026,
    views: 0,
    isPublic: false,
    length: upload ? Math.max(1, Math.round(upload.bytes / BYTES_PER_SECOND)) : 0,
    status,
    framerate: upload ? 30 : 0,
    rotation: null,
    width: upload ? 1920 : 0,
    height: upload ? 1080 : 0,
    availableResolutions: encoded ? upload.query.enabledResolutions || "360p,720p,1080p" : null,
    outputCodecs: upload?.query.enabledOutputCodecs || "x264",
    thumbnailCount: upload ? 1 : 0,
    encodeProgress: encoded ? 100 : 0,
    storageSize: upload?.bytes ?? 0,
    hasOriginal: upload !== undefined,
    originalHash: upload?.sha256 ?? null,
    captions: video.captions ?? [],
    hasMP4Fallback: false,
    collectionId: video.collectionId ?? "",
    thumbnailFileName: "thumbnail.jpg",
    averageWatchTime: 0,
    totalWatchTime: 0,
    chapters: [],
    moments: [],
    metaTags: [],
    transcodingMessages: [],
    jitEncodingEnabled: upload?.query.jitEnabled === "true",
    ...video.fields,
  };
}
