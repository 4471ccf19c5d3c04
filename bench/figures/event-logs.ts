import { Agent, request } from "undici";
import { CloudPlatformClient } from "../../src/client";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import type { Figure } from "../lib/figure";
import { scaled } from "../lib/scale";
import { interleave, pairedRatios, summarize, timeMs } from "../lib/stats";
import { measured, pairedRatio, verdict } from "../lib/table";

const pages = scaled(1000, 200);
const pageSize = 100;
/** Pairs of runs: eleven, as a pair's ratio on this machine ranges over a third around its median. */
const runs = scaled(11, 3);
const shieldZoneId = "12345";

/** Today (UTC) as the event-log routes name a day. */
function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(now.getUTCMonth() + 1)}-${two(now.getUTCDate())}-${now.getUTCFullYear()}`;
}

interface Fetched {
  pages: number;
  entries: number;
}

/** Every page through the client: validated, errors mapped, one kept-alive connection. */
async function viaClient(sim: RunningSimulator, date: string): Promise<Fetched> {
  const client = new CloudPlatformClient({ apiKey: sim.apiKey, baseUrl: sim.baseUrl, maxRetries: 0 });
  const fetched = { pages: 0, entries: 0 };
  try {
    for await (const page of client.shieldEventLogPages(shieldZoneId, date)) {
      fetched.pages += 1;
      fetched.entries += page.logs.length;
    }
  } finally {
    await client.close();
  }
  return fetched;
}

/** The same URLs with undici's request and JSON.parse alone. */
async function viaBareLoop(sim: RunningSimulator, date: string): Promise<Fetched> {
  const dispatcher = new Agent();
  const fetched = { pages: 0, entries: 0 };
  const firstPage = `${sim.baseUrl}/shield/event-logs/${shieldZoneId}/${date}`;
  try {
    let url = firstPage;
    for (;;) {
      const response = await request(url, { dispatcher, headers: { AccessKey: sim.apiKey } });
      const text = await response.body.text();
      if (response.statusCode !== 200) {
        throw new Error(`GET ${url} answered ${response.statusCode}`);
      }
      const page = JSON.parse(text);
      fetched.pages += 1;
      fetched.entries += page.logs.length;
      if (!page.hasMoreData || !page.continuationToken) {
        return fetched;
      }
      url = `${firstPage}/${encodeURIComponent(page.continuationToken)}`;
    }
  } finally {
    await dispatcher.close();
  }
}

/** 2. All event-log pages of a day through the client vs a bare undici loop. */
export const eventLogs: Figure = {
  name: "event-logs",
  async measure() {
    const sim = await startSimulator({ eventLogPages: pages, eventLogPageSize: pageSize });
    try {
      const date = today();
      const connections: number[] = [];
      const expect = async (how: string, fetch: () => Promise<Fetched>) => {
        const fetched = await fetch();
        if (fetched.pages !== pages || fetched.entries !== pages * pageSize) {
          throw new Error(`${how} fetched ${fetched.pages} pages and ${fetched.entries} entries`);
        }
      };
      const client = () => {
        sim.resetStats();
        return timeMs(async () => {
          await expect("the client", () => viaClient(sim, date));
          connections.push(sim.connectionCount());
        });
      };
      const bare = () => timeMs(() => expect("the bare loop", () => viaBareLoop(sim, date)));
      // One untimed round, so that both paths run optimized code.
      await client();
      await bare();
      connections.length = 0;
      const samples = await interleave(runs, { client, bare });
      const value = summarize(samples.client);
      const reference = summarize(samples.bare);
      const paired = pairedRatios(samples.client, samples.bare);
      const label = `${pages} pages x ${pageSize}`;
      return [
        {
          figure: `2. event logs ${label}, client (validated)`,
          value: measured(value, "ms", 0),
          reference: `bare undici loop: ${measured(reference, "ms", 0)}`,
          ratio: pairedRatio(paired),
          goal: "<= 1.2x bare loop (median of the run-by-run ratios)",
          verdict: verdict(paired.median <= 1.2),
        },
        {
          figure: `2. event logs ${label}, connections used`,
          value: connections.join(", "),
          reference: "",
          ratio: "",
          goal: "1 per run",
          verdict: verdict(connections.every((count) => count === 1)),
        },
      ];
    } finally {
      await sim.close();
    }
  },
};
