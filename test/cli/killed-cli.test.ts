// A `pulumi` CLI killed (SIGKILL) in the middle of `up`: the provider processes it started, the plugin for a YAML
// program and @pulumi/pulumi's dynamic-provider host for a TypeScript one, start no request once they noticed and
// exit within 10 s. The volume's first write answers 503 and its retry is due 6 to 12 s later (minRetryDelayMs 12000):
// a provider left running sends it.
import type { ChildProcess } from "node:child_process";
import { promises as fs, realpathSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { quickstartProgram } from "../../scripts/example/quickstart";
import { mediaFolder, useSimulatedStack, yamlProgram, type SimulatedStack } from "./cli-stack";

/** The processes running in `folder` whose command line matches `command`. */
async function processesIn(folder: string, command: RegExp): Promise<number[]> {
  const wanted = realpathSync(folder);
  const found: number[] = [];
  for (const entry of await fs.readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cwd = await fs.readlink(`/proc/${entry}/cwd`);
      const commandLine = (await fs.readFile(`/proc/${entry}/cmdline`, "utf8")).replaceAll("\0", " ");
      if (cwd === wanted && command.test(commandLine)) found.push(Number(entry));
    } catch {
      // A process that ended meanwhile, or one of another user.
    }
  }
  return found;
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
 * Runs `up`, kills the CLI once the volume's first write reached the API, and checks the provider processes (those of
 * the program folder whose command line matches `provider`): all exited within 10 s, and none sent a request later
 * than 5 s after the kill. Whatever else the killed CLI left running in the program folder is ended afterwards.
 */
async function killMidUp(current: SimulatedStack, provider: RegExp): Promise<void> {
  const { simulator, stack } = current;
  simulator.faults.add({ route: "updateVolume", status: 503, times: 1 });
  let cli: ChildProcess | undefined;
  const up = stack.pulumi(["up", "--yes"], { allowFailure: true, onSpawn: (child) => (cli = child) });
  try {
    expect(await waitFor(() => simulator.requests.some((request) => request.route === "updateVolume"), 240_000)).toBe(true);
    const providers = await processesIn(stack.programDir, provider);
    expect(providers.length).toBeGreaterThan(0);
    const killedAt = Date.now();
    cli!.kill("SIGKILL");
    await up;

    const runningProviders = async () => (await Promise.all(providers.map(async (pid) => ((await running(pid)) ? [pid] : [])))).flat();
    await waitFor(async () => (await runningProviders()).length === 0, 10_000);
    expect(await runningProviders()).toEqual([]);

    await sleep(Math.max(0, killedAt + 5000 - Date.now()));
    const seen = simulator.requests.length;
    await sleep(Math.max(0, killedAt + 12_500 - Date.now()));
    expect(simulator.requests.slice(seen).map((request) => `${request.method} ${request.path}`)).toEqual([]);
  } finally {
    cli?.kill("SIGKILL");
    await up;
    for (const pid of await processesIn(stack.programDir, /./)) process.kill(pid, "SIGKILL");
    simulator.faults.clear();
  }
}

const slowRetry = { "cloudplatform:minRetryDelayMs": "12000" };

describe("a killed CLI, a YAML program: the plugin", () => {
  const current = useSimulatedStack(yamlProgram, { siblings: [mediaFolder], config: slowRetry });

  test("sends nothing more and exits within 10 s", () => killMidUp(current, /pulumi-resource-cloudplatform/), 300_000);
});

describe("a killed CLI, a TypeScript program: the dynamic-provider host", () => {
  const current = useSimulatedStack(quickstartProgram, {
    extraPackages: ["typescript", "@types/node"],
    siblings: [mediaFolder],
    config: slowRetry,
  });

  test("sends nothing more and exits within 10 s", () => killMidUp(current, /cmd\/dynamic-provider/), 300_000);
});
