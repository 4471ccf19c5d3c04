import type { ApiObject } from "./shared-objects";
import { path } from "./request";

/** The objects whose reads are shared and whose writes drop them, named by the path of their read. */
export const apiObjects = {
  shieldZone: (shieldZoneId: string): ApiObject => ({ path: path`/shield/shield-zone/${shieldZoneId}` }),
  /** Every page of the app's volume list, read as one. */
  volumeList: (appId: string): ApiObject => ({ path: path`/mc/apps/${appId}/volumes` }),
  pullZone: (pullZoneId: string): ApiObject => ({ path: path`/pullzone/${pullZoneId}` }),
  pullZoneList: { path: "/pullzone" } satisfies ApiObject,
  /** The pull zone list and every pull zone. */
  everyPullZone: { path: "/pullzone", andBelow: true } satisfies ApiObject,
  video: (libraryId: string, videoId: string): ApiObject => ({ video: true, path: path`/library/${libraryId}/videos/${videoId}` }),
};
