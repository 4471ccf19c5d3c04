import { performance } from "node:perf_hooks";
import { startSimulator, type RecordedRequest, type RunningSimulator, type SimulatorOptions } from "../../src/simulator";
import { BigStack, seedBigStack, type BigStackShape } from "../../test/helpers/big-stack";
import { simulatorSettings } from "../../test/helpers/installed-package";
import type { Figure } from "../lib/figure";
import { installedProgram } from "../lib/program";
import { scaled } from "../lib/scale";
import { number, ratio, verdict, type Row } from "../lib/table";

const shape: BigStackShape = scaled(
  { zones: 4, reviewsPerZone: 100, apps: 3, volumesPerApp: 100, pullZones: 20, certificatesPerPullZone: 10, videos: 100 },
  { zones: 4, reviewsPerZone: 10, apps: 3, volumesPerApp: 10, pullZones: 4, certificatesPerPullZone: 5, videos: 10 },
);
const resourceCount = shape.zones * shape.reviewsPerZone + shape.apps * shape.volumesPerApp + shape.pullZones * shape.certificatesPerPullZone + shape.videos;
/** The reads a refresh cannot avoid: each zone, app volume list and video once, and the pull zone list. */
const objectReads = shape.zones + shape.apps + 1 + shape.videos;
/** Resource steps the engine runs at once. */
const width = 32;
const latencyMs = 20;
const limitPerSecond = 50;
const MB = 1024 * 1024;

type Step = "up" | "refresh" | "destroy";

interface StepRun {
  step: Step;
  ms: number;
  requests: RecordedRequest[];
}

/** The requests of a step by operation, 429s apart: `getShieldZone 4, listVolumes 3, ...`. */
function byKind(requests: readonly RecordedRequest[]): string {
  const counts = new Map<string, number>();
  for (const request of requests) {
    const kind = request.status === 429 ? "429" : request.route;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, count]) => `${kind} ${count}`).join(", ");
}

/**
 * The time of a step's requests run as the rules allow, each taking the simulator's latency: `width` at a time, and the
 * writes to one shield zone or one app one after another. Its lower bound: the longer of the batches of `width` and
 * the longest row of writes to one object.
 */
function floorMs(requests: readonly RecordedRequest[]): number {
  const answered = requests.filter((request) => request.status !== 429);
  const rows = new Map<string, number>();
  for (const request of answered) {
    if (request.route !== "reviewTriggeredWafRule" && request.route !== "updateVolume") continue;
    const object = request.route === "updateVolume" ? request.path.split("/volumes/")[0] : request.path;
    rows.set(object, (rows.get(object) ?? 0) + 1);
  }
  return Math.max(Math.ceil(answered.length / width), ...rows.values()) * latencyMs;
}

/** `pulumi up`, `refresh` and `destroy` of the big stack, each command timed with the requests it made. */
async function runSteps(stack: BigStack, sim: RunningSimulator, beforeDestroy?: () => Promise<void>): Promise<StepRun[]> {
  const runs: StepRun[] = [];
  const timed = async (step: Step, command: () => Promise<void>) => {
    sim.resetStats();
    const started = performance.now();
    await command();
    runs.push({ step, ms: performance.now() - started, requests: [...sim.requests] });
  };
  await timed("up", () => stack.up(width));
  await timed("refresh", () => stack.refresh(width));
  await beforeDestroy?.();
  await timed("destroy", () => stack.destroy(width));
  return runs;
}

async function bigStackOn(options: SimulatorOptions): Promise<{ sim: RunningSimulator; stack: BigStack }> {
  const sim = await startSimulator(options);
  const resources = seedBigStack(sim, shape);
  return { sim, stack: new BigStack(await installedProgram(), resources, simulatorSettings(sim)) };
}

/**
 * 9. A stack of 1,000 resources (400 WAF reviews in 4 zones, 300 volumes in 3 apps, 200 certificates in 20 pull zones,
 * 100 videos) through the dynamic-provider host, one host per command: `up`, refresh and destroy, each against its
 * floor; then the same with the simulator limited to 50 requests a second.
 */
export const bigStack: Figure = {
  name: "big-stack",
  async measure() {
    const rows: Row[] = [];
    const label = `9. big stack ${resourceCount} resources`;

    const free = await bigStackOn({ latencyMs });
    let unshared = 0;
    try {
      const runs = await runSteps(free.stack, free.sim, async () => {
        // Today's cost: the same refresh with sharing off.
        free.sim.resetStats();
        await free.stack.refresh(width, { ...free.stack.config, "cloudplatform:readReuseSeconds": "0" });
        unshared = free.sim.requests.length;
      });
      for (const run of runs) {
        const floor = floorMs(run.requests);
        rows.push({
          figure: `${label}, ${run.step}, ${width} wide, ${latencyMs} ms latency`,
          value: `${number(run.ms, 0)} ms`,
          reference: `floor ${floor} ms`,
          ratio: ratio(run.ms, floor),
          goal: "<= 1.2x floor",
          verdict: verdict(run.ms <= 1.2 * floor),
        });
        rows.push({ figure: `${label}, ${run.step}, requests by kind`, value: byKind(run.requests), reference: "", ratio: "", goal: "", verdict: "info" });
      }
      const refreshReads = runs.find((run) => run.step === "refresh")!.requests.length;
      rows.push({
        figure: `${label}, refresh GETs`,
        value: String(refreshReads),
        reference: `readReuseSeconds 0 (every read made): ${unshared}`,
        ratio: ratio(refreshReads, unshared),
        goal: `<= ${objectReads} (one per object)`,
        verdict: verdict(refreshReads <= objectReads),
      });
    } finally {
      await free.sim.close();
    }

    const limited = await bigStackOn({ latencyMs, rateLimitPerSecond: limitPerSecond });
    let failed = "";
    try {
      const runs = await runSteps(limited.stack, limited.sim).catch((error: Error) => {
        failed = error.message;
        return [] as StepRun[];
      });
      for (const run of runs) {
        const answered = run.requests.filter((request) => request.status !== 429).length;
        const floor = Math.max(floorMs(run.requests), (answered / limitPerSecond) * 1000);
        rows.push({
          figure: `${label}, ${run.step}, limit ${limitPerSecond} requests/s`,
          value: `${number(run.ms, 0)} ms, ${run.requests.length - answered} answered 429`,
          reference: `floor ${number(floor, 0)} ms (${answered} requests)`,
          ratio: ratio(run.ms, floor),
          goal: "<= 1.2x floor",
          verdict: verdict(run.ms <= 1.2 * floor),
        });
      }
      rows.push({
        figure: `${label}, failed steps under the limit`,
        value: failed === "" ? "0" : failed,
        reference: "",
        ratio: "",
        goal: "0",
        verdict: verdict(failed === ""),
      });
    } finally {
      await limited.sim.close();
    }

    const peak = Math.max(free.stack.hostPeakRssBytes, limited.stack.hostPeakRssBytes);
    rows.push({
      figure: `${label}, host peak RSS`,
      value: `${number(peak / MB, 0)} MB`,
      reference: "",
      ratio: "",
      goal: "< 300 MB",
      verdict: verdict(peak < 300 * MB),
    });
    return rows;
  },
};
