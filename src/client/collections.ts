import { AppListPage, ShieldZoneListPage } from "../schemas";
import { endpoint } from "./endpoint";
import { bodyOf } from "./envelopes";
import { path, query } from "./request";

/** The first page (of one item) of the lists whose answer shows an address to be the API's. */
export const collectionEndpoints = {
  listApps: endpoint({
    method: "GET",
    provesAddress: true,
    call: (endpoint) => async (): Promise<void> => {
      await endpoint.send({ path: path`/mc/apps`, query: query({ limit: 1 }), envelope: bodyOf(AppListPage) });
    },
  }),
  listShieldZones: endpoint({
    method: "GET",
    provesAddress: true,
    call: (endpoint) => async (): Promise<void> => {
      const firstItem = query({ page: 1, perPage: 1 });
      await endpoint.send({ path: path`/shield/shield-zones`, query: firstItem, envelope: bodyOf(ShieldZoneListPage) });
    },
  }),
};
