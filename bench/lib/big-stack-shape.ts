import type { RecordedRequest } from "../../src/simulator";
import type { BigStackShape } from "../../test/helpers/big-stack";
import { scaled } from "./scale";

/** The big stack of figures 9 and 10: 1,000 resources over the API's areas (100 with BENCH_QUICK=1). */
export const bigStackShape: BigStackShape = scaled(
  { zones: 4, reviewsPerZone: 100, apps: 3, volumesPerApp: 100, pullZones: 20, certificatesPerPullZone: 10, videos: 100 },
  { zones: 4, reviewsPerZone: 10, apps: 3, volumesPerApp: 10, pullZones: 4, certificatesPerPullZone: 5, videos: 10 },
);
export const bigStackResources =
  bigStackShape.zones * bigStackShape.reviewsPerZone +
  bigStackShape.apps * bigStackShape.volumesPerApp +
  bigStackShape.pullZones * bigStackShape.certificatesPerPullZone +
  bigStackShape.videos;
/** The reads a refresh cannot avoid: each zone, app volume list and video once, and the pull zone list. */
export const bigStackObjectReads = bigStackShape.zones + bigStackShape.apps + 1 + bigStackShape.videos;
/** Resource steps the engine runs at once. */
export const bigStackWidth = 32;
export const bigStackLatencyMs = 20;
/** Connections to one address, as the client's `maxConnectionsPerOrigin` default: the floor's bare requests get as many. */
export const bigStackConnections = 16;

/** The requests of a step by operation, 429s apart: `getShieldZone 4, listVolumes 3, ...`. */
export function byKind(requests: readonly RecordedRequest[]): string {
  const counts = new Map<string, number>();
  for (const request of requests) {
    const kind = request.status === 429 ? "429" : request.route;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, count]) => `${kind} ${count}`).join(", ");
}
