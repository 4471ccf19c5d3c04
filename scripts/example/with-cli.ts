// The quickstart sequence with the Pulumi CLI: a throwaway stack on a local file backend in a temporary folder, a
// random passphrase, the simulator's keys set as secrets.
import { spawn, type SpawnOptions } from "node:child_process";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSimulator } from "../../src/simulator";
import {
  ExampleFailed,
  changeDnsOutOfBand,
  changeOutOfBand,
  cleanAgainStep,
  expectedDriftError,
  outOfBandChange,
  quickstartSimulatorOptions,
  quickstartProgram,
  repairStep,
  simulatorProgramConfig,
  stackName,
  step,
  upStep,
} from "./quickstart";

export async function runWithCli(): Promise<void> {
  await run("npm", ["install", "--no-audit", "--no-fund", "--silent"], { cwd: quickstartProgram });
  const simulator = await startSimulator(quickstartSimulatorOptions);
  const work = mkdtempSync(join(tmpdir(), "cloudplatform-quickstart-"));
  const configFile = join(work, `Pulumi.${stackName}.yaml`);
  const env = {
    ...process.env,
    PULUMI_BACKEND_URL: `file://${work}`,
    PULUMI_CONFIG_PASSPHRASE: randomBytes(16).toString("hex"),
    PULUMI_SKIP_UPDATE_CHECK: "true",
  };
  const pulumi = (args: string[], options: RunOptions = {}) =>
    run("pulumi", [...args, "--stack", stackName, "--config-file", configFile, "--non-interactive"], {
      cwd: quickstartProgram,
      env,
      ...options,
    });

  try {
    await run("pulumi", ["stack", "init", stackName, "--non-interactive"], { cwd: quickstartProgram, env });
    await pulumi(["config", "set", "cloudplatform:baseUrl", simulator.baseUrl]);
    await pulumi(["config", "set", "cloudplatform:videoUrl", simulator.videoUrl]);
    await pulumi(["config", "set", "--secret", "cloudplatform:apiKey"], { input: simulator.apiKey });
    await pulumi(["config", "set", "--secret", "cloudplatform:videoApiKey"], { input: simulator.videoApiKey });
    for (const [key, value] of Object.entries(simulatorProgramConfig)) await pulumi(["config", "set", key, value]);

    step(upStep);
    await pulumi(["up", "--yes"]);

    step("pulumi preview --refresh --expect-no-changes: the live objects match the stack");
    await pulumi(["preview", "--refresh", "--expect-no-changes"]);

    step(outOfBandChange);
    changeOutOfBand(simulator);
    await changeDnsOutOfBand(simulator);

    step("pulumi preview --refresh --expect-no-changes: the drift must be caught (non-zero exit)");
    const driftExit = await pulumi(["preview", "--refresh", "--expect-no-changes"], {
      allowFailure: true,
      noteBefore: { line: /^error: no changes were expected/, note: expectedDriftError },
    });
    if (driftExit === 0) {
      throw new ExampleFailed("The out-of-band changes of the volume, the WAF rule and the DNS zone and record were not detected as drift.");
    }
    console.log("Drift detected, as expected.");

    step(repairStep);
    await pulumi(["up", "--refresh", "--yes"]);

    step(cleanAgainStep);
    await pulumi(["preview", "--refresh", "--expect-no-changes"]);

    step("pulumi destroy");
    await pulumi(["destroy", "--yes"]);
    // `stack rm` takes no --config-file.
    await run("pulumi", ["stack", "rm", "--yes", "--stack", stackName, "--non-interactive"], { cwd: quickstartProgram, env });
  } finally {
    await simulator.close();
    rmSync(work, { recursive: true, force: true });
    // Written by `stack init` beside Pulumi.yaml; left behind, its salt would not match the next run's passphrase.
    rmSync(join(quickstartProgram, `Pulumi.${stackName}.yaml`), { force: true });
  }
}

interface RunOptions extends SpawnOptions {
  /** Resolve with a non-zero exit code instead of failing. */
  allowFailure?: boolean;
  /** Written to the command's standard input. */
  input?: string;
  /** Printed on the line before the first output line of the command that matches `line`, on the same stream. */
  noteBefore?: { line: RegExp; note: string };
}

/**
 * Runs a command to its end without blocking this process, which serves the simulator meanwhile;
 * resolves with its exit code.
 */
function run(command: string, args: string[], { allowFailure = false, input, noteBefore, ...options }: RunOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const output = noteBefore === undefined ? "inherit" : "pipe";
    const child = spawn(command, args, {
      stdio: [input === undefined ? "inherit" : "pipe", output, output],
      ...options,
    });
    child.stdin?.end(input);
    if (noteBefore !== undefined) {
      const noted = { done: false };
      forwardLines(child.stdout!, process.stdout, noteBefore, noted);
      forwardLines(child.stderr!, process.stderr, noteBefore, noted);
    }
    child.on("error", reject);
    child.on("close", (code) => {
      if (!allowFailure && code !== 0) {
        reject(new ExampleFailed(`\`${command} ${args.join(" ")}\` failed with exit code ${code}`));
      } else {
        resolve(code ?? 1);
      }
    });
  });
}

/** Copies `from` to `to` line by line, printing `note` before the first line of either stream that matches. */
function forwardLines(from: Readable, to: Writable, { line, note }: { line: RegExp; note: string }, noted: { done: boolean }): void {
  createInterface({ input: from, crlfDelay: Infinity }).on("line", (text) => {
    if (!noted.done && line.test(text)) {
      noted.done = true;
      to.write(`${note}\n`);
    }
    to.write(`${text}\n`);
  });
}
