import { z } from "zod";
import { AppListPage, IntegerId, ShieldZoneListPage, VideoListPage } from "../schemas";
import type { ParentCollection } from "../types";
import type { ApiCaller } from "./caller";
import { checkInput } from "./check-input";
import { bodyOf } from "./envelopes";
import { listPullZones } from "./pull-zones";
import { path, query } from "./request";

const LibraryInput = z.object({ libraryId: IntegerId });

/**
 * Reads the first page of `collection` (of one item, where the list is paged: only its answer matters) and resolves
 * once it answered 2xx with the list's shape. The pull zone list has no smaller form than the whole.
 */
export async function readFirstPage(api: ApiCaller, collection: ParentCollection): Promise<void> {
  switch (collection.kind) {
    case "apps":
      await api.call({
        operation: "listApps",
        method: "GET",
        path: path`/mc/apps`,
        query: query({ limit: 1 }),
        envelope: bodyOf(AppListPage),
      });
      return;
    case "shieldZones":
      await api.call({
        operation: "listShieldZones",
        method: "GET",
        path: path`/shield/shield-zones`,
        query: query({ page: 1, perPage: 1 }),
        envelope: bodyOf(ShieldZoneListPage),
      });
      return;
    case "pullZones":
      await listPullZones(api);
      return;
    case "libraryVideos": {
      const input = checkInput("listVideos", LibraryInput, { libraryId: collection.libraryId });
      await api.call({
        operation: "listVideos",
        method: "GET",
        video: true,
        path: path`/library/${input.libraryId}/videos`,
        query: query({ page: 1, itemsPerPage: 1 }),
        envelope: bodyOf(VideoListPage),
      });
    }
  }
}
