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
import { installFloorPlugin } from "../lib/floor-plugin";
import { idleProvider } from "../lib/idle-provider";
import { runCommand } from "../lib/processes";
import { pairedRatios, summarize } from "../lib/stats";
import { measured, number, pairedRatio, verdict, type Row } from "../lib/table";

/** test/cli's program that declares the resources a file of its folder lists, through the package or a stand-in provider. */
const dynamicProgram = path.join(packageRoot, "test", "cli", "programs", "big-stack");
/** test/cli's program that declares the resources of the same file through the plugin's generated Node SDK. */
const pluginProgram = path.join(packageRoot, "test", "cli", "programs", "big-stack-plugin");
/**
 * Rounds of the figure. In a round the four sides' stacks run side by side: each side's `up`, then the steady steps
 * {@link steadyRepeats} times, each step through the four sides in turn, then each side's `destroy`. At 1,000 resources
 * the `up` and the `destroy` take 50 to 105 s a side and a repetition of the steady steps 105 to 125 s for the four
 * sides, so one round and the engine's own cost (the steady steps once) took 1,396 s on two cores (1,028 s with three
 * repetitions, on a faster day): a second round would pass the figure's 25 minutes.
 */
const rounds = 1;
/**
 * How often each steady step runs per side and round. A `refresh` of the floor takes under 3 s, where a second's
 * noise is a third of the ratio: the steady steps, which leave the stack as it was, run several times each, the sides
 * in turn and the order reversed at each repetition, and each step's ratio is the median of the pairs.
 */
const steadyRepeats = 5;
/** How often the provider processes' memory is read while a command runs. */
const samplingMs = 250;
/** A provider process, by its command line: the dynamic-provider host of @pulumi/pulumi, or the package's plugin. */
const providerProcess = /cmd\/dynamic-provider|pulumi-resource-cloudplatform/;
const MB = 1024 * 1024;

/** The commands of the figure, each with the flags that run it without a prompt at the figures' width. */
const commands = {
  up: ["up", "--yes", "--skip-preview"],
  "no-op up": ["up", "--yes", "--skip-preview"],
  "preview --refresh": ["preview", "--refresh"],
  refresh: ["refresh", "--yes", "--skip-preview"],
  destroy: ["destroy", "--yes", "--skip-preview"],
} as const;
type Step = keyof typeof commands;
const steps = Object.keys(commands) as Step[];
/** The steps that leave the stack as it was, run {@link steadyRepeats} times between the `up` and the `destroy`. */
const steadySteps: Step[] = ["no-op up", "preview --refresh", "refresh"];

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
  prepare(stack: CliStack, sim: RunningSimulator): Promise<void>;
}

/** The package's TypeScript dynamic resources. */
const dynamicPath: StackPath = { program: dynamicProgram, prepare: async () => undefined };

/** Resources of the dynamic resources' types, each served in the dynamic-provider host by the provider `providerFile` exports. */
function standInPath(providerFile: string): StackPath {
  return {
    program: dynamicProgram,
    prepare: async (stack) => {
      const provider = `exports.handler = () => require(${JSON.stringify(providerFile)}).handler();`;
      await stack.pulumi(["config", "set", "provider"], { input: provider });
    },
  };
}

/** The plugin's resources, through the Node SDK generated from it. */
const pluginPath: StackPath = { program: pluginProgram, prepare: installNodeSdk };

/** The same program as {@link pluginPath}, the SDK generated from the package's plugin, served by `providerFile`'s provider. */
function pluginStandInPath(providerFile: string): StackPath {
  return {
    program: pluginProgram,
    prepare: async (stack, sim) => {
      await installNodeSdk(stack);
      await installFloorPlugin(stack, sim, providerFile);
    },
  };
}

/** A simulator holding the big stack's objects, and a stack on it declaring them through one side's path. */
interface SideStack {
  sim: RunningSimulator;
  stack: CliStack;
}

async function openSideStack(through: StackPath): Promise<SideStack> {
  const sim = await startSimulator({ latencyMs: bigStackLatencyMs });
  try {
    const resources = seedBigStack(sim, bigStackShape);
    const stack = await CliStack.create(through.program, sim, { extraPackages: ["typescript", "@types/node"] });
    try {
      await through.prepare(stack, sim);
      await declareBigStack(stack, resources);
      return { sim, stack };
    } catch (error) {
      await stack.dispose();
      throw error;
    }
  } catch (error) {
    await sim.close();
    throw error;
  }
}

