import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSimulator, type RunningSimulator, type SimulatorOptions } from "../../src/simulator";
import { packageRoot } from "./installed-package";
import { installPackageIntoProgram } from "./engine/program-install";
import { cutWhen, type Cut, type CutCommand } from "./cut-command";

/** examples/yaml: the quickstart as a YAML program, through the plugin. */
export const yamlProgram = path.join(packageRoot, "examples", "yaml");
/** examples/python: the quickstart as a Python program, through the plugin's generated SDK. */
export const pythonProgram = path.join(packageRoot, "examples", "python");
/** examples/go: the quickstart as a Go program, through the plugin's generated SDK. */
export const goProgram = path.join(packageRoot, "examples", "go");
/** examples/java: the quickstart as a Java program (Maven), through the plugin's generated SDK. */
export const javaProgram = path.join(packageRoot, "examples", "java");
/** examples/typescript-plugin: the quickstart in TypeScript through the plugin's generated Node SDK. */
export const typescriptPluginProgram = path.join(packageRoot, "examples", "typescript-plugin");
export { mediaFolder } from "../../scripts/example/quickstart";

/** The folder holding the `pulumi` CLI and its plugins, as `engine/test.sh` passes it. */
export function cliBinDir(): string {
  const dir = process.env.PULUMI_CLI_BIN;
  if (!dir) {
    throw new Error("PULUMI_CLI_BIN is not set: run these tests with `npm run test:engine`");
  }
  return dir;
}

/** What a CLI command printed and how it exited. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CreateOptions {
  /** Packages the program needs beside the package and @pulumi/pulumi, at the versions this repository locks. */
  extraPackages?: string[];
  /** Folders copied beside the program folder, for the paths the program names relative to it. */
  siblings?: string[];
  /** More stack config, set after the simulator's settings. */
  config?: Record<string, string>;
  /** The package to install: a checkout of it, built; default this repository; null: none, the test installs what it needs. */
  packageDir?: string | null;
  /** Lets the CLI download the plugins a program needs, from the address its SDK names; by default it may not. */
  pluginDownloads?: boolean;
  /** Options of the simulator that {@link useSimulatedStack} starts. */
  simulator?: SimulatorOptions;
}

/** A simulator and a stack of a program on it, for the tests of one `describe`. */
export interface SimulatedStack {
  simulator: RunningSimulator;
  stack: CliStack;
}

/** Starts a simulator and creates a stack of `programSource` on it before the tests of the current `describe`. */
export function useSimulatedStack(programSource: string, options: CreateOptions = {}): SimulatedStack {
  const current = {} as SimulatedStack;
  beforeAll(async () => {
    current.simulator = await startSimulator(options.simulator);
    current.stack = await CliStack.create(programSource, current.simulator, options);
  }, 180_000);
  afterAll(async () => {
    await current.stack?.dispose();
    await current.simulator?.close();
  });
  return current;
}

export interface RunOptions {
  /** Resolve with a non-zero exit code instead of failing. */
  allowFailure?: boolean;
  /** Written to the command's standard input. */
  input?: string;
  /** Added to the command's environment. */
  env?: Record<string, string>;
}

const commandTimeoutMs = 5 * 60_000;
/** What every `pulumi` command of a {@link CliStack} is given after its own arguments. */
const stackArgs = ["--stack", "dev", "--non-interactive"];

/**
 * A stack of the real CLI in a throwaway workspace: a program folder with the packed package installed (its
 * node_modules linked from the install cache), a local file backend and PULUMI_HOME in a temporary folder, a random
 * passphrase, no update check and, unless asked, no plugin download.
 */
export class CliStack {
  /** Every command's output, in order, so that a test can check what a user would have seen. */
  readonly transcript: CommandResult[] = [];

