import type { HostnameRecord, ShieldZoneRecord, SimulatorState, VideoRecord, VideoStatusCode } from "./state";
import { VIDEO_STATUS } from "./state";
import { settleStatus } from "./handlers/container-app";
import { makeShieldZone, zoneOfPullZone } from "./handlers/shield-zones";

/**
 * Changes made outside the API, as a user in the dashboard (or the platform itself) would make them: what a refresh
 * is there to notice. Each throws when the object it names does not exist.
 */
export interface Dashboard {
  /** Replaces a shield zone's `wafDisabledRules` and/or `wafLogOnlyRules`; a list not given stays as it is. */
  setWafRuleLists(shieldZoneId: string | number, lists: { disabled?: string[]; logOnly?: string[] }): void;
  /**
   * Turns Bunny Shield on for a pull zone, as the dashboard's Shield tab does: the API makes the zone's shield zone, of
   * the plan type given (0, Basic, by default). Answers its id; throws when the pull zone does not exist or already has one.
   */
  enableShield(pullZoneId: string | number, planType?: number): number;
  /** Takes the certificate off a hostname (HasCertificate false) in the pull zone holding it. */
  removeCertificate(hostname: string): void;
  /** Removes a hostname from its pull zone and from the account: a certificate completion for it then answers 404. */
  removeHostname(hostname: string): void;
  /** Points a hostname's DNS at the CDN, as its owner does at their DNS host: a free certificate for it is then issued. */
  pointHostname(hostname: string): void;
  /** Renames a video and/or moves it to another collection ("" for none). */
  updateVideo(libraryId: string | number, videoId: string, fields: { title?: string; collectionId?: string }): void;
  /** Deletes a video from its library: the video API then answers 404 for it. */
  deleteVideo(libraryId: string | number, videoId: string): void;
  /**
   * Sets the status the video reads as until its next upload. `created` and `uploadFailed` also drop its file (the
   * video has none, so it accepts an upload again); any other status keeps the file.
   */
  setVideoStatus(libraryId: string | number, videoId: string, status: VideoStatusCode): void;
  /** Suspends a container app, as the platform does (no API call does): it reads as `suspended`, and refuses a deploy or an undeploy. */
  suspendApp(appId: string): void;
}

export function dashboardOver(state: SimulatorState): Dashboard {
  return {
    setWafRuleLists(shieldZoneId, { disabled, logOnly }) {
      const zone = shieldZone(state, String(shieldZoneId));
      const both = (disabled ?? [...zone.wafDisabledRules]).filter((rule) => (logOnly ?? [...zone.wafLogOnlyRules]).includes(rule));
      if (both.length > 0) throw new Error(`rules ${both.join(", ")} cannot be both disabled and log-only`);
      if (disabled) zone.wafDisabledRules = new Set(disabled);
      if (logOnly) zone.wafLogOnlyRules = new Set(logOnly);
    },
    enableShield(pullZoneId, planType = 0) {
      if (!state.pullZones.has(String(pullZoneId))) throw new Error(`no pull zone ${pullZoneId} in the simulator`);
      if (zoneOfPullZone(state, Number(pullZoneId)) !== undefined) throw new Error(`pull zone ${pullZoneId} already has a shield zone`);
      return makeShieldZone(state, Number(pullZoneId), { planType }, 0);
    },
    removeCertificate(hostname) {
      for (const record of hostnameRecords(state, hostname)) record.hasCertificate = false;
    },
    removeHostname(hostname) {
      hostnameRecords(state, hostname);
      for (const zone of state.pullZones.values()) {
        zone.hostnames = zone.hostnames.filter((record) => !sameHostname(record, hostname));
      }
      state.certificates.delete(hostname.toLowerCase());
    },
    pointHostname(hostname) {
      state.pointedHostnames.add(hostname.toLowerCase());
    },
    updateVideo(libraryId, videoId, { title, collectionId }) {
      const video = storedVideo(state, String(libraryId), videoId);
      if (title !== undefined) video.title = title;
      if (collectionId !== undefined) video.collectionId = collectionId;
    },
    deleteVideo(libraryId, videoId) {
      storedVideo(state, String(libraryId), videoId);
      state.videoLibraries.get(String(libraryId))!.videos.delete(videoId);
    },
    setVideoStatus(libraryId, videoId, status) {
      const video = storedVideo(state, String(libraryId), videoId);
      video.status = status;
      if (status === VIDEO_STATUS.created || status === VIDEO_STATUS.uploadFailed) delete video.upload;
    },
    suspendApp(appId) {
      const app = state.apps.get(appId);
      if (!app) throw new Error(`no container app ${appId} in the simulator`);
      settleStatus(app, "suspended");
    },
  };
}

function shieldZone(state: SimulatorState, shieldZoneId: string): ShieldZoneRecord {
  const zone = state.shieldZones.get(shieldZoneId);
  if (!zone) throw new Error(`no shield zone ${shieldZoneId} in the simulator`);
  return zone;
}

function sameHostname(record: HostnameRecord, hostname: string): boolean {
  return record.value.toLowerCase() === hostname.toLowerCase();
}

function hostnameRecords(state: SimulatorState, hostname: string): HostnameRecord[] {
  const records = [...state.pullZones.values()].flatMap((zone) => zone.hostnames.filter((record) => sameHostname(record, hostname)));
  if (records.length === 0) throw new Error(`no pull zone holds the hostname ${hostname}`);
  return records;
}

function storedVideo(state: SimulatorState, libraryId: string, videoId: string): VideoRecord {
  const video = state.videoLibraries.get(libraryId)?.videos.get(videoId);
  if (!video) throw new Error(`no video ${videoId} in library ${libraryId} of the simulator`);
  return video;
}
