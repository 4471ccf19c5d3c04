import { promises as fs, realpathSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { startSimulator, type RecordedRequest, type RunningSimulator } from "../../src/simulator";
import { declareBigStack, seedBigStack } from "../../test/helpers/big-stack";
import { CliStack } from "../../test/helpers/cli-stack";
import { packageRoot } from "../../test/helpers/installed-package";
import { installNodeSdk } from "../../test/helpers/node-sdk";
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
import { pairedRatios, summarize } from "../lib/stats";
import { measured, number, pairedRatio, verdict, type Row } from "../lib/table";

/** test/cli's program that declares the resources a file of its folder lists, through the package or a stand-in provider. */
const dynamicProgram = path.join(packageRoot, "test", "cli", "programs", "big-stack");
/** test/cli's program that declares the resources of the same file through the plugin's generated Node SDK. */
const pluginProgram = path.join(packageRoot, "test", "cli", "programs", "big-stack-plugin");
/**
 * Rounds of the stack through the dynamic resources, through the plugin and through the floor's provider, in turn, each
 * round starting one side later. One: at 1,000 resources a side's round takes about five minutes (the dynamic
 * resources' took 5.5 on a loaded machine, most of it the `up` and the `destroy`), so that one round of the three sides
 * and the engine's own cost take about 22 minutes, and a second round would pass the figure's 25.
 */
const rounds = 1;
/** How often the provider processes' memory is read while a command runs. */
const samplingMs = 250;
/** A provider process, by its command line: the dynamic-provider host of @pulumi/pulumi, or the package's plugin. */
const providerProcess = /cmd\/dynamic-provider|pulumi-resource-cloudplatform/;
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
 * Reads the peak RSS (VmHWM) of every provider process running in `dir` every {@link samplingMs} until `stop` is
 * called; `stop` resolves to the largest.
 */
function watchProviderMemory(dir: string): { stop: () => Promise<number> } {
  const peaks = new Map<number, number>();
  let stopped = false;
  const watching = (async () => {
    while (!stopped) {
      for (const found of await processesIn(dir)) {
        if (providerProcess.test(found.argv.join(" "))) peaks.set(found.pid, Math.max(peaks.get(found.pid) ?? 0, await peakRssBytes(found.pid)));
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

/** How a round's stack declares the big stack's resources: its program, and what the stack gets before the first step. */
interface StackPath {
  program: string;
  prepare(stack: CliStack): Promise<void>;
}

/** The package's TypeScript dynamic resources. */
const dynamicPath: StackPath = { program: dynamicProgram, prepare: async () => undefined };

/** Resources of the dynamic resources' types, each served by `provider` (a `__provider` text) in the dynamic-provider host. */
function standInPath(provider: string): StackPath {
  return {
    program: dynamicProgram,
    prepare: async (stack) => {
      await stack.pulumi(["config", "set", "provider"], { input: provider });
    },
  };
}

/** The plugin's resources, through the Node SDK generated from it. */
const pluginPath: StackPath = { program: pluginProgram, prepare: installNodeSdk };

/**
 * A new simulator holding the big stack's objects and a new stack on it declaring them as `through` says; runs every step
 * in turn, each timed with the requests it made, then removes both.
 */
async function stackRound(through: StackPath): Promise<StepRun[]> {
  const sim = await startSimulator({ latencyMs: bigStackLatencyMs });
  try {
    const resources = seedBigStack(sim, bigStackShape);
    const stack = await CliStack.create(through.program, sim, { extraPackages: ["typescript", "@types/node"] });
    try {
      await through.prepare(stack);
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
  if (step === "no-op up" && !unchanged(stdout)) throw new Error(`the no-op up changed the stack:\n${stdout}`);
  return { step, ms, requests: [...sim.requests], providerPeakRssBytes };
}

/**
 * Whether an `up` left the stack as it was: its summary counts every resource and the stack unchanged (and, through the
 * plugin, the default provider), and nothing else.
 */
function unchanged(stdout: string): boolean {
  const counted = Number(/\b(\d+) unchanged\b/.exec(stdout)?.[1] ?? 0);
  return counted >= bigStackResources + 1 && !/\b\d+ (created|updated|deleted|replaced)\b/.test(stdout);
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

/** The sides of figure 10 that run in every round, in the order of the first round. */
const sides = ["dynamic", "plugin", "floor"] as const;
type Side = (typeof sides)[number];
type SideRuns = Record<Side, StepRun[][]>;

/**
 * 10. The big stack of figure 9 through the real Pulumi CLI, the package installed in the program folder from its
 * packed tarball: `up` from nothing, a no-op `up`, `preview --refresh`, `refresh` and `destroy`, through the TypeScript
 * dynamic resources and through the plugin (its generated Node SDK), each against the same commands through a floor
 * provider (figure 9's, each request a bare one) under the dynamic resources' program, the three in turn in each round,
 * each round starting one later; then once through a provider that makes no request, the engine's own cost.
 */
export const cliBigStack: Figure = {
  name: "cli",
  async measure() {
    process.env.PULUMI_CLI_BIN = await cliFolder();
    const modules = await fs.mkdtemp(path.join(os.tmpdir(), "cloudplatform-cli-bench-"));
    try {
      const ways: Record<Side, StackPath> = {
        dynamic: dynamicPath,
        plugin: pluginPath,
        floor: standInPath(await providerModule(modules, "floor-provider", bigStackFloorProvider(bigStackConnections))),
      };
      const idle = standInPath(await providerModule(modules, "idle-provider", idleProvider));
      const runs: SideRuns = { dynamic: [], plugin: [], floor: [] };
      for (let i = 0; i < rounds; i++) {
        for (let j = 0; j < sides.length; j++) {
          const side = sides[(i + j) % sides.length];
          runs[side].push(await stackRound(ways[side]));
        }
      }
      return rows(runs, await stackRound(idle));
    } finally {
      await fs.rm(modules, { recursive: true, force: true });
    }
  },
};

const sideNames: Record<Side, string> = { dynamic: "dynamic resources", plugin: "plugin", floor: "floor" };

function rows(runs: SideRuns, idleRuns: StepRun[]): Row[] {
  const label = `10. CLI big stack ${bigStackResources} resources`;
  const result: Row[] = [];
  for (const { step } of steps) {
    const ms = (side: Side) => ofStep(runs[side], step).map((run) => run.ms);
    const floorReference =
      `the floor, a provider that makes only the unavoidable requests, each by a bare request: ${measured(summarize(ms("floor")), "ms", 0)}; ` +
      `a provider that makes none (the engine's own cost): ${number(idleRuns.find((run) => run.step === step)!.ms, 0)} ms`;
    for (const side of ["dynamic", "plugin"] as const) {
      const paired = pairedRatios(ms(side), ms("floor"));
      result.push({
        figure: `${label}, ${step}, ${sideNames[side]}, --parallel ${bigStackWidth}, ${bigStackLatencyMs} ms latency`,
        value: measured(summarize(ms(side)), "ms", 0),
        reference: floorReference,
        ratio: pairedRatio(paired),
        goal: "<= 1.25x floor (median of the run-by-run ratios)",
        verdict: verdict(paired.median <= 1.25),
      });
    }
    result.push({
      figure: `${label}, ${step}, dynamic resources / plugin`,
      value: measured(summarize(ms("dynamic")), "ms", 0),
      reference: `the plugin: ${measured(summarize(ms("plugin")), "ms", 0)}`,
      ratio: pairedRatio(pairedRatios(ms("dynamic"), ms("plugin"))),
      goal: "",
      verdict: "info",
    });
    const [floorFirst] = ofStep(runs.floor, step);
    for (const side of ["dynamic", "plugin"] as const) {
      const [first] = ofStep(runs[side], step);
      result.push({
        figure: `${label}, ${step}, ${sideNames[side]}, API requests`,
        value: requestsOf(first),
        reference: `the floor: ${requestsOf(floorFirst)}; the stack's resources point at ${bigStackObjectReads} objects`,
        ratio: "",
        ...requestGoal(step, first.requests.length),
      });
    }
  }
  const peak = (rounds: StepRun[][]) => Math.max(...rounds.flat().map((run) => run.providerPeakRssBytes));
  const floorPeaks = `the floor's: ${number(peak(runs.floor) / MB, 0)} MB; the engine's own (no request): ${number(peak([idleRuns]) / MB, 0)} MB`;
  for (const side of ["dynamic", "plugin"] as const) {
    result.push({
      figure: `${label}, ${sideNames[side]}, provider process peak RSS (largest of the commands)`,
      value: `${number(peak(runs[side]) / MB, 0)} MB`,
      reference: floorPeaks,
      ratio: "",
      goal: "< 300 MB",
      verdict: verdict(peak(runs[side]) > 0 && peak(runs[side]) < 300 * MB),
    });
  }
  return result;
}
