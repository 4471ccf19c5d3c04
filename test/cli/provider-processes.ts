// The provider processes a `pulumi` command starts (the plugin, @pulumi/pulumi's dynamic-provider host), found by
// their working directory (the program folder) and command line, and what becomes of them when the CLI is killed.
import { promises as fs, realpathSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import type { SimulatedStack } from "../helpers/cli-stack";
import { processesIn } from "../helpers/processes";

/** The ids of the processes running in `folder` whose command line matches `command`. */
async function processIdsIn(folder: string, command: RegExp): Promise<number[]> {
  const found = await processesIn(realpathSync(folder));
  return found.filter((candidate) => command.test(candidate.argv.join(" "))).map((candidate) => candidate.pid);
}

/** Whether the process runs: it exists and is not a zombie waiting to be reaped. */
async function running(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  return stat !== undefined && stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(100)) {
    if (await condition()) return true;
  }
  return condition();
}

/**
 * Runs `pulumi <args>` with the volume's first write answered 503 and its retry due 6 to 12 s later, kills the CLI
 * (SIGKILL) once that write reached the API, and checks the provider processes (those of the program folder whose
 * command line matches `provider`): all exited within 10 s, and none sent a request later than 5 s after the kill.
 * Whatever else the killed CLI left running in the program folder is ended afterwards.
 */
export async function killMidUp(current: SimulatedStack, args: string[], provider: RegExp): Promise<void> {
  const { simulator, stack } = current;
  await stack.pulumi(["config", "set", "cloudplatform:maxRetries", "3"]);
  await stack.pulumi(["config", "set", "cloudplatform:minRetryDelayMs", "12000"]);
  simulator.resetStats();
  simulator.faults.add({ route: "updateVolume", status: 503, times: 1 });
  // A provider left running by an earlier command of the program (one that never loaded this package's code does not
  // watch its engine) is not this command's.
  const earlier = new Set(await processIdsIn(stack.programDir, provider));
  let providers: number[] = [];
  const run = stack.pulumiCut(args, {
    when: async () => {
      if (!simulator.requests.some((request) => request.route === "updateVolume")) return false;
      providers = (await processIdsIn(stack.programDir, provider)).filter((pid) => !earlier.has(pid));
      return true;
    },
  });
  try {
    const killedAt = await run.cutAt;
    if (killedAt === undefined) throw new Error(`pulumi ${args.join(" ")} ended before the volume's write reached the API`);
    expect(providers.length).toBeGreaterThan(0);

    // Each request's arrival, to the nearest 100 ms, until the providers have exited.
    const arrivals: { request: string; afterMs: number }[] = [];
    const runningProviders = async () => (await Promise.all(providers.map(async (pid) => ((await running(pid)) ? [pid] : [])))).flat();
    await waitFor(async () => {
      for (const request of simulator.requests.slice(arrivals.length)) {
        arrivals.push({ request: `${request.method} ${request.path}`, afterMs: Date.now() - killedAt });
      }
      return (await runningProviders()).length === 0;
    }, 10_000);
    expect(await runningProviders()).toEqual([]);
    expect(arrivals.filter((arrival) => arrival.afterMs > 5000)).toEqual([]);
  } finally {
    await run.ended;
    for (const pid of await processIdsIn(stack.programDir, /./)) process.kill(pid, "SIGKILL");
    simulator.faults.clear();
  }
}
