import { promises as fs } from "node:fs";

/** A running process: its id, its parent's and its command line. */
export interface RunningProcess {
  pid: number;
  parent: number;
  argv: string[];
}

/** The processes whose working directory is `dir` (a program folder: the CLI, its language host, its providers). */
export async function processesIn(dir: string): Promise<RunningProcess[]> {
  const found: RunningProcess[] = [];
  for (const entry of await fs.readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if ((await fs.readlink(`/proc/${entry}/cwd`)) !== dir) continue;
      const argv = (await fs.readFile(`/proc/${entry}/cmdline`, "utf8")).split("\0").filter(Boolean);
      const parent = Number(/^PPid:\s+(\d+)$/m.exec(await fs.readFile(`/proc/${entry}/status`, "utf8"))![1]);
      found.push({ pid: Number(entry), parent, argv });
    } catch {
      // The process ended meanwhile, or is not ours to read.
    }
  }
  return found;
}

/** Resolves once `condition` holds, checking every 50 ms; fails after `timeoutMs`, naming `what`. */
export async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The peak resident memory of a process (VmHWM of /proc/<pid>/status); 0 where /proc is not there or it has ended. */
export async function peakRssBytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kilobytes = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
  return kilobytes === undefined ? 0 : Number(kilobytes) * 1024;
}
