import { promises as fs, realpathSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { startSimulator, type RecordedRequest, type RunningSimulator } from "../../src/simulator";
import { declareBigStack, seedBigStack } from "../../test/helpers/big-stack";
import { CliStack } from "../../test/helpers/cli-stack";
import { packageRoot } from "../../test/helpers/installed-package";
import { peakRssBytes, processesIn } from "../../test/helpers/processes";
import { bigStackFloorProvider } from "../lib/big-stack-floor";
import {
  bigStackConnections,
  bigStackLatencyMs,
  bigStackObjectReads,
  bigStackResources,
  bigStackShape,
  bigStackWidth,
  byKind,
} from "../lib/big-stack-shape";
import type { Figure } from "../lib/figure";
import { idleProvider } from "../lib/idle-provider";
import { runCommand } from "../lib/processes";
import { scaled } from "../lib/scale";
import { pairedRatios, summarize } from "../lib/stats";
import { measured, number, pairedRatio, verdict, type Row } from "../lib/table";

/** test/cli's program that declares the resources a file of its folder lists, through the package or a stand-in provider. */
const program = path.join(packageRoot, "test", "cli", "programs", "big-stack");
/**
 * Rounds of the stack through our providers and through the floor's, alternately: two, as a side's round of 1,000
 * resources takes about five minutes (most of it the `up` and the `destroy`), and the figure must fit in 25.
 */
const rounds = scaled(2, 1);
/** How often the provider processes' memory is read while a command runs. */
const samplingMs = 250;
/** The dynamic-provider host of @pulumi/pulumi, by its command line. */
const dynamicProviderHost = /cmd\/dynamic-provider/;
const MB = 1024 * 1024;

/** The commands of one round, in order, each with the flags that run it without a prompt at the figures' width. */
const steps = [
  { step: "up", args: ["up", "--yes", "--skip-preview"] },
  { step: "no-op up", args: ["up", "--yes", "--skip-preview"] },
  { step: "preview --refresh", args: ["preview", "--refresh"] },
  { step: "refresh", args: ["refresh", "--yes", "--skip-preview"] },
  { step: "destroy", args: ["destroy", "--yes", "--skip-preview"] },
] as const;
type Step = (typeof steps)[number]["step"];

interface StepRun {
  step: Step;
  ms: number;
  /** The requests the simulator received during the command. */
  requests: RecordedRequest[];
  /** The largest peak RSS of one provider process of the command. */
  providerPeakRssBytes: number;
}

/** The folder of the `pulumi` CLI that engine/build.sh built (PULUMI_CLI_BIN where it is set). */
async function cliFolder(): Promise<string> {
  if (process.env.PULUMI_CLI_BIN) return process.env.PULUMI_CLI_BIN;
  const found = await runCommand("bash", [path.join(packageRoot, "engine", "build.sh")], { cwd: packageRoot, env: { PULUMI_ENGINE_BUILD: "cached" } }).then(
    ({ stdout }) => stdout.trim(),
    (error: Error) => {
      throw new Error(`no Pulumi CLI to run: \`PULUMI_ENGINE_BUILD=cached bash engine/build.sh\` found none; build it with \`bash engine/build.sh\` (${error.message})`);
    },
  );
  if (found === "") throw new Error("no Pulumi CLI to run: `PULUMI_ENGINE_BUILD=cached bash engine/build.sh` printed no folder");
  return found;
}

/**
 * Reads the peak RSS (VmHWM) of every dynamic-provider host running in `dir` every {@link samplingMs} until `stop` is
 * called; `stop` resolves to the largest.
 */
function watchProviderMemory(dir: string): { stop: () => Promise<number> } {
  const peaks = new Map<number, number>();
  let stopped = false;
  const watching = (async () => {
    while (!stopped) {
      for (const found of await processesIn(dir)) {
        if (dynamicProviderHost.test(found.argv.join(" "))) peaks.set(found.pid, Math.max(peaks.get(found.pid) ?? 0, await peakRssBytes(found.pid)));
      }
      await sleep(samplingMs);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await watching;
      return Math.max(0, ...peaks.values());
    },
  };
}

/**
 * A new simulator holding the big stack's objects and a new stack of the program on it, `provider` in place of the
 * package's where given; runs every step in turn, each timed with the requests it made, then removes both.
 */
async function stackRound(provider: string | undefined): Promise<StepRun[]> {
  const sim = await startSimulator({ latencyMs: bigStackLatencyMs });
  try {
    const resources = seedBigStack(sim, bigStackShape);
    const stack = await CliStack.create(program, sim, { extraPackages: ["typescript", "@types/node"] });
    try {
      if (provider !== undefined) await stack.pulumi(["config", "set", "provider"], { input: provider });
      await declareBigStack(stack, resources);
      const runs: StepRun[] = [];
      for (const { step, args } of steps) runs.push(await timedStep(stack, sim, step, args));
      return runs;
    } finally {
      await stack.dispose();
    }
  } finally {
    await sim.close();
  }
}

async function timedStep(stack: CliStack, sim: RunningSimulator, step: Step, args: readonly string[]): Promise<StepRun> {
  sim.resetStats();
  const memory = watchProviderMemory(realpathSync(stack.programDir));
  const started = performance.now();
  let stdout: string;
  let ms: number;
  let providerPeakRssBytes: number;
  try {
    stdout = (await stack.pulumi([...args, "--parallel", String(bigStackWidth)])).stdout;
    ms = performance.now() - started;
  } finally {
    providerPeakRssBytes = await memory.stop();
  }
  if (step === "no-op up" && !new RegExp(`\\b${bigStackResources + 1} unchanged\\b`).test(stdout)) {
    throw new Error(`the no-op up changed the stack:\n${stdout}`);
  }
  return { step, ms, requests: [...sim.requests], providerPeakRssBytes };
}

/** The runs of `step` out of rounds of runs. */
function ofStep(rounds: readonly StepRun[][], step: Step): StepRun[] {
  return rounds.map((runs) => runs.find((run) => run.step === step)!);
}

/** A module file holding `source` (a provider's module text), and the `__provider` text that requires it. */
async function providerModule(folder: string, name: string, source: string): Promise<string> {
  const file = path.join(folder, `${name}.js`);
  await fs.writeFile(file, source);
  return `exports.handler = () => require(${JSON.stringify(file)}).handler();`;
}

/** The goal of a step's API requests, where it has one. */
function requestGoal(step: Step, count: number): Pick<Row, "goal" | "verdict"> {
  if (step === "no-op up") return { goal: "0 (the program calls no data function)", verdict: verdict(count === 0) };
  if (step === "preview --refresh") return { goal: `<= ${bigStackObjectReads} (one read per object)`, verdict: verdict(count <= bigStackObjectReads) };
  return { goal: "", verdict: "info" };
}

const requestsOf = (run: StepRun) => `${run.requests.length}${run.requests.length === 0 ? "" : `: ${byKind(run.requests)}`}`;

/**
 * 10. The big stack of figure 9 through the real Pulumi CLI, the package installed in the program folder from its
 * packed tarball: `up` from nothing, a no-op `up`, `preview --refresh`, `refresh` and `destroy`, each against the same
 * commands through a floor provider (figure 9's, each request a bare one), rounds alternating; then once through a
 * provider that makes no request, the engine's own cost.
 */
export const cliBigStack: Figure = {
  name: "cli",
  async measure() {
    process.env.PULUMI_CLI_BIN = await cliFolder();
    const modules = await fs.mkdtemp(path.join(os.tmpdir(), "cloudplatform-cli-bench-"));
    try {
      const floor = await providerModule(modules, "floor-provider", bigStackFloorProvider(bigStackConnections));
      const idle = await providerModule(modules, "idle-provider", idleProvider);
      const ours: StepRun[][] = [];
      const floors: StepRun[][] = [];
      for (let i = 0; i < rounds; i++) {
        const pair = [async () => ours.push(await stackRound(undefined)), async () => floors.push(await stackRound(floor))];
        for (const run of i % 2 === 0 ? pair : pair.reverse()) await run();
      }
      return rows(ours, floors, await stackRound(idle));
    } finally {
      await fs.rm(modules, { recursive: true, force: true });
    }
  },
};

function rows(ours: StepRun[][], floors: StepRun[][], idleRuns: StepRun[]): Row[] {
  const label = `10. CLI big stack ${bigStackResources} resources`;
  const result: Row[] = [];
  for (const { step } of steps) {
    const oursMs = ofStep(ours, step).map((run) => run.ms);
    const floorMs = ofStep(floors, step).map((run) => run.ms);
    const paired = pairedRatios(oursMs, floorMs);
    const [oursFirst] = ofStep(ours, step);
    const [floorFirst] = ofStep(floors, step);
    const idleMs = idleRuns.find((run) => run.step === step)!.ms;
    result.push({
      figure: `${label}, ${step}, --parallel ${bigStackWidth}, ${bigStackLatencyMs} ms latency`,
      value: measured(summarize(oursMs), "ms", 0),
      reference:
        `the floor, a provider that makes only the unavoidable requests, each by a bare request: ${measured(summarize(floorMs), "ms", 0)}; ` +
        `a provider that makes none (the engine's own cost): ${number(idleMs, 0)} ms`,
      ratio: pairedRatio(paired),
      goal: "<= 1.25x floor (median of the run-by-run ratios)",
      verdict: verdict(paired.median <= 1.25),
    });
    result.push({
      figure: `${label}, ${step}, API requests`,
      value: requestsOf(oursFirst),
      reference: `the floor: ${requestsOf(floorFirst)}; the stack's resources point at ${bigStackObjectReads} objects`,
      ratio: "",
      ...requestGoal(step, oursFirst.requests.length),
    });
  }
  const peak = (rounds: StepRun[][]) => Math.max(...rounds.flat().map((run) => run.providerPeakRssBytes));
  result.push({
    figure: `${label}, provider process peak RSS (largest of the commands)`,
    value: `${number(peak(ours) / MB, 0)} MB`,
    reference: `the floor's: ${number(peak(floors) / MB, 0)} MB; the engine's own (no request): ${number(peak([idleRuns]) / MB, 0)} MB`,
    ratio: "",
    goal: "< 300 MB",
    verdict: verdict(peak(ours) > 0 && peak(ours) < 300 * MB),
  });
  return result;
}
