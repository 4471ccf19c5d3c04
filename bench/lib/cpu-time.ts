import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

/** Linux's `USER_HZ`: the unit of the CPU times in `/proc/<pid>/stat`. */
const ticksPerSecond = 100;

/** CPU milliseconds (user and system) process `pid` has used so far, as Linux's `/proc/<pid>/stat` counts them. */
export function processCpuMs(pid: number): number {
  // The fields after the command name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** The wall time of `action` and the CPU time that `pid` and this process used meanwhile, in milliseconds. */
export async function timeAndCpuMs(
  pid: number,
  action: () => Promise<unknown>,
): Promise<{ ms: number; cpuMs: number; ownCpuMs: number }> {
  const cpuBefore = processCpuMs(pid);
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  await action();
  const ms = performance.now() - started;
  const own = process.cpuUsage(ownBefore);
  return { ms, cpuMs: processCpuMs(pid) - cpuBefore, ownCpuMs: (own.user + own.system) / 1000 };
}
