import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";

const register = path.resolve(__dirname, "..", "..", "scripts", "register.js");

export interface Finished {
  stdout: string;
  stderr: string;
  /** From spawning the process to its exit. */
  ms: number;
}

export interface CommandOptions {
  cwd?: string;
  /** Variables set over the inherited environment. */
  env?: Record<string, string>;
}

/** Runs a command to its end; a non-zero exit is an error carrying its stderr. */
export function runCommand(command: string, args: readonly string[], options: CommandOptions = {}): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    let ms = 0;
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("exit", () => (ms = performance.now() - started));
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (code === 0) {
        resolve({ stdout, stderr, ms });
      } else {
        const how = signal === null ? `exit ${code}` : `signal ${signal}`;
        reject(new Error(`${path.basename(command)} ${args.join(" ")} failed (${how}): ${stderr.trim()}`));
      }
    });
  });
}

/** Node arguments that run a TypeScript file of the benchmark. */
function scriptArgs(script: string, args: readonly string[]): string[] {
  return ["-r", register, script, ...args];
}

/** Runs a TypeScript file of the benchmark in its own Node process and parses the JSON it prints. */
export async function runScript<Output>(script: string, args: readonly string[], options: CommandOptions = {}): Promise<Output> {
  const { stdout } = await runCommand(process.execPath, scriptArgs(script, args), options);
  return JSON.parse(stdout) as Output;
}

/** Starts a TypeScript file of the benchmark as a long-running Node process talking over stdin and stdout. */
export function startScript(script: string, args: readonly string[] = []): ChildProcess {
  return spawn(process.execPath, scriptArgs(script, args), { stdio: ["pipe", "pipe", "inherit"] });
}
