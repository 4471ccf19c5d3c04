import { z } from "zod";
import { ContainerTemplateSchema, PatchVolumeRequestSchema, PathId, UpdateVolumeResponseSchema, VolumeListPage } from "../schemas";
import { NotListedError } from "../errors";
import type { ContainerTemplate, PatchVolumeRequest, UpdateVolumeResponse, VolumeSummary } from "../types";
import type { ApiCaller } from "./caller";
import { checkInput } from "./check-input";
import { bodyOf } from "./envelopes";
import { pages } from "./pages";
import { path, query } from "./request";

const UpdateVolumeInput = z.object({ appId: PathId, volumeId: PathId, patch: PatchVolumeRequestSchema });
const AppInput = z.object({ appId: PathId });
const ContainerInput = z.object({ appId: PathId, containerId: PathId });
const VolumeInput = z.object({ appId: PathId, volumeId: PathId });

const volumeList = (appId: string) => ({ operation: "listVolumes", method: "GET", path: path`/mc/apps/${appId}/volumes` }) as const;

export async function updateVolume(
  api: ApiCaller,
  appId: string,
  volumeId: string,
  patch: PatchVolumeRequest,
): Promise<UpdateVolumeResponse> {
  const input = checkInput("updateVolume", UpdateVolumeInput, { appId, volumeId, patch });
  return api.call({
    operation: "updateVolume",
    method: "PATCH",
    path: path`/mc/apps/${input.appId}/volumes/${input.volumeId}`,
    body: { json: input.patch },
    envelope: bodyOf(UpdateVolumeResponseSchema),
  });
}

export async function listVolumes(api: ApiCaller, appId: string): Promise<VolumeSummary[]> {
  const input = checkInput("listVolumes", AppInput, { appId });
  const volumes: VolumeSummary[] = [];
  const list = pages(api, {
    request: (cursor) => ({
      ...volumeList(input.appId),
      query: query({ nextCursor: cursor }),
      envelope: bodyOf(VolumeListPage),
    }),
    nextToken: (page) => (page.items.length === 0 ? undefined : page.cursor),
    tokenField: "cursor",
    sized: { count: (page) => page.items.length, total: (page) => page.meta?.totalItems, totalField: "meta.totalItems" },
  });
  for await (const page of list) volumes.push(...page.items);
  return volumes;
}

/**
 * One volume of the app, found in its list (the API reads no single volume; `list` reads it); NotListedError, naming
 * the list, when the app's volumes do not hold it.
 */
export async function getVolume(
  api: ApiCaller,
  appId: string,
  volumeId: string,
  list: (appId: string) => Promise<VolumeSummary[]>,
): Promise<VolumeSummary> {
  const input = checkInput("getVolume", VolumeInput, { appId, volumeId });
  const volume = (await list(input.appId)).find((candidate) => candidate.id === input.volumeId);
  if (volume === undefined) throw new NotListedError(volumeList(input.appId), `volume ${input.volumeId}`);
  return volume;
}

export async function getContainerTemplate(api: ApiCaller, appId: string, containerId: string): Promise<ContainerTemplate> {
  const input = checkInput("getContainerTemplate", ContainerInput, { appId, containerId });
  return api.call({
    operation: "getContainerTemplate",
    method: "GET",
    path: path`/mc/apps/${input.appId}/containers/${input.containerId}`,
    envelope: bodyOf(ContainerTemplateSchema),
  });
}
