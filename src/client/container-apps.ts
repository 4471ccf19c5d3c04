import { z } from "zod";
import { ContainerTemplateSchema, PatchVolumeRequestSchema, PathId, UpdateVolumeResponseSchema, VolumeListPage } from "../schemas";
import { NotListedError } from "../errors";
import type { ContainerTemplate, PatchVolumeRequest, UpdateVolumeResponse, VolumeSummary } from "../types";
import { apiObjects } from "./api-objects";
import { checkInput } from "./check-input";
import { endpoint } from "./endpoint";
import { bodyOf } from "./envelopes";
import { pages } from "./pages";
import { path, query } from "./request";

const UpdateVolumeInput = z.object({ appId: PathId, volumeId: PathId, patch: PatchVolumeRequestSchema });
const AppInput = z.object({ appId: PathId });
const ContainerInput = z.object({ appId: PathId, containerId: PathId });
const VolumeInput = z.object({ appId: PathId, volumeId: PathId });

const volumeListPath = (appId: string) => path`/mc/apps/${appId}/volumes`;

export const containerAppEndpoints = {
  /** `PATCH /mc/apps/{appId}/volumes/{volumeId}`: sets the volume's name and/or size. */
  updateVolume: endpoint({
    method: "PATCH",
    writes: (appId: string) => apiObjects.volumeList(appId),
    oneWriteAtATime: true,
    call: (endpoint) => async (appId: string, volumeId: string, patch: PatchVolumeRequest): Promise<UpdateVolumeResponse> => {
      const input = endpoint.check(UpdateVolumeInput, { appId, volumeId, patch });
      return endpoint.send({
        path: path`/mc/apps/${input.appId}/volumes/${input.volumeId}`,
        body: { json: input.patch },
        envelope: bodyOf(UpdateVolumeResponseSchema),
      });
    },
  }),

  /**
   * Every volume of the app. ListVolumes declares no paging parameter, but its
   * answer has a `cursor`; a non-empty one is followed with `nextCursor`, the
   * parameter the same API uses for its other cursor-paged lists, so that no
   * volume is ever silently left out. Paging stops at an empty page or once
   * `meta.totalItems` volumes are in; a cursor seen before is an error rather
   * than a loop.
   */
  listVolumes: endpoint({
    method: "GET",
    reads: (appId: string) => apiObjects.volumeList(appId),
    call: (endpoint) => async (appId: string): Promise<VolumeSummary[]> => {
      const input = endpoint.check(AppInput, { appId });
      const volumes: VolumeSummary[] = [];
      const list = pages(endpoint.api, {
        request: (cursor) =>
          endpoint.request({ path: volumeListPath(input.appId), query: query({ nextCursor: cursor }), envelope: bodyOf(VolumeListPage) }),
        nextToken: (page) => (page.items.length === 0 ? undefined : page.cursor),
        tokenField: "cursor",
        sized: { count: (page) => page.items.length, total: (page) => page.meta?.totalItems, totalField: "meta.totalItems" },
      });
      for await (const page of list) volumes.push(...page.items);
      return volumes;
    },
  }),

  /** `GET /mc/apps/{appId}/containers/{containerId}`. */
  getContainerTemplate: endpoint({
    method: "GET",
    call: (endpoint) => async (appId: string, containerId: string): Promise<ContainerTemplate> => {
      const input = endpoint.check(ContainerInput, { appId, containerId });
      return endpoint.send({
        path: path`/mc/apps/${input.appId}/containers/${input.containerId}`,
        envelope: bodyOf(ContainerTemplateSchema),
      });
    },
  }),
};

/**
 * One volume of the app, found in its list (the API reads no single volume; `list` reads it); NotListedError, naming
 * the list, when the app's volumes do not hold it.
 */
export async function getVolume(
  appId: string,
  volumeId: string,
  list: (appId: string) => Promise<VolumeSummary[]>,
): Promise<VolumeSummary> {
  const input = checkInput("getVolume", VolumeInput, { appId, volumeId });
  const volume = (await list(input.appId)).find((candidate) => candidate.id === input.volumeId);
  if (volume === undefined) {
    const { method } = containerAppEndpoints.listVolumes;
    throw new NotListedError({ operation: "listVolumes", method, path: volumeListPath(input.appId) }, `volume ${input.volumeId}`);
  }
  return volume;
}
