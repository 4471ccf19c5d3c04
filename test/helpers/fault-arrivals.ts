import { performance } from "node:perf_hooks";
import type { RecordedRequest, RunningSimulator } from "../../src/simulator";

/** When a request reached the simulator (performance.now(), ms), with its record. */
export interface Arrival {
  at: number;
  request: RecordedRequest;
}

export interface ArrivalLog {
  arrivals: Arrival[];
  /** Arrivals of one route, in order. */
  of(route: RecordedRequest["route"]): Arrival[];
  /** The gaps in ms between consecutive arrivals of one route. */
  gaps(route: RecordedRequest["route"]): number[];
  stop(): void;
}

/**
 * Timestamps every request the simulator records from now on. The simulator appends each request to
 * `sim.requests` the moment it arrives (before any fault delay), so the append is its arrival.
 */
export function recordArrivals(sim: RunningSimulator): ArrivalLog {
  const arrivals: Arrival[] = [];
  const log = sim.requests;
  const append = log.push;
  log.push = function push(...items: RecordedRequest[]): number {
    const at = performance.now();
    for (const request of items) arrivals.push({ at, request });
    return append.apply(log, items);
  };
  const of = (route: RecordedRequest["route"]) => arrivals.filter((arrival) => arrival.request.route === route);
  return {
    arrivals,
    of,
    gaps: (route) => {
      const times = of(route).map((arrival) => arrival.at);
      return times.slice(1).map((at, i) => at - times[i]);
    },
    stop: () => {
      log.push = append;
    },
  };
}
