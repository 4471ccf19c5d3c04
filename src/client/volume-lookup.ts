import { z } from "zod";
import { PathId } from "../schemas";
import { NotListedError } from "../errors";
import type { VolumeSummary } from "../types";
import { checkInput } from "./check-input";
import { path } from "./request";

const VolumeInput = z.object({ appId: PathId, volumeId: PathId });

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
    const listed = { operation: "listVolumes" as const, method: "GET" as const, path: path`/mc/apps/${input.appId}/volumes` };
    throw new NotListedError(listed, `volume ${input.volumeId}`);
  }
  return volume;
}
