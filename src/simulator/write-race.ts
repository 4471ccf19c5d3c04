import { setTimeout as sleep } from "node:timers/promises";
import type { RouteContext } from "./route-context";

/**
 * A write that reads the object, changes its copy and writes the copy back. With the simulator's `writeRaceMs`, the
 * copy is read that long before it is written back, so that a write to the same object made in between is lost, as
 * it may be where an API keeps an object as one document.
 */
export async function readChangeWrite<Copy>(
  ctx: RouteContext,
  read: () => Copy,
  change: (copy: Copy) => void,
  writeBack: (copy: Copy) => void,
): Promise<Copy> {
  const copy = read();
  if (ctx.writeRaceMs > 0) await sleep(ctx.writeRaceMs);
  change(copy);
  writeBack(copy);
  return copy;
}

/** Makes `target` hold exactly the items of `source`, keeping the set itself. */
export function replaceItems<T>(target: Set<T>, source: Set<T>): void {
  target.clear();
  for (const item of source) target.add(item);
}
