import type { RunningSimulator } from "../../src/simulator";

/** The demo app the simulator starts with. */
export const appId = "app-demo";

/**
 * Adds `count` volumes (`vol-bench-000`...) of size 10 to the demo app, out of band, as if made in the dashboard;
 * returns their ids.
 */
export function addVolumes(sim: RunningSimulator, count: number): string[] {
  const app = sim.state.apps.get(appId);
  if (app === undefined) {
    throw new Error(`the simulator has no app ${appId}`);
  }
  const ids = Array.from({ length: count }, (_, i) => `vol-bench-${String(i).padStart(3, "0")}`);
  for (const id of ids) {
    app.volumes.set(id, { id, name: id, size: 10, totalUsage: 0 });
  }
  return ids;
}

/** The size the simulator holds for a volume of the demo app. */
export function volumeSize(sim: RunningSimulator, volumeId: string): number | undefined {
  return sim.state.apps.get(appId)?.volumes.get(volumeId)?.size;
}
