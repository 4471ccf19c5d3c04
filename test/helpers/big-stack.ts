import { promises as fs } from "node:fs";
import path from "node:path";
import type { RunningSimulator } from "../../src/simulator";
import type { CliStack } from "./cli-stack";
import type { StackConfig } from "./engine/host";
import { resourceUrn, startEngine, type Engine, type ResourceState } from "./engine/lifecycle";
import { PROVIDER_KEY, type PropertyMap } from "./engine/wire";
import { registeredProvider, resourceType, type ProviderRunner, type ResourceClassName } from "./installed-package";
import { pluginBin } from "./plugin";
import type { InstalledProgram } from "./engine/program-install";
import { peakRssBytes } from "./processes";

/** How many objects a big stack spreads its resources over, and how many resources each object holds. */
export interface BigStackShape {
  /** Shield zones, each with `reviewsPerZone` WafRuleReviews. */
  zones: number;
  reviewsPerZone: number;
  /** Apps, each with `volumesPerApp` Volumes. */
  apps: number;
  volumesPerApp: number;
  /** Pull zones, each with `certificatesPerPullZone` ExternalDnsCertificates declared without `pullZoneId`. */
  pullZones: number;
  certificatesPerPullZone: number;
  /** Videos (no file), in one library. */
  videos: number;
}

/** One resource of the stack, as the program declares it. */
export interface StackResource {
  className: ResourceClassName;
  name: string;
  inputs: PropertyMap;
}

export const BIG_STACK_LIBRARY = "4242";

/** The id of shield zone `index` of a big stack. */
export const bigStackZone = (index: number) => String(70_000 + index);
/** The id of app `index` of a big stack. */
export const bigStackApp = (index: number) => `app-big-${index}`;

/**
 * Adds the objects of a big stack to the simulator (zones whose rules triggered, apps with their volumes, pull zones
 * with their hostnames) and returns its resources, grouped by kind in the order of the shape.
 */
export function seedBigStack(sim: RunningSimulator, shape: BigStackShape): StackResource[] {
  const resources: StackResource[] = [];
  for (let z = 0; z < shape.zones; z++) {
    const rules = Array.from({ length: shape.reviewsPerZone }, (_, r) => String(900_000 + r));
    sim.state.shieldZones.set(bigStackZone(z), {
      acceptsReviews: true,
      pullZoneId: 1,
      triggeredRuleIds: new Set(rules),
      wafReviews: new Map(),
      wafDisabledRules: new Set(),
      wafLogOnlyRules: new Set(),
      botMetrics: { overviewPastTwentyEightDays: null, totalLoggedRequests: 0, totalChallengedRequests: 0 },
    });
    for (const ruleId of rules) {
      resources.push({ className: "WafRuleReview", name: `review-${z}-${ruleId}`, inputs: { shieldZoneId: bigStackZone(z), ruleId, action: "logOnly" } });
    }
  }
  for (let a = 0; a < shape.apps; a++) {
    const volumes = new Map();
    for (let v = 0; v < shape.volumesPerApp; v++) {
      const volumeId = `vol-${v}`;
      volumes.set(volumeId, { id: volumeId, name: `volume-${v}`, size: 10, totalUsage: 1 });
      resources.push({ className: "Volume", name: `volume-${a}-${v}`, inputs: { appId: bigStackApp(a), volumeId, size: 20 } });
    }
    sim.state.apps.set(bigStackApp(a), { volumes, containers: new Map() });
  }
  for (let p = 0; p < shape.pullZones; p++) {
    const hostnames = Array.from({ length: shape.certificatesPerPullZone }, (_, h) => `cdn-${p}-${h}.big.example.com`);
    sim.state.pullZones.set(String(80_000 + p), {
      name: `big-${p}`,
      originUrl: "https://origin.example.com",
      hostnames: hostnames.map((value, h) => ({ id: 800_000 + p * 1000 + h, value, hasCertificate: false, isSystemHostname: false })),
    });
    for (const hostname of hostnames) {
      sim.state.certificates.set(hostname, { verified: true, completed: 0 });
      resources.push({ className: "ExternalDnsCertificate", name: hostname, inputs: { hostname } });
    }
  }
  for (let v = 0; v < shape.videos; v++) {
    resources.push({ className: "Video", name: `video-${v}`, inputs: { libraryId: BIG_STACK_LIBRARY, title: `Big stack video ${v}` } });
  }
  return resources;
}

/** Lists `resources` for test/cli/programs/big-stack: in a file of the program folder, named by the config `resourcesFile`. */
export async function declareBigStack(stack: CliStack, resources: readonly StackResource[]): Promise<void> {
  await fs.writeFile(path.join(stack.programDir, "resources.json"), JSON.stringify(resources));
  await stack.pulumi(["config", "set", "resourcesFile", "resources.json"]);
}

