// Cutting a running `pulumi` command short, as a cancelled CI job, a lost runner or a user's Ctrl+C does.
import type { ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

/** When and how a test cuts a running `pulumi` command short. */
export interface Cut {
  /** Holds once the command is to be cut; checked every 100 ms while it runs. */
  when: () => boolean | Promise<boolean>;
  /** The signals sent, 500 ms apart: `["SIGINT", "SIGINT"]` is Ctrl+C twice. Default: one SIGKILL. */
  signals?: NodeJS.Signals[];
  /**
   * Who gets them: the CLI alone (default); `"group"`, the CLI with every process it started (a lost runner); or the
   * process whose id `target` finds from the CLI's (one of its providers).
   */
  target?: "cli" | "group" | ((cliPid: number) => Promise<number>);
}

/** A command being cut: when its first signal went (undefined: the command ended before), and how it ended. */
export interface CutCommand<Result> {
  cutAt: Promise<number | undefined>;
  ended: Promise<Result>;
}

/**
 * Sends the signals of `cut` once `cut.when()` holds, unless `cli` has exited before; resolves with the time of the
 * first. With `target: "group"`, `cli` must have been spawned `detached` (the leader of its own process group).
 */
export async function cutWhen(cli: ChildProcess, cut: Cut): Promise<number | undefined> {
  let exited = cli.exitCode !== null || cli.signalCode !== null;
  cli.once("exit", () => (exited = true));
  while (!exited && !(await cut.when())) await sleep(100);
  if (exited) return undefined;
  const pid = typeof cut.target === "function" ? await cut.target(cli.pid!) : cut.target === "group" ? -cli.pid! : cli.pid!;
  const cutAt = Date.now();
  for (const [index, signal] of (cut.signals ?? ["SIGKILL"]).entries()) {
    if (index > 0) await sleep(500);
    process.kill(pid, signal);
  }
  return cutAt;
}
