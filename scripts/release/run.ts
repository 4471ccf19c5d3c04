import { execFile } from "node:child_process";
import { isTransientDownloadFailure } from "../transient-download-failure";

/** Runs a command to its end and returns what it printed; a failure names the command, its folder and its output. */
export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const printed = `${stdout}${stderr}`.trim().split("\n").slice(-40).join("\n");
        reject(new Error(`\`${[command, ...args].join(" ")}\` in ${options.cwd} failed (${error.code ?? error.signal}):\n${printed}`));
      } else {
        resolve(stdout);
      }
    });
  });
}

/**
 * {@link run} for the steps that download (npm, PyPI, Maven, the Go module proxy): tried again, up to three times in
 * all, 10 s and 20 s later, when it failed the way a network hiccup fails.
 */
export async function runDownloading(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(command, args, options);
    } catch (error) {
      const message = (error as Error).message;
      if (attempt === 3 || !isTransientDownloadFailure(message)) throw error;
      console.error(`${message.split("\n")[0]}; trying again`);
      await new Promise((resolve) => setTimeout(resolve, 10_000 * attempt));
    }
  }
}
