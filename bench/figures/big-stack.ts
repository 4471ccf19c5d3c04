import { performance } from "node:perf_hooks";
import { startSimulator, type RecordedRequest, type RunningSimulator, type SimulatorOptions } from "../../src/simulator";
import { BigStack, seedBigStack } from "../../test/helpers/big-stack";
import { simulatorSettings } from "../../test/helpers/installed-package";
import type { Figure } from "../lib/figure";
import { bigStackFloorProvider } from "../lib/big-stack-floor";
import {
  bigStackConnections as connections,
  bigStackLatencyMs as latencyMs,
  bigStackObjectReads as objectReads,
  bigStackResources as resourceCount,
  bigStackShape as shape,
  bigStackWidth as width,
  byKind,
} from "../lib/big-stack-shape";
import { installedProgram } from "../lib/program";
import { scaled } from "../lib/scale";
import { pairedRatios, summarize } from "../lib/stats";
import { measured, number, pairedRatio, ratio, verdict, type Row } from "../lib/table";

const limitPerSecond = 50;
/** Rounds of the stack through our providers and through the floor's, alternately. */
const rounds = scaled(3, 1);
const MB = 1024 * 1024;

const steps = ["up", "refresh", "destroy"] as const;
type Step = (typeof steps)[number];

interface StepRun {
  step: Step;
  ms: number;
  /** The requests the simulator received. */
  requests: RecordedRequest[];
}

/** How many of `requests` the simulator refused with a 429. */
function refusals(requests: readonly RecordedRequest[]): number {
  return requests.filter((request) => request.status === 429).length;
}

/**
 * The time of a step's requests alone, each taking the simulator's latency, run as the rules allow: `width` at a
 * time, and the writes to one shield zone or one app one after another. Its lower bound: the longer of the batches of
 * `width` and the longest row of writes to one object.
 */
