import { isDeepStrictEqual } from "node:util";
import {
  startProviderHost,
  type CheckFailure,
  type ConfigureResult,
  type DiffResult,
  type HostOptions,
  type ProviderHost,
} from "./host";
import { PROVIDER_KEY, toWire, type PropertyMap } from "./wire";
import type { StackConfig } from "./host";
import type { InstalledProgram } from "./program-install";

export interface EngineOptions extends HostOptions {
  /** `__provider` text put into inputs that carry none, as pulumi.dynamic.Resource does. */
  provider?: string;
}

/** What the engine keeps in the state file for one resource. */
export interface ResourceState {
  urn: string;
  id: string;
  inputs: PropertyMap;
  outputs: PropertyMap;
}

export type StepOp = "create" | "update" | "replace" | "same";

export interface PreviewResult {
  op: StepOp;
  /** The inputs Check returned. */
  inputs: PropertyMap;
  /** The provider's Diff answer, when there was a prior state. */
  diff?: DiffResult;
}

export interface UpResult extends PreviewResult {
  state: ResourceState;
}

export class CheckFailedError extends Error {
  constructor(
    readonly urn: string,
    readonly failures: CheckFailure[],
  ) {
    super(`${urn}: ${failures.map((f) => `${f.property}: ${f.reason}`).join("; ")}`);
    this.name = "CheckFailedError";
  }
}

/** The URN the engine gives a resource of type `type` named `name` in the program's stack "test". */
export function resourceUrn(program: InstalledProgram, type: string, name: string): string {
  return `urn:pulumi:test::${program.projectName}::${type}::${name}`;
}

/**
 * Drives one dynamic-provider host through the calls `pulumi preview`, `up`, `refresh` and
 * `destroy` make for a resource. Inputs may hold `Secret` values; they are sent as the engine sends
 * them, i.e. as plain values once Configure said the provider does not accept secrets.
 */
export class Engine {
  private constructor(
    readonly host: ProviderHost,
    readonly configured: ConfigureResult,
    private readonly provider: string | undefined,
  ) {}

  static async start(program: InstalledProgram, options: EngineOptions = {}): Promise<Engine> {
    const host = await startProviderHost(program, options);
    try {
      await host.getPluginInfo();
      if (options.plugin === undefined) {
        return new Engine(host, await host.configure(), options.provider);
      }
      // A plugin's default provider: its inputs are the stack's `cloudplatform:*` config without the namespace,
      // checked by CheckConfig, then sent to Configure.
      const urn = resourceUrn(program, "pulumi:providers:cloudplatform", "default");
      const { inputs, failures } = await host.checkConfig(urn, {}, providerInputs(options.config ?? {}));
      if (failures.length > 0) {
        throw new CheckFailedError(urn, failures);
      }
      return new Engine(host, await host.configure(inputs), undefined);
    } catch (err) {
      await host.close();
      throw err;
    }
  }

  /** Check, then Diff against `prior`: the step `pulumi preview` shows. */
  async preview(urn: string, inputs: PropertyMap, prior?: ResourceState): Promise<PreviewResult> {
    const checked = await this.check(urn, prior?.inputs ?? {}, inputs);
    if (!prior) {
      return { op: "create", inputs: checked };
    }
    const diff = await this.host.diff(urn, prior.id, prior.outputs, checked, prior.inputs);
    return { op: stepFor(diff, prior.inputs, checked), inputs: checked, diff };
  }

  /** The step `pulumi up` takes for a resource declared with `inputs`, given its `prior` state. */
  async up(urn: string, inputs: PropertyMap, prior?: ResourceState): Promise<UpResult> {
    const plan = await this.preview(urn, inputs, prior);
    if (!prior || plan.op === "create") {
      return { ...plan, state: await this.create(urn, plan.inputs) };
    }
    switch (plan.op) {
      case "same":
        return { ...plan, state: { ...prior, inputs: plan.inputs } };
      case "update": {
        const { properties } = await this.host.update(urn, prior.id, prior.outputs, plan.inputs, prior.inputs);
        return { ...plan, state: { urn, id: prior.id, inputs: plan.inputs, outputs: properties } };
      }
      case "replace": {
        // A replacement is checked again without old inputs, so that defaults are computed afresh.
        const replacementInputs = await this.check(urn, {}, inputs);
        if (plan.diff?.deleteBeforeReplace) {
          await this.destroy(prior);
          return { ...plan, inputs: replacementInputs, state: await this.create(urn, replacementInputs) };
        }
        const state = await this.create(urn, replacementInputs);
        await this.destroy(prior);
        return { ...plan, inputs: replacementInputs, state };
      }
    }
  }

  /** Read, as `pulumi refresh` does; undefined when the provider reports the object gone. */
  async refresh(state: ResourceState): Promise<ResourceState | undefined> {
    const read = await this.host.read(state.urn, state.id, state.outputs, state.inputs);
    if (!read.id) {
      return undefined;
    }
    return { urn: state.urn, id: read.id, inputs: read.inputs ?? state.inputs, outputs: read.properties };
  }

  async destroy(state: ResourceState): Promise<void> {
    await this.host.delete(state.urn, state.id, state.outputs, state.inputs);
  }

  close(): Promise<void> {
    return this.host.close();
  }

  private async check(urn: string, olds: PropertyMap, inputs: PropertyMap): Promise<PropertyMap> {
    const provider = inputs[PROVIDER_KEY] ?? this.provider;
    if (typeof provider !== "string" && !this.host.isPlugin) {
      throw new Error(`${urn}: the inputs carry no ${PROVIDER_KEY} and the engine was started without one`);
    }
    const news = toWire({ ...inputs, [PROVIDER_KEY]: provider }, this.configured.acceptSecrets) as PropertyMap;
    const { inputs: checked, failures } = await this.host.check(urn, olds, news);
    if (failures.length > 0) {
      throw new CheckFailedError(urn, failures);
    }
    return checked;
  }

  private async create(urn: string, inputs: PropertyMap): Promise<ResourceState> {
    const { id, properties } = await this.host.create(urn, inputs);
    return { urn, id, inputs, outputs: properties };
  }
}

/** A provider resource's inputs for the stack config: `cloudplatform:apiKey` becomes `apiKey`. */
export function providerInputs(config: StackConfig): PropertyMap {
  return Object.fromEntries(Object.entries(config).map(([key, value]) => [key.replace(/^cloudplatform:/, ""), value]));
}

/** The step for a Diff answer; without an explicit answer the engine compares old and new inputs. */
function stepFor(diff: DiffResult, oldInputs: PropertyMap, newInputs: PropertyMap): StepOp {
  switch (diff.changes) {
    case "none":
      return "same";
    case "some":
      return diff.replaces.length > 0 ? "replace" : "update";
    case "unknown":
      return isDeepStrictEqual(oldInputs, newInputs) ? "same" : "update";
  }
}

export function startEngine(program: InstalledProgram, options?: EngineOptions): Promise<Engine> {
  return Engine.start(program, options);
}
