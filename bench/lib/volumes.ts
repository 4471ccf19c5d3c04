import type { RunningSimulator } from "../../src/simulator";

/**
 * Apps the benchmark's volumes are spread over: writes to the volumes of one app are made one at a time, so volumes
 * of one app would make a batch of updates a row of single writes.
 */
const apps = 16;

/** The app that holds a volume the benchmark added. */
export function appOf(volumeId: string): string {
  return `app-bench-${String(Number(volumeId.slice(-3)) % apps).padStart(2, "0")}`;
}

/**
 * Adds `count` volumes (`vol-bench-000`...) of size 10, spread over 16 apps, out of band, as if made in the
 * dashboard; returns their ids.
 */
export function addVolumes(sim: RunningSimulator, count: number): string[] {
  const ids = Array.from({ length: count }, (_, i) => `vol-bench-${String(i).padStart(3, "0")}`);
  for (const id of ids) {
    const appId = appOf(id);
    if (!sim.state.apps.has(appId)) sim.state.apps.set(appId, { volumes: new Map(), containers: new Map() });
    sim.state.apps.get(appId)!.volumes.set(id, { id, name: id, size: 10, totalUsage: 0 });
  }
  return ids;
}

/** The size the simulator holds for a volume the benchmark added. */
export function volumeSize(sim: RunningSimulator, volumeId: string): number | undefined {
  return sim.state.apps.get(appOf(volumeId))?.volumes.get(volumeId)?.size;
}