async function closeSideStack({ sim, stack }: SideStack): Promise<void> {
  try {
    await stack.dispose();
  } finally {
    await sim.close();
  }
}

/**
 * One round through `paths`, in the order given: opens a stack per path, runs each one's `up`, the steady steps
 * `repeats` times (every path in turn for each step, the order reversed at each repetition) and each one's `destroy`,
 * each timed with the requests it made; then removes the stacks. The runs of each path, in the order run.
 */
async function stackRound<Name extends string>(
  paths: Record<Name, StackPath>,
  order: readonly Name[],
  repeats: number,
): Promise<Record<Name, StepRun[]>> {
  const open = new Map<Name, SideStack>();
  const runs = Object.fromEntries(order.map((name) => [name, [] as StepRun[]])) as Record<Name, StepRun[]>;
  const run = async (name: Name, step: Step) => {
    const { sim, stack } = open.get(name)!;
    runs[name].push(await timedStep(stack, sim, step));
  };
  try {
    for (const name of order) open.set(name, await openSideStack(paths[name]));
    for (const name of order) await run(name, "up");
    for (let repeat = 0; repeat < repeats; repeat++) {
      for (const step of steadySteps) {
        for (const name of repeat % 2 === 0 ? order : [...order].reverse()) await run(name, step);
      }
    }
    for (const name of order) await run(name, "destroy");
    return runs;
  } finally {
    for (const side of open.values()) await closeSideStack(side);
  }
}

