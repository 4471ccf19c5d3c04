import { CloudPlatformClient } from "../../src/client";
import { startSimulator, type RunningSimulator, type SimulatorOptions } from "../../src/simulator";
import type { StackConfig } from "./engine/host";
import { CheckFailedError, resourceUrn, startEngine, type Engine, type ResourceState } from "./engine/lifecycle";
import { PROVIDER_KEY, type PropertyMap } from "./engine/wire";
import { pluginBin } from "./plugin";
import {
  installPackage,
  registeredProvider,
  resourceType,
  simulatorStack,
  timingReport,
  type ProviderRunner,
  type ResourceClassName,
} from "./installed-package";

/** One resource class of the installed package, run by a real provider host against a fresh simulator. */
export interface HostedResource {
  sim: RunningSimulator;
  engine: Engine;
  /** The `__provider` text the class registers; undefined through the provider plugin, which has none. */
  provider: string | undefined;
  urn: string;
  /** The resource's type token under this runner. */
  type: string;
  /** A client of the simulator with the block's keys and no retries, for changes made as the dashboard makes them. */
  client: CloudPlatformClient;
  /** Each request since the last reset: method, path and status, and the body where it had one. */
  calls(): SimulatorCall[];
  /** The failures the resource's check names for `inputs`, which it must refuse before any request. */
  refusedAtCheck(inputs: Record<string, unknown>): Promise<CheckFailedError["failures"]>;
  /**
   * A refresh as an import makes it, of `id` under `urn`: no inputs, and the outputs `outputs`; through the
   * dynamic-provider host, which reads with the provider a state holds, also that provider and `hostOutputs`. Resolves
   * with the state it read.
   */
  imported(urn: string, id: string, hostOutputs?: PropertyMap, outputs?: PropertyMap): Promise<ResourceState>;
  /** An up of `declared` over `state` that plans no change and makes no request; resolves with the state it left. */
  upPlansNothing(declared: PropertyMap, state: ResourceState): Promise<ResourceState>;
  /** Everything a test saw (states, errors); scanned for leaked keys. */
  seen: unknown[];
  /** Awaits `result` and keeps it in `seen`. */
  track<T>(result: Promise<T>): Promise<T>;
  /**
   * Another host (or plugin) for the same resource class, as a new command starts one, with the stack config of the
   * file's host changed by `config`; the caller closes it.
   */
  engineWith(config: StackConfig): Promise<Engine>;
}

/** A request the simulator answered, as a scenario expects it. */
export interface SimulatorCall {
  call: string;
  body?: unknown;
}

/**
 * Registers the jest hooks of a block that drives `className` through `runner`: install and serialize once, one
 * simulator with the given keys and one host (or plugin) for the block, faults and request log cleared before each
 * test, and the host's timings printed at the end.
 */
export function useHostedResource(
  className: ResourceClassName,
  resourceName: string,
  keys: SimulatorOptions & { apiKey: string; videoApiKey: string },
  runner: ProviderRunner,
): HostedResource {
  const plugin = runner === "provider plugin" ? pluginBin : undefined;
  const hosted = {
    type: resourceType(className, runner),
    seen: [] as unknown[],
    async track<T>(result: Promise<T>): Promise<T> {
      const value = await result;
      hosted.seen.push(value);
      return value;
    },
    calls(): SimulatorCall[] {
      return hosted.sim.requests.map((request) => ({
        call: `${request.method} ${request.path} ${request.status}`,
        ...(request.body === undefined ? {} : { body: request.body }),
      }));
    },
    async refusedAtCheck(inputs: Record<string, unknown>): Promise<CheckFailedError["failures"]> {
      const error = await hosted.engine.preview(hosted.urn, inputs).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CheckFailedError);
      expect(hosted.sim.requests).toHaveLength(0);
      return (error as CheckFailedError).failures;
    },
    async imported(urn: string, id: string, hostOutputs: PropertyMap = {}, outputs: PropertyMap = {}): Promise<ResourceState> {
      const provided = hosted.provider === undefined ? {} : { ...hostOutputs, [PROVIDER_KEY]: hosted.provider };
      return (await hosted.track(hosted.engine.refresh({ urn, id, inputs: {}, outputs: { ...outputs, ...provided } })))!;
    },
    async upPlansNothing(declared: PropertyMap, state: ResourceState): Promise<ResourceState> {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, state));
      expect(up.diff).toMatchObject({ changes: "none", replaces: [] });
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      return up.state;
    },
    engineWith(config: StackConfig): Promise<Engine> {
      return startEngine(hosted.engine.host.program, { config: { ...simulatorStack(hosted.sim), ...config }, provider: hosted.provider, plugin });
    },
  } as HostedResource;

  beforeAll(async () => {
    const program = await installPackage();
    hosted.provider = plugin ? undefined : await registeredProvider(program, className);
    hosted.sim = await startSimulator(keys);
    hosted.client = new CloudPlatformClient({ apiKey: keys.apiKey, videoApiKey: keys.videoApiKey, baseUrl: hosted.sim.baseUrl, videoUrl: hosted.sim.videoUrl, maxRetries: 0 });
    hosted.engine = await startEngine(program, { config: simulatorStack(hosted.sim), provider: hosted.provider, plugin });
    hosted.urn = resourceUrn(program, hosted.type, resourceName);
  }, 300_000);

  afterAll(async () => {
    if (hosted.engine) {
      console.log(timingReport(`${className} (${runner})`, hosted.engine));
      await hosted.engine.close();
    }
    await hosted.client?.close();
    await hosted.sim?.close();
  });

  beforeEach(() => {
    hosted.sim.resetStats();
    hosted.sim.faults.clear();
  });

  return hosted;
}