  private constructor(
    readonly programDir: string,
    private readonly workspace: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /**
   * Copies the files of `programSource` (a folder) into a new program folder, installs the package there and creates
   * the stack `dev` with the simulator's settings, the keys set as secrets through standard input.
   */
  static async create(programSource: string, simulator: RunningSimulator, options: CreateOptions = {}): Promise<CliStack> {
    const workspace = await fs.mkdtemp(path.join(os.tmpdir(), "cloudplatform-cli-"));
    const programDir = path.join(workspace, path.basename(programSource));
    for (const folder of [programSource, ...(options.siblings ?? [])]) {
      await fs.cp(folder, path.join(workspace, path.basename(folder)), { recursive: true, filter: isProgramFile });
    }
    await fs.mkdir(path.join(workspace, "backend"));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: `${cliBinDir()}${path.delimiter}${process.env.PATH}`,
      PULUMI_HOME: path.join(workspace, "home"),
      PULUMI_BACKEND_URL: `file://${path.join(workspace, "backend")}`,
      PULUMI_CONFIG_PASSPHRASE: randomBytes(16).toString("hex"),
      PULUMI_SKIP_UPDATE_CHECK: "true",
      PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    };
    if (options.pluginDownloads) delete env.PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION;
    // The stack's config alone names the account, as in CI with the keys set as secrets.
    for (const name of Object.keys(env).filter((key) => key.startsWith("CLOUDPLATFORM_"))) delete env[name];
    const stack = new CliStack(programDir, workspace, env);
    if (options.packageDir !== null) await stack.installPackage(options.packageDir ?? packageRoot, options.extraPackages);
    await stack.pulumi(["stack", "init"]);
    await stack.setSettings(simulator);
    for (const [key, value] of Object.entries(options.config ?? {})) await stack.pulumi(["config", "set", key, value]);
    return stack;
  }

  /**
   * Installs the package of `packageDir` (packed, from the install cache) into the program folder, replacing the one
   * there: an upgrade, as a user's `npm install` of a new version.
   */
  async installPackage(packageDir: string, extraPackages: string[] = []): Promise<void> {
    const installed = await installPackageIntoProgram(packageDir, extraPackages);
    const link = path.join(this.programDir, "node_modules");
    await fs.rm(link, { force: true });
    await fs.symlink(path.join(installed.dir, "node_modules"), link, "dir");
  }

  /** Points the stack at the simulator, the keys set as secrets. */
  async setSettings(simulator: Pick<RunningSimulator, "baseUrl" | "videoUrl" | "apiKey" | "videoApiKey">): Promise<void> {
    await this.pulumi(["config", "set", "cloudplatform:baseUrl", simulator.baseUrl]);
    await this.pulumi(["config", "set", "cloudplatform:videoUrl", simulator.videoUrl]);
    await this.pulumi(["config", "set", "--secret", "cloudplatform:apiKey"], { input: simulator.apiKey });
    await this.pulumi(["config", "set", "--secret", "cloudplatform:videoApiKey"], { input: simulator.videoApiKey });
  }

  /** Runs `pulumi <args> --stack dev --non-interactive` in the program folder; fails on a non-zero exit by default. */
  pulumi(args: string[], options: RunOptions = {}): Promise<CommandResult> {
    return this.run("pulumi", [...args, ...stackArgs], options);
  }

  /**
   * Runs `pulumi <args>` as {@link pulumi} does, whatever its exit code, and cuts it short as `cut` says. Its exit code
   * is -1 when a signal ended it.
   */
  pulumiCut(args: string[], cut: Cut): CutCommand<CommandResult> {
    const { child, ended } = this.start("pulumi", [...args, ...stackArgs], { allowFailure: true }, cut.target === "group");
    return { cutAt: cutWhen(child, cut), ended };
  }

  /** `pulumi stack export`, parsed. */
  async exportState(): Promise<{ text: string; deployment: { resources: StateResource[] } }> {
    const { stdout } = await this.pulumi(["stack", "export"]);
    return { text: stdout, deployment: JSON.parse(stdout).deployment };
  }

