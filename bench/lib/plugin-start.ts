import { spawn } from "node:child_process";
import { once } from "node:events";
import { performance } from "node:perf_hooks";

/**
 * Starts the plugin `entry` with `node` and `env` over the inherited environment, and an engine address where nothing
 * listens; returns the time from spawning it to its port, after ending it with SIGINT as the engine does (so that
 * Node writes its compile cache) and waiting for its exit.
 */
export async function pluginStartMs(node: string, entry: string, env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = spawn(node, [entry, "127.0.0.1:1"], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  const exited = once(child, "exit");
  await once(child.stdout, "data");
  const ms = performance.now() - started;
  child.kill("SIGINT");
  await exited;
  return ms;
}
