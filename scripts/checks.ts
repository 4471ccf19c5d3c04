// `npm test`'s steps before the tests, run at once: each is one process that keeps about one core busy, and none reads
// what another writes (the tests, run after all of them, need the build's dist/). Each step's output is printed when
// it ends, under its name and time; the run fails when a step failed, naming it.
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

const steps = ["build", "typecheck", "lint", "check:imports", "docs"];

/** Runs `npm run <step>`; resolves with its exit code once it has ended and its output is printed. */
function runStep(step: string): Promise<number> {
  const started = performance.now();
  const child = spawn("npm", ["run", "--silent", step], { shell: process.platform === "win32" });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`> npm run ${step}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

void Promise.all(steps.map(runStep)).then((codes) => {
  const failed = steps.filter((_step, index) => codes[index] !== 0);
  if (failed.length > 0) {
    process.stderr.write(`npm test: ${failed.join(", ")} failed\n`);
    process.exitCode = 1;
  }
});