  /** The stack's outputs. */
  async outputs(): Promise<Record<string, unknown>> {
    return JSON.parse((await this.pulumi(["stack", "output", "--json", "--show-secrets"])).stdout);
  }

  /** The text of every file of the stack's backend (checkpoints, history, backups), one after the other. */
  async backendText(): Promise<string> {
    const backend = path.join(this.workspace, "backend");
    const files = (await fs.readdir(backend, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    const texts = await Promise.all(files.map((entry) => fs.readFile(path.join(entry.parentPath, entry.name), "utf8")));
    return texts.join("\n");
  }

  /** Everything every command printed, stdout and stderr. */
  printed(): string {
    return this.transcript.map((result) => `${result.stdout}\n${result.stderr}`).join("\n");
  }

  async dispose(): Promise<void> {
    await this.pulumi(["stack", "rm", "--yes", "--force"], { allowFailure: true });
    await fs.rm(this.workspace, { recursive: true, force: true });
  }

  /**
   * Runs a command in the program folder with the stack's environment; fails on a non-zero exit by default. Spawned,
   * not run synchronously: the simulator serves the CLI from this process meanwhile.
   */
  run(command: string, args: string[], options: RunOptions): Promise<CommandResult> {
    return this.start(command, args, options).ended;
  }

  /** {@link run}, with the process it started; `detached`: as the leader of a process group, ended whole on timeout. */
  private start(
    command: string,
    args: string[],
    { allowFailure = false, input, env }: RunOptions,
    detached = false,
  ): { child: ChildProcess; ended: Promise<CommandResult> } {
    const child = spawn(command, args, { cwd: this.programDir, env: { ...this.env, ...env }, detached });
    const ended = new Promise<CommandResult>((resolve, reject) => {
      const stdout: Buffer[] = [];
      const stderr: Buffer[] = [];
      child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
      child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
      child.stdin.end(input);
      const timer = setTimeout(() => (detached ? process.kill(-child.pid!, "SIGKILL") : child.kill("SIGKILL")), commandTimeoutMs);
      child.on("error", reject);
      child.on("close", (code) => {
        clearTimeout(timer);
        const result = { code: code ?? -1, stdout: Buffer.concat(stdout).toString(), stderr: Buffer.concat(stderr).toString() };
        this.transcript.push(result);
        if (!allowFailure && result.code !== 0) {
          reject(new Error(`\`${command} ${args.join(" ")}\` exited with ${result.code}\n${result.stdout}\n${result.stderr}`));
        } else {
          resolve(result);
        }
      });
    });
    return { child, ended };
  }
}

/** A resource as `pulumi stack export` writes it. */
export interface StateResource {
  urn: string;
  type: string;
  id?: string;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  protect?: boolean;
}

/** A step of `pulumi preview --json`. */
export interface PreviewStep {
  op: string;
  urn: string;
}

/** The steps of `pulumi preview --json` other than refreshes and the stack's own, as "op name", sorted. */
export function plannedSteps(previewJson: string): string[] {
  const { steps } = JSON.parse(previewJson) as { steps?: PreviewStep[] };
  return (steps ?? [])
    .filter((step) => step.op !== "refresh" && step.op !== "same")
    .map((step) => `${step.op} ${step.urn.split("::").pop()}`)
    .sort();
}

/** A secret's every form a leak could take: as is, base64 and hex. */
export function leakedForms(secret: string): string[] {
  return [secret, Buffer.from(secret).toString("base64"), Buffer.from(secret).toString("hex")];
}

/** A program's own files, not what a user's runs left beside them. */
function isProgramFile(file: string): boolean {
  const name = path.basename(file);
  const generated = ["node_modules", "sdks", "venv", "__pycache__", "target", "sample-video.bin"];
  return !generated.includes(name) && !/^Pulumi\..+\.yaml$/.test(name);
}
