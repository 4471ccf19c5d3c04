import * as path from "node:path";
import * as pulumi from "@pulumi/pulumi";
import * as cloudplatform from "pulumi-cloudplatform";

const videoFile = path.join(__dirname, "..", "media", "sample-video.mp4");
const release = new pulumi.Config().get("release") ?? "v1";

const assets = new cloudplatform.StorageZone("assets", { name: "site-assets", region: "DE", rewrite404To200: true });
const web = new cloudplatform.PullZone("web", {
  name: "site-web",
  originType: "StorageZone",
  storageZoneId: assets.id,
  enableLogging: true,
  blockedIps: ["192.0.2.10"],
});
const forceHttps = new cloudplatform.PullZoneEdgeRule("force-https", {
  pullZoneId: web.id,
  actionType: "ForceSSL",
  triggers: [{ type: "Url", patternMatches: ["*"] }],
  description: "Every request over HTTPS",
  enabled: true,
});
// The zone's own b-cdn.net hostname, which the API made with it, taken over to send visitors to HTTPS; and the site's
// hostname, whose DNS points at the zone, with a free certificate.
const defaultHostname = new cloudplatform.PullZoneHostname("default-hostname", {
  pullZoneId: web.id,
  hostname: "site-web.b-cdn.net",
  forceSSL: true,
});
const media = new cloudplatform.PullZoneHostname("media", {
  pullZoneId: web.id,
  hostname: "media.site.example",
  hasCertificate: true,
  forceSSL: true,
});
const courses = new cloudplatform.VideoLibrary("courses", {
  name: "site-courses",
  enableMP4Fallback: true,
  enabledResolutions: "360p,720p",
});
const lessons = new cloudplatform.VideoCollection("lessons", {
  libraryId: courses.id,
  libraryApiKey: courses.apiKey,
  name: "Lessons",
});
const welcome = new cloudplatform.Video("welcome", {
  libraryId: courses.id,
  libraryApiKey: courses.apiKey,
  collectionId: lessons.collectionId,
  title: "Welcome",
  filePath: videoFile,
  enabledResolutions: ["720p"],
});
new cloudplatform.VideoCaption("welcome-english", {
  libraryId: courses.id,
  libraryApiKey: courses.apiKey,
  videoId: welcome.videoId,
  srclang: "en",
  label: "English",
  captionsFile: "WEBVTT\n\n00:00.000 --> 00:01.000\nWelcome to the course.\n",
});
// The zone's cache purged on the first up, and again when the release changes or the edge rule is replaced.
new cloudplatform.PullZoneCachePurge("purge-on-release", { pullZoneId: web.id, triggers: [release, forceHttps.guid] });
// The site's home page purged from the cache on the first up, and again when the release changes.
new cloudplatform.CachePurge("purge-home", { url: pulumi.interpolate`https://${media.hostname}/index.html`, triggers: [release] });
// The video transcribed into English and German captions on the first up, and again when its title changes.
new cloudplatform.VideoTranscribe("welcome-transcript", {
  libraryId: courses.id,
  libraryApiKey: courses.apiKey,
  videoId: welcome.videoId,
  sourceLanguage: "en",
  targetLanguages: ["en", "de"],
  triggers: [welcome.title],
});
// The video's other one-shot runs, each on the first up and again when the output that triggers it changes: a
// re-encode, and the files of resolutions the library no longer encodes deleted, when the library's resolutions
// change; a repackaging when its MP4 fallback is turned on or off; chapters generated, and the poster set again, when
// the video's title changes.
const welcomeRun = { libraryId: courses.id, libraryApiKey: courses.apiKey, videoId: welcome.videoId };
new cloudplatform.VideoReencode("welcome-reencode", { ...welcomeRun, triggers: [courses.enabledResolutions] });
new cloudplatform.VideoResolutionCleanup("welcome-cleanup", {
  ...welcomeRun,
  deleteNonConfiguredResolutions: true,
  triggers: [courses.enabledResolutions],
});
new cloudplatform.VideoRepackage("welcome-repackage", { ...welcomeRun, keepOriginalFiles: true, triggers: [courses.enableMP4Fallback] });
new cloudplatform.VideoSmartGenerate("welcome-chapters", {
  ...welcomeRun,
  generateChapters: true,
  sourceLanguage: "en",
  triggers: [welcome.title],
});
new cloudplatform.VideoThumbnail("welcome-poster", {
  ...welcomeRun,
  thumbnailUrl: pulumi.interpolate`https://${media.hostname}/posters/welcome.jpg`,
  triggers: [welcome.title],
});
// The video encoded in VP9 too, again when the library's resolutions change; and a trailer fetched into the library
// from the site's hostname, whose server asks for a token, again when the video's title changes.
new cloudplatform.VideoCodecReencode("welcome-vp9", { ...welcomeRun, outputCodecId: "vp9", triggers: [courses.enabledResolutions] });
new cloudplatform.VideoFetch("trailer-fetch", {
  libraryId: courses.id,
  libraryApiKey: courses.apiKey,
  url: pulumi.interpolate`https://${media.hostname}/films/trailer.mp4`,
  title: "Trailer",
  headers: { Authorization: "Bearer origin-token-5c8e31d7" },
  triggers: [welcome.title],
});

export const storageZoneId = assets.storageZoneId;
export const pullZoneId = web.pullZoneId;
export const edgeRuleGuid = forceHttps.guid;
export const defaultHostnameAdopted = defaultHostname.isSystemHostname;
export const mediaHostname = media.hostname;
export const videoLibraryId = courses.videoLibraryId;
export const collectionId = lessons.collectionId;
export const videoId = welcome.videoId;
export const videoStatus = welcome.status;
