import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startSimulator } from "../../src/simulator";
import type { HostTimings } from "../../test/helpers/engine/host";
import { resourceUrn, startEngine, type Engine } from "../../test/helpers/engine/lifecycle";
import type { InstalledProgram } from "../../test/helpers/engine/program-install";
import { packageName, registeredProvider, simulatorStack } from "../../test/helpers/installed-package";
import { pluginBin, pluginToken, startAndInterrupt } from "../../test/helpers/plugin";
import type { Figure } from "../lib/figure";
import { node22Binary } from "../lib/node22";
import { installedProgram } from "../lib/program";
import { scaled } from "../lib/scale";
import { interleave, pairedRatios, summarize, type Summary } from "../lib/stats";
import { measured, pairedRatio, ratio, verdict, type Row } from "../lib/table";
import { addVolumes, appOf } from "../lib/volumes";

const starts = scaled(3, 1);
const node22Starts = scaled(11, 3);
const sampledVolumes = scaled(20, 8);
const operations = ["Check", "Diff", "Create", "Update", "Read", "Delete"] as const;

/** The calls of `timings` from `mark` on, by method. */
function callTimes(timings: HostTimings, mark: number, method: string): Summary {
  return summarize(timings.calls.slice(mark).filter((call) => call.method === method).map((call) => call.ms));
}

/** Every volume through `pulumi up` (create), a resize (update), `refresh` and `destroy`, one call at a time. */
async function lifecycles(engine: Engine, type: string, volumeIds: readonly string[]): Promise<void> {
  for (const volumeId of volumeIds) {
    const urn = resourceUrn(engine.host.program, type, volumeId);
    const created = await engine.up(urn, { appId: appOf(volumeId), volumeId, size: 10 });
    const updated = await engine.up(urn, { appId: appOf(volumeId), volumeId, size: 11 }, created.state);
    const refreshed = await engine.refresh(updated.state);
    if (refreshed?.outputs.size !== 11) {
      throw new Error(`${volumeId}: refreshed to ${JSON.stringify(refreshed?.outputs)}`);
    }
    await engine.destroy(refreshed);
  }
}

/**
 * The plugin's start on Node 22 with Node's compile cache, filled by one start before, against the same start with the
 * cache turned off; the starts alternate.
 */
async function compileCacheRow(program: InstalledProgram): Promise<Row> {
  const node = await node22Binary();
  const entry = path.join(program.dir, "node_modules", packageName, "dist", "plugin", "bin.js");
  const cache = await mkdtemp(path.join(os.tmpdir(), "bench-compile-cache-"));
  try {
    const startMs = async (env: Record<string, string>) => (await startAndInterrupt([node, entry], env)).startMs;
    const kept = { NODE_COMPILE_CACHE: cache };
    await startMs(kept);
    const samples = await interleave(node22Starts, {
      kept: () => startMs(kept),
      off: () => startMs({ NODE_DISABLE_COMPILE_CACHE: "1" }),
    });
    return {
      figure: "8. plugin start on Node 22 (spawn to port), its compiled code kept in Node's compile cache by a start before",
      value: measured(summarize(samples.kept), "ms"),
      reference: `the cache turned off (NODE_DISABLE_COMPILE_CACHE=1): ${measured(summarize(samples.off), "ms")}`,
      ratio: pairedRatio(pairedRatios(samples.kept, samples.off)),
      goal: "",
      verdict: "info",
    };
  } finally {
    await rm(cache, { recursive: true, force: true });
  }
}

/** 8. The provider plugin next to the dynamic-provider host: start time, and each warm call of a Volume's lifecycle. */
export const providerPlugin: Figure = {
  name: "plugin",
  async measure() {
    const program = await installedProgram();
    const provider = await registeredProvider(program, "Volume");
    const sim = await startSimulator();
    const engines: { dynamic: Engine[]; plugin: Engine[] } = { dynamic: [], plugin: [] };
    try {
      for (let i = 0; i < starts; i++) {
        engines.dynamic.push(await startEngine(program, { config: simulatorStack(sim), provider }));
        engines.plugin.push(await startEngine(program, { config: simulatorStack(sim), plugin: pluginBin }));
      }
      const [dynamic, plugin] = [engines.dynamic.at(-1)!, engines.plugin.at(-1)!];
      const marks = { dynamic: dynamic.host.timings.calls.length, plugin: plugin.host.timings.calls.length };
      await lifecycles(dynamic, "pulumi-nodejs:dynamic/cloudplatform:Volume", addVolumes(sim, sampledVolumes));
      await lifecycles(plugin, pluginToken("Volume"), addVolumes(sim, sampledVolumes));
      const start = (list: Engine[]) => summarize(list.map((engine) => engine.host.timings.startMs));
      const row = (figure: string, value: Summary, reference: Summary): Row => ({
        figure: `8. ${figure}`,
        value: measured(value, "ms"),
        reference: `dynamic host: ${measured(reference, "ms")}`,
        ratio: ratio(value.median, reference.median),
        goal: "",
        verdict: "info",
      });
      const startMs = (list: Engine[]) => list.map((engine) => engine.host.timings.startMs);
      const pairedStart = pairedRatios(startMs(engines.plugin), startMs(engines.dynamic));
      return [
        {
          ...row("plugin start (spawn to port)", start(engines.plugin), start(engines.dynamic)),
          ratio: pairedRatio(pairedStart),
          goal: "<= 1x dynamic host (median of the start-by-start ratios)",
          verdict: verdict(pairedStart.median <= 1),
        },
        await compileCacheRow(program),
        ...operations.map((op) =>
          row(
            `plugin warm ${op} (Volume)`,
            callTimes(plugin.host.timings, marks.plugin, op),
            callTimes(dynamic.host.timings, marks.dynamic, op),
          ),
        ),
      ];
    } finally {
      await Promise.all([...engines.dynamic, ...engines.plugin].map((engine) => engine.close()));
      await sim.close();
    }
  },
};
