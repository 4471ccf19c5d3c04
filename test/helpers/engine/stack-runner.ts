import { fork, type ChildProcess } from "node:child_process";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { CheckFailedError, startEngine, type Engine, type EngineOptions, type PreviewResult, type ResourceState, type StepOp } from "./lifecycle";
import { changedProperties, type PropertyMap, type Secret } from "./wire";
import type { InstalledProgram } from "./program-install";

/** A registration the program made, and what the engine did with it (in order of completion). */
export interface Step {
  urn: string;
  op: StepOp;
  /**
   * The properties whose change makes the step: those the provider's Diff named, else the inputs that differ from
   * the prior state's, as the CLI shows them (none for a create).
   */
  diffs: string[];
}

export interface ProgramRun {
  steps: Step[];
  /** The stack outputs (`export const ...` of the program). */
  outputs: Record<string, unknown>;
  /** Everything the program process printed. */
  stdout: string;
  stderr: string;
}

// Runs in the stack folder: the program under pulumi.runtime.setMocks, whose newResource hands each
// registration (type, name, inputs with `__provider`) to the parent, which plays the engine against
// the real dynamic-provider host and answers with the resource's id and outputs.
const programHost = `
const pulumi = require("@pulumi/pulumi");
const [project, stack, dryRun] = process.argv.slice(2);
const pending = new Map();
let nextId = 0;
process.on("message", (m) => {
  const p = pending.get(m.ref);
  pending.delete(m.ref);
  if (m.error !== undefined) p.reject(new Error(m.error)); else p.resolve(m.result);
});
function ask(request) {
  const ref = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(ref, { resolve, reject });
    process.send({ ref, ...request });
  });
}
pulumi.runtime.setMocks(
  {
    newResource: (args) => ask({ kind: "register", type: args.type, name: args.name, inputs: args.inputs }),
    call: (args) => { throw new Error("unexpected provider function call " + args.token); },
  },
  project,
  stack,
  dryRun === "true",
);
const program = require("./index.js");
pulumi.output(program).apply((outputs) => process.send({ kind: "done", outputs }));
`;

/**
 * `pulumi up`, `preview`, `refresh` and `destroy` for a whole TypeScript Pulumi program, without the
 * CLI: the program runs in its own process as under the CLI (config from the environment), its
 * resource registrations go to the real dynamic-provider host (or the plugin `engineOptions` name), and the stack
 * state is kept here as the engine keeps it in the state file. As under the CLI, every command starts its own host
 * or plugin process (on its first resource) and stops it at its end: nothing a process keeps outlives a command.
 */
export class StackRunner {
  /** The stack state: one entry per resource, in registration order. */
  readonly state = new Map<string, ResourceState>();
  /** Everything the hosts (or plugins) of the commands so far printed, stdout and stderr. */
  hostOutput = "";
  /** The hosts started so far, one per command that had a resource. */
  hostsStarted = 0;

