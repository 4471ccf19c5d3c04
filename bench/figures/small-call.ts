import { Agent, request } from "undici";
import { CloudPlatformClient } from "../../src/client";
import { DEMO } from "../../src/simulator/demo-account";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import type { Figure } from "../lib/figure";
import { scaled } from "../lib/scale";
import { interleave, summarize, timeMs } from "../lib/stats";
import { measured, verdict } from "../lib/table";

/** Calls per run: a run of either side takes about a tenth of a second, so that a pair meets the same load. */
const calls = scaled(500, 300);
/** Pairs of runs: on a machine whose speed drifts, the median of many short pairs holds where a few long ones do not. */
const runs = scaled(21, 3);
const registryId = DEMO.registry.id;

/** `calls` reads of one container registry, one after another, through the generated client of the whole API. */
async function viaClient(sim: RunningSimulator): Promise<number> {
  const client = new CloudPlatformClient({ apiKey: sim.apiKey, baseUrl: sim.baseUrl, maxRetries: 0 });
  try {
    await client.containerRegistries.get({ registryId });
    return await timeMs(async () => {
      for (let i = 0; i < calls; i++) {
        const registry = await client.containerRegistries.get({ registryId });
        if (registry.id !== registryId) throw new Error(`the client read registry ${registry.id}`);
      }
    });
  } finally {
    await client.close();
  }
}

/** The same reads with undici's request and JSON.parse alone. */
async function viaBareRequest(sim: RunningSimulator): Promise<number> {
  const dispatcher = new Agent();
  const url = `${sim.baseUrl}/mc/registries/${registryId}`;
  const read = async () => {
    const response = await request(url, { dispatcher, headers: { AccessKey: sim.apiKey, accept: "application/json" } });
    const registry = (await response.body.json()) as { id: number };
    if (response.statusCode !== 200 || registry.id !== registryId) throw new Error(`GET ${url} answered ${response.statusCode}`);
  };
  try {
    await read();
    return await timeMs(async () => {
      for (let i = 0; i < calls; i++) await read();
    });
  } finally {
    await dispatcher.close();
  }
}

/** 11. A small read through the client against a bare undici request, as microseconds per call. */
export const smallCall: Figure = {
  name: "small-call",
  async measure() {
    const sim = await startSimulator();
    try {
      const perCall = (ms: number) => (ms * 1000) / calls;
      const samples = await interleave(runs, {
        client: async () => perCall(await viaClient(sim)),
        bare: async () => perCall(await viaBareRequest(sim)),
      });
      const client = summarize(samples.client);
      const bare = summarize(samples.bare);
      const over = summarize(samples.client.map((value, run) => value - samples.bare[run]));
      return [
        {
          figure: `11. small call (containerRegistries.get, ${calls} in a row), client`,
          value: measured(client, "µs", 0),
          reference: `bare undici request: ${measured(bare, "µs", 0)}`,
          ratio: `+${measured(over, "µs", 0)}`,
          goal: "<= 20 µs over the bare request (median of the run-by-run differences)",
          verdict: verdict(over.median <= 20),
        },
      ];
    } finally {
      await sim.close();
    }
  },
};
