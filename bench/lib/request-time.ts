import { performance } from "node:perf_hooks";
import { Agent, request } from "undici";
import type { RunningSimulator } from "../../src/simulator";
import { summarize } from "./stats";

/** Requests timed for the time one request takes. */
const timedRequests = 30;

/**
 * The time a request to the simulator takes on this machine now: the median of GETs of `path` one after the other,
 * each by a bare undici `request` that reads the answer's text.
 */
export async function requestMs(sim: RunningSimulator, path: string): Promise<number> {
  const dispatcher = new Agent();
  const times: number[] = [];
  try {
    for (let i = 0; i < timedRequests; i++) {
      const started = performance.now();
      const response = await request(`${sim.baseUrl}${path}`, { dispatcher, headers: { AccessKey: sim.apiKey } });
      await response.body.text();
      if (response.statusCode !== 200) throw new Error(`GET ${path} answered ${response.statusCode}`);
      times.push(performance.now() - started);
    }
  } finally {
    await dispatcher.close();
  }
  return summarize(times).median;
}