/** Calls `task` for every item with at most `width` calls in flight, as the engine runs resource steps. */
export async function inParallel<Item, Result>(items: readonly Item[], width: number, task: (item: Item) => Promise<Result>): Promise<PromiseSettledResult<Result>[]> {
  const results: PromiseSettledResult<Result>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]).then(
        (value) => ({ status: "fulfilled", value }) as const,
        (reason: unknown) => ({ status: "rejected", reason }) as const,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** The steps of one command that failed, with their reasons. */
export class FailedSteps extends Error {
  constructor(readonly reasons: unknown[]) {
    super(`${reasons.length} steps failed; the first: ${String((reasons[0] as Error)?.message ?? reasons[0])}`);
  }
}

/**
 * `pulumi up`, `refresh` and `destroy` of a big stack at an engine parallelism, each command in a host (or plugin)
 * process of its own, as under the CLI. The state is kept here; a failed step fails the command with FailedSteps.
 */
export class BigStack {
  /** The state after the last command, by resource name. */
  readonly state = new Map<string, ResourceState>();
  /** The most memory a host (or plugin) process of the commands so far held (VmHWM), in bytes. */
  hostPeakRssBytes = 0;

  /**
   * `provider`: the `__provider` text every resource carries in place of its class's, for a stand-in provider in the
   * dynamic-provider host.
   */
  constructor(
    readonly program: InstalledProgram,
    readonly resources: StackResource[],
    readonly config: StackConfig,
    readonly runner: ProviderRunner = "dynamic-provider host",
    readonly provider?: string,
  ) {}

  /** Creates every resource, or updates it where it is in the state. */
  up(width: number, resources = this.resources): Promise<void> {
    return this.#command(width, resources, async (engine, resource) => {
      const inputs = await this.inputsOf(resource);
      const result = await engine.up(this.#urn(resource), inputs, this.state.get(resource.name));
      this.state.set(resource.name, result.state);
    });
  }

  /** Reads every resource in the state. */
  refresh(width: number, config: StackConfig = this.config): Promise<void> {
    return this.#command(width, this.#inState(), async (engine, resource) => {
      const fresh = await engine.refresh(this.state.get(resource.name)!);
      if (fresh === undefined) this.state.delete(resource.name);
      else this.state.set(resource.name, fresh);
    }, config);
  }

  /** Deletes every resource in the state. */
  destroy(width: number): Promise<void> {
    return this.#command(width, this.#inState(), async (engine, resource) => {
      await engine.destroy(this.state.get(resource.name)!);
      this.state.delete(resource.name);
    });
  }

  /** Runs `run` in one command: one host (or plugin) process, stopped at its end. */
  async inOneCommand<T>(run: (engine: Engine) => Promise<T>, config: StackConfig = this.config): Promise<T> {
    const engine = await startEngine(this.program, { config, plugin: this.runner === "provider plugin" ? pluginBin : undefined });
    try {
      return await run(engine);
    } finally {
      this.hostPeakRssBytes = Math.max(this.hostPeakRssBytes, await peakRssBytes(engine.host.pid));
      await engine.close();
    }
  }

  #inState(): StackResource[] {
    return this.resources.filter((resource) => this.state.has(resource.name));
  }

  async #command(
    width: number,
    resources: StackResource[],
    step: (engine: Engine, resource: StackResource) => Promise<void>,
    config: StackConfig = this.config,
  ): Promise<void> {
    await this.inOneCommand(async (engine) => {
      const settled = await inParallel(resources, width, (resource) => step(engine, resource));
      const reasons = settled.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
      if (reasons.length > 0) throw new FailedSteps(reasons);
    }, config);
  }

  #urn(resource: StackResource): string {
    return resourceUrn(this.program, resourceType(resource.className, this.runner), resource.name);
  }

  /** The inputs of `resource` as the engine gets them: with the `__provider` of its class, for the dynamic-provider host. */
  async inputsOf(resource: StackResource): Promise<PropertyMap> {
    if (this.runner === "provider plugin") return resource.inputs;
    if (this.provider !== undefined) return { ...resource.inputs, [PROVIDER_KEY]: this.provider };
    return { ...resource.inputs, [PROVIDER_KEY]: await providerOf(this.program, resource.className) };
  }

  /**
   * Builds the `__provider` text of every class the stack holds, as the program does when it declares them, so that a
   * timed command does not wait for it.
   */
  async registerProviders(): Promise<void> {
    await Promise.all(this.resources.map((resource) => this.inputsOf(resource)));
  }
}

/** The `__provider` text of each class, by program folder: built once per test process (the serialization runs a program). */
const providers = new Map<string, Promise<string>>();

function providerOf(program: InstalledProgram, className: ResourceClassName): Promise<string> {
  const key = `${program.dir}\n${className}`;
  let provider = providers.get(key);
  if (provider === undefined) {
    provider = registeredProvider(program, className);
    providers.set(key, provider);
  }
  return provider;
}