async function timedStep(stack: CliStack, sim: RunningSimulator, step: Step): Promise<StepRun> {
  sim.resetStats();
  const memory = watchProviderMemory(realpathSync(stack.programDir));
  const started = performance.now();
  let stdout: string;
  let ms: number;
  let providerPeakRssBytes: number;
  try {
    stdout = (await stack.pulumi([...commands[step], "--parallel", String(bigStackWidth)])).stdout;
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

/** The runs of `step`, in the order run. */
function ofStep(runs: readonly StepRun[], step: Step): StepRun[] {
  return runs.filter((run) => run.step === step);
}

/** A module file in `folder` holding `source` (a provider's module text); its path. */
async function providerModule(folder: string, name: string, source: string): Promise<string> {
  const file = path.join(folder, `${name}.js`);
  await fs.writeFile(file, source);
  return file;
}

/** The goal of a step's API requests, where it has one. */
function requestGoal(step: Step, count: number): Pick<Row, "goal" | "verdict"> {
  if (step === "no-op up") return { goal: "0 (the program calls no data function)", verdict: verdict(count === 0) };
  if (step === "preview --refresh") return { goal: `<= ${bigStackObjectReads} (one read per object)`, verdict: verdict(count <= bigStackObjectReads) };
  return { goal: "", verdict: "info" };
}

/** Of runs of one step, the one that made the most API requests. */
function mostRequests(runs: readonly StepRun[]): StepRun {
  return runs.reduce((most, run) => (run.requests.length > most.requests.length ? run : most));
}

const requestsOf = (run: StepRun) => `${run.requests.length}${run.requests.length === 0 ? "" : `: ${byKind(run.requests)}`}`;

/**
 * The sides of figure 10 that run in every round, in the order of the first round: each path of the package, and its
 * floor, the same program served by the floor's provider.
 */
const sides = ["dynamic", "plugin", "dynamicFloor", "pluginFloor"] as const;
type Side = (typeof sides)[number];
type SideRuns = Record<Side, StepRun[]>;
/** The package's paths, each with its floor. */
const packagePaths = [
  { side: "dynamic", floor: "dynamicFloor" },
  { side: "plugin", floor: "pluginFloor" },
] as const;
const sideNames: Record<Side, string> = {
  dynamic: "dynamic resources",
  plugin: "plugin",
  dynamicFloor: "the floor under the dynamic resources' program",
  pluginFloor: "the floor under the plugin's SDK program",
};

/**
 * 10. The big stack of figure 9 through the real Pulumi CLI, the package installed in the program folder from its
 * packed tarball: `up` from nothing, a no-op `up`, `preview --refresh`, `refresh` and `destroy`, through the TypeScript
 * dynamic resources and through the plugin (its generated Node SDK), each against the same commands of the same program
 * through a floor provider (figure 9's, each request a bare one): in the dynamic-provider host under the dynamic
 * resources' program, and as the plugin under the SDK's. The four run side by side in each round as
 * {@link stackRound} runs them, each round starting one later; then the dynamic resources' program through a provider
 * that makes no request, the engine's own cost.
 */
export const cliBigStack: Figure = {
  name: "cli",
  async measure() {
    process.env.PULUMI_CLI_BIN = await cliFolder();
    const modules = await fs.mkdtemp(path.join(os.tmpdir(), "cloudplatform-cli-bench-"));
    try {
      const floor = await providerModule(modules, "floor-provider", bigStackFloorProvider(bigStackConnections));
      const ways: Record<Side, StackPath> = {
        dynamic: dynamicPath,
        plugin: pluginPath,
        dynamicFloor: standInPath(floor),
        pluginFloor: pluginStandInPath(floor),
      };
      const runs: SideRuns = { dynamic: [], plugin: [], dynamicFloor: [], pluginFloor: [] };
      for (let i = 0; i < rounds; i++) {
        const order = sides.map((_, j) => sides[(i + j) % sides.length]);
        const round = await stackRound(ways, order, steadyRepeats);
        for (const side of sides) runs[side].push(...round[side]);
      }
      const idle = standInPath(await providerModule(modules, "idle-provider", idleProvider));
      return rows(runs, (await stackRound({ idle }, ["idle"], 1)).idle);
    } finally {
      await fs.rm(modules, { recursive: true, force: true });
    }
  },
};

function rows(runs: SideRuns, idleRuns: StepRun[]): Row[] {
  const label = `10. CLI big stack ${bigStackResources} resources`;
  const result: Row[] = [];
  const timed = (sideRuns: readonly StepRun[], step: Step) => ofStep(sideRuns, step).map((run) => run.ms);
  for (const step of steps) {
    const ms = (side: Side) => timed(runs[side], step);
    const engineOwn = `a provider that makes none under the dynamic resources' program (the engine's own cost): ${measured(summarize(timed(idleRuns, step)), "ms", 0)}`;
    for (const { side, floor } of packagePaths) {
      const paired = pairedRatios(ms(side), ms(floor));
      result.push({
        figure: `${label}, ${step}, ${sideNames[side]}, --parallel ${bigStackWidth}, ${bigStackLatencyMs} ms latency`,
        value: measured(summarize(ms(side)), "ms", 0),
        reference: `${sideNames[floor]}, a provider that makes only the unavoidable requests, each by a bare request: ${measured(summarize(ms(floor)), "ms", 0)}; ${engineOwn}`,
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
    result.push({
      figure: `${label}, ${step}, the floors: the plugin's SDK program / the dynamic resources' program`,
      value: measured(summarize(ms("pluginFloor")), "ms", 0),
      reference: `the dynamic resources' program: ${measured(summarize(ms("dynamicFloor")), "ms", 0)}`,
      ratio: pairedRatio(pairedRatios(ms("pluginFloor"), ms("dynamicFloor"))),
      goal: "",
      verdict: "info",
    });
    for (const { side, floor } of packagePaths) {
      const most = mostRequests(ofStep(runs[side], step));
      result.push({
        figure: `${label}, ${step}, ${sideNames[side]}, API requests (the run that made the most)`,
        value: requestsOf(most),
        reference: `its floor: ${requestsOf(mostRequests(ofStep(runs[floor], step)))}; the stack's resources point at ${bigStackObjectReads} objects`,
        ratio: "",
        ...requestGoal(step, most.requests.length),
      });
    }
  }
  const peak = (sideRuns: StepRun[]) => Math.max(...sideRuns.map((run) => run.providerPeakRssBytes));
  for (const { side, floor } of packagePaths) {
    result.push({
      figure: `${label}, ${sideNames[side]}, provider process peak RSS (largest of the commands)`,
      value: `${number(peak(runs[side]) / MB, 0)} MB`,
      reference: `its floor's: ${number(peak(runs[floor]) / MB, 0)} MB; the engine's own (no request): ${number(peak(idleRuns) / MB, 0)} MB`,
      ratio: "",
      goal: "< 300 MB",
      verdict: verdict(peak(runs[side]) > 0 && peak(runs[side]) < 300 * MB),
    });
  }
  return result;
}