  private constructor(
    private readonly program: InstalledProgram,
    private readonly engineOptions: EngineOptions,
    private readonly workspace: string,
    private readonly dir: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** Runs one command with a host of its own, started on its first use and stopped at the command's end. */
  private async command<T>(run: (engine: () => Promise<Engine>) => Promise<T>): Promise<T> {
    let started: Promise<Engine> | undefined;
    const engine = () => {
      if (started === undefined) {
        this.hostsStarted += 1;
        started = startEngine(this.program, this.engineOptions);
      }
      return started;
    };
    try {
      return await run(engine);
    } finally {
      if (started !== undefined) {
        const host = await started.catch(() => undefined);
        if (host !== undefined) {
          await host.close();
          this.hostOutput += host.host.stdout + host.host.stderr;
        }
      }
    }
  }

  /**
   * Compiles `programFile` into a new stack folder beside the installed program (sharing its
   * node_modules) and prepares the stack `config` (secrets as `Secret`). The folders `siblings` are linked beside the
   * stack folder, under their own names, for the paths the program names relative to its folder (`../media`).
   */
  static async create(
    program: InstalledProgram,
    engineOptions: EngineOptions,
    programFile: string,
    config: Record<string, string | Secret<string>>,
    siblings: string[] = [],
  ): Promise<StackRunner> {
    const workspace = await fs.mkdtemp(path.join(os.tmpdir(), "cloudplatform-stack-"));
    const dir = path.join(workspace, "program");
    await fs.mkdir(dir);
    for (const sibling of siblings) await fs.symlink(sibling, path.join(workspace, path.basename(sibling)), "dir");
    await fs.symlink(path.join(program.dir, "node_modules"), path.join(dir, "node_modules"), "dir");
    const source = await fs.readFile(programFile, "utf8");
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
      fileName: path.basename(programFile),
    });
    await fs.writeFile(path.join(dir, "index.js"), outputText);
    await fs.writeFile(path.join(dir, "program-host.js"), programHost);
    const plain = Object.fromEntries(
      Object.entries(config).map(([key, value]) => [key, typeof value === "string" ? value : value.value]),
    );
    const secretKeys = Object.entries(config)
      .filter(([, value]) => typeof value !== "string")
      .map(([key]) => key);
    const env = {
      ...process.env,
      PULUMI_CONFIG: JSON.stringify(plain),
      PULUMI_CONFIG_SECRET_KEYS: JSON.stringify(secretKeys),
    };
    return new StackRunner(program, engineOptions, workspace, dir, env);
  }

  /** `pulumi up`: creates, updates or replaces what the program declares, deletes what it no longer does. */
  up(): Promise<ProgramRun> {
    return this.command(async (engine) => {
      const registered = new Set<string>();
      const run = await this.runProgram(false, async (urn, inputs) => {
        registered.add(urn);
        const prior = this.state.get(urn);
        const result = await (await engine()).up(urn, inputs, prior);
        this.state.set(urn, result.state);
        return { step: stepOf(urn, result, prior), outputs: result.state.outputs, id: result.state.id };
      });
      for (const [urn, resource] of [...this.state].reverse()) {
        if (!registered.has(urn)) {
          await (await engine()).destroy(resource);
          this.state.delete(urn);
        }
      }
      return run;
    });
  }

  /** `pulumi preview`: the step each resource would take; nothing is changed. */
  preview(): Promise<ProgramRun> {
    return this.command((engine) =>
      this.runProgram(true, async (urn, inputs) => {
        const prior = this.state.get(urn);
        const result = await (await engine()).preview(urn, inputs, prior);
        return { step: stepOf(urn, result, prior), outputs: prior?.outputs ?? result.inputs, id: prior?.id ?? "" };
      }),
    );
  }

  /** `pulumi refresh`: reads every resource; returns the URNs whose outputs changed and those gone. */
  refresh(): Promise<{ changed: string[]; gone: string[] }> {
    return this.command(async (engine) => {
      const changed: string[] = [];
      const gone: string[] = [];
      for (const [urn, resource] of this.state) {
        const fresh = await (await engine()).refresh(resource);
        if (!fresh) {
          gone.push(urn);
          this.state.delete(urn);
        } else {
          if (JSON.stringify(fresh.outputs) !== JSON.stringify(resource.outputs)) {
            changed.push(urn);
          }
          this.state.set(urn, fresh);
        }
      }
      return { changed, gone };
    });
  }

  /** `pulumi destroy`: deletes every resource, last registered first. */
  destroy(): Promise<void> {
    return this.command(async (engine) => {
      for (const [urn, resource] of [...this.state].reverse()) {
        await (await engine()).destroy(resource);
        this.state.delete(urn);
      }
    });
  }

  async dispose(): Promise<void> {
    await fs.rm(this.workspace, { recursive: true, force: true });
  }

  private async runProgram(
    dryRun: boolean,
    register: (urn: string, inputs: PropertyMap) => Promise<{ step: Step; outputs: PropertyMap; id: string }>,
  ): Promise<ProgramRun> {
    const child = fork(path.join(this.dir, "program-host.js"), [this.program.projectName, "test", String(dryRun)], {
      cwd: this.dir,
      env: this.env,
      // A plain Node process, as under the CLI: none of this process's flags (a TypeScript loader).
      execArgv: [],
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    const printed = collectOutput(child);
    const steps: Step[] = [];
    const outputs = await new Promise<Record<string, unknown>>((resolve, reject) => {
      child.on("message", (message: ProgramMessage) => {
        if (message.kind === "done") {
          resolve(message.outputs);
          return;
        }
        const urn = `urn:pulumi:test::${this.program.projectName}::${message.type}::${message.name}`;
        register(urn, message.inputs).then(
          ({ step, outputs: state, id }) => {
            steps.push(step);
            child.send({ ref: message.ref, result: { id, state } });
          },
          (err: Error) => {
            child.send({ ref: message.ref, error: err.message });
            reject(err instanceof CheckFailedError ? err : new Error(`${urn}: ${err.message}`));
          },
        );
      });
      child.on("exit", (code) =>
        reject(new Error(`the program exited (code ${code}) before its outputs resolved:\n${printed.stderr}`)),
      );
    }).finally(() => child.kill());
    return { steps, outputs, ...printed };
  }
}

type ProgramMessage =
  | { kind: "register"; ref: number; type: string; name: string; inputs: PropertyMap }
  | { kind: "done"; outputs: Record<string, unknown> };

function stepOf(urn: string, result: PreviewResult, prior: ResourceState | undefined): Step {
  const named = result.diff?.diffs ?? [];
  const diffs = named.length > 0 || !prior || result.op === "same" ? named : changedProperties(prior.inputs, result.inputs);
  return { urn, op: result.op, diffs };
}

function collectOutput(child: ChildProcess): { stdout: string; stderr: string } {
  const printed = { stdout: "", stderr: "" };
  child.stdout?.on("data", (chunk: Buffer) => (printed.stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed.stderr += chunk.toString()));
  return printed;
}