function requestsAloneMs(requests: readonly RecordedRequest[]): number {
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
async function runSteps(stack: BigStack, sim?: RunningSimulator, beforeDestroy?: () => Promise<void>): Promise<StepRun[]> {
  const runs: StepRun[] = [];
  const timed = async (step: Step, command: () => Promise<void>) => {
    sim?.resetStats();
    const started = performance.now();
    await command();
    runs.push({ step, ms: performance.now() - started, requests: [...(sim?.requests ?? [])] });
  };
  await timed("up", () => stack.up(width));
  await timed("refresh", () => stack.refresh(width));
  await beforeDestroy?.();
  await timed("destroy", () => stack.destroy(width));
  return runs;
}

/**
 * A simulator holding the big stack's objects, and the stack on it: through our providers, or through the floor's
 * provider where `floor` is set.
 */
async function bigStackOn(options: SimulatorOptions, floor = false): Promise<{ sim: RunningSimulator; stack: BigStack }> {
  const sim = await startSimulator(options);
  const resources = seedBigStack(sim, shape);
  const provider = floor ? bigStackFloorProvider(connections) : undefined;
  const stack = new BigStack(await installedProgram(), resources, simulatorSettings(sim), "dynamic-provider host", provider);
  await stack.registerProviders();
  return { sim, stack };
}

/** The runs of `step` out of rounds of runs. */
function ofStep(rounds: readonly StepRun[][], step: Step): StepRun[] {
  return rounds.map((runs) => runs.find((run) => run.step === step)!);
}

/** Rounds of the stack through our providers and through the floor's, alternately, each on a new simulator. */
interface AlternateRounds {
  ours: StepRun[][];
  floors: StepRun[][];
  /** The errors of our rounds that failed a command (the floor's failures are thrown). */
  failures: string[];
  /** The largest peak RSS of our providers' hosts. */
  peakRssBytes: number;
}

/**
 * `rounds` rounds of ours and of the floor on simulators made with `options`, in alternate order; `beforeDestroy` runs
 * in our first round, between its refresh and its destroy.
 */
async function alternateRounds(options: SimulatorOptions, beforeDestroy?: (sim: RunningSimulator, stack: BigStack) => Promise<void>): Promise<AlternateRounds> {
  const result: AlternateRounds = { ours: [], floors: [], failures: [], peakRssBytes: 0 };
  const round = (floor: boolean, first: boolean) => async () => {
    const { sim, stack } = await bigStackOn(options, floor);
    try {
      const hook = !floor && first && beforeDestroy !== undefined ? () => beforeDestroy(sim, stack) : undefined;
      const runs = await runSteps(stack, sim, hook);
      (floor ? result.floors : result.ours).push(runs);
      if (!floor) result.peakRssBytes = Math.max(result.peakRssBytes, stack.hostPeakRssBytes);
    } catch (error) {
      if (floor) throw error;
      result.failures.push((error as Error).message);
    } finally {
      await sim.close();
    }
  };
  for (let i = 0; i < rounds; i++) {
    const pair = [round(false, i === 0), round(true, i === 0)];
    for (const run of i % 2 === 0 ? pair : pair.reverse()) await run();
  }
  return result;
}

/**
 * A step's goal under the rate limit. A refresh sends all its reads at once, so it meets the 429s most; after each pause
 * DESIGN's rule starts again at the rate the server took, half a second's worth at once, where the floor's simplest rule
 * sends everything again: its goal is 1.25x, the other steps' 1.2x.
 */
function limitedGoal(step: Step): number {
  return step === "refresh" ? 1.25 : 1.2;
}

/**
 * 9. A stack of 1,000 resources (400 WAF reviews in 4 zones, 300 volumes in 3 apps, 200 certificates in 20 pull zones,
 * 100 videos) through the dynamic-provider host, one host per command: `up`, refresh and destroy, each against the same
 * stack through a provider that makes only the requests no provider can avoid, by bare requests, round by round; then
 * both again with the simulator limited to 50 requests a second.
 */
export const bigStack: Figure = {
  name: "big-stack",
  async measure() {
    const rows: Row[] = [];
    const label = `9. big stack ${resourceCount} resources`;
    let unshared = 0;
    // Today's cost, once: the same refresh with sharing off.
    const { ours, floors, failures: unlimitedFailures, peakRssBytes } = await alternateRounds({ latencyMs }, async (sim, stack) => {
      sim.resetStats();
      await stack.refresh(width, { ...stack.config, "cloudplatform:readReuseSeconds": "0" });
      unshared = sim.requests.length;
    });
    if (unlimitedFailures.length > 0) throw new Error(`the big stack failed: ${unlimitedFailures.join("; ")}`);

    for (const step of steps) {
      const oursMs = ofStep(ours, step).map((run) => run.ms);
      const floorMs = ofStep(floors, step).map((run) => run.ms);
      const paired = pairedRatios(oursMs, floorMs);
      const { requests } = ofStep(ours, step)[0];
      const floorRequests = ofStep(floors, step)[0].requests;
      rows.push({
        figure: `${label}, ${step}, ${width} wide, ${latencyMs} ms latency`,
        value: measured(summarize(oursMs), "ms", 0),
        reference:
          `the floor, a provider that makes only the unavoidable requests (${floorRequests.length}), each by a bare ` +
          `request: ${measured(summarize(floorMs), "ms", 0)}; those requests alone: ${requestsAloneMs(floorRequests)} ms`,
        ratio: pairedRatio(paired),
        goal: "<= 1.2x floor (median of the run-by-run ratios)",
        verdict: verdict(paired.median <= 1.2),
      });
      rows.push({ figure: `${label}, ${step}, requests by kind`, value: byKind(requests), reference: `the floor: ${byKind(floorRequests)}`, ratio: "", goal: "", verdict: "info" });
    }
    const refreshReads = ofStep(ours, "refresh")[0].requests.length;
    rows.push({
      figure: `${label}, refresh GETs`,
      value: String(refreshReads),
      reference: `readReuseSeconds 0 (every read made): ${unshared}`,
      ratio: ratio(refreshReads, unshared),
      goal: `<= ${objectReads} (one per object)`,
      verdict: verdict(refreshReads <= objectReads),
    });

    const limited = await alternateRounds({ latencyMs, rateLimitPerSecond: limitPerSecond });
    const failures = limited.failures;
    if (failures.length === 0) {
      for (const step of steps) {
        const oursRuns = ofStep(limited.ours, step);
        const floorRuns = ofStep(limited.floors, step);
        const paired = pairedRatios(oursRuns.map((run) => run.ms), floorRuns.map((run) => run.ms));
        const answered = floorRuns[0].requests.length - refusals(floorRuns[0].requests);
        const withRefusals = (runs: StepRun[]) =>
          `${measured(summarize(runs.map((run) => run.ms)), "ms", 0)}, ${runs.map((run) => refusals(run.requests)).join(", ")} answered 429`;
        rows.push({
          figure: `${label}, ${step}, limit ${limitPerSecond} requests/s`,
          value: withRefusals(oursRuns),
          reference:
            `the floor under the same limit: ${withRefusals(floorRuns)} ` +
            `(${answered} requests at ${limitPerSecond}/s: ${number((answered / limitPerSecond) * 1000, 0)} ms)`,
          ratio: pairedRatio(paired),
          goal: `<= ${limitedGoal(step)}x floor (median of the run-by-run ratios)`,
          verdict: verdict(paired.median <= limitedGoal(step)),
        });
      }
    }
    rows.push({
      figure: `${label}, failed steps under the limit`,
      value: failures.length === 0 ? "0" : failures.join("; "),
      reference: "",
      ratio: "",
      goal: "0",
      verdict: verdict(failures.length === 0),
    });

    const peak = Math.max(peakRssBytes, limited.peakRssBytes);
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
