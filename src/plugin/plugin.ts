import type { CheckFailure } from "@pulumi/pulumi/dynamic";
import type { DataFunctionName } from "../data/definitions";
import { ConfiguredClient } from "../providers/configured-client";
import { checkFailures } from "../providers/check";
import { definitionLoaders } from "../providers/definition-loaders";
import { RequestGate } from "../client/request-gate";
import { packageVersion } from "../package-version";
import type { EngineLog } from "../engine-connection";
import { packageSchema } from "./package-schema";
import { token } from "./property-types";
import { ResourceCalls, type DiffAnswer, type PropertyChange } from "./resource-calls";
import { changedSettings, secretSettingNames, settingFailures, settingsFrom } from "./settings";
import { revealSecrets, withSecrets, type PropertyMap } from "./wire";

/**
 * The data functions, loaded on the first call that needs them: building them builds every resource's definition, which
 * a plugin that serves a few resources never loads.
 */
const dataModule = (): typeof import("../data/definitions") => require("../data/definitions");

/** A property that breaks its rule, as `Check`, `CheckConfig` and `Invoke` report it. */
export type Failure = CheckFailure;

/** The type part of a URN (`urn:pulumi:stack::project::parent$type::name`), whose last part is the resource's. */
function typeOf(urn: string): string {
  const qualifiedType = urn.split("::")[2] ?? "";
  return qualifiedType.split("$").pop() ?? "";
}

/**
 * The provider plugin's answers, in plain values: the calls of `pulumirpc.ResourceProvider` without gRPC. One
 * instance serves one provider instance of the engine (which starts one plugin process per provider).
 */
export class CloudPlatformPlugin {
  #schema: string | undefined;
  readonly #engineLog: EngineLog | undefined;
  readonly #configured = new ConfiguredClient();
  readonly #requests = new RequestGate();
  /** The calls of each resource type served so far, by token: a resource's definition loads on its first call. */
  readonly #calls = new Map<string, ResourceCalls>();
  #functions: Map<string, DataFunctionName> | undefined;

  /** `engineLog`: where the plugin tells the user what the CLI's own messages do not (a delete that only forgets). */
  constructor(engineLog?: EngineLog) {
    this.#engineLog = engineLog;
  }

  get version(): string {
    return packageVersion;
  }

  schema(): string {
    if (this.#schema === undefined) {
      const { resourceDefinitions }: typeof import("../providers") = require("../providers");
      this.#schema = JSON.stringify(packageSchema(packageVersion, resourceDefinitions, dataModule().dataFunctions));
    }
    return this.#schema;
  }

  /** The provider's own inputs checked; the keys are returned as secrets whether or not they came as secrets. */
  checkConfig(news: PropertyMap): { inputs: PropertyMap; failures: Failure[] } {
    const revealed = revealSecrets(news);
    return {
      inputs: withSecrets(revealed.values, new Set([...revealed.secretNames, ...secretSettingNames])),
      failures: settingFailures(revealed.values),
    };
  }

  /** A changed setting updates the provider in place: the resources stay, the next calls use the new settings. */
  diffConfig(olds: PropertyMap, news: PropertyMap): DiffAnswer {
    const changed = changedSettings(revealSecrets(olds).values, revealSecrets(news).values);
    const detailedDiff: Record<string, PropertyChange> = Object.fromEntries(
      changed.map((name) => [name, { kind: "update", replace: false } satisfies PropertyChange]),
    );
    return { changes: changed.length > 0, replaces: [], deleteBeforeReplace: false, detailedDiff };
  }

  /**
   * The provider's settings: its own inputs (an explicit provider's, or the stack's `cloudplatform:*` config for the
   * default provider), falling back to the environment. Invalid settings fail the calls that need the API.
   */
  configure(args: PropertyMap, variables: Record<string, string>): void {
    this.#configured.configure(settingsFrom(revealSecrets(args).values, variables));
  }

  /**
   * Runs one call of the engine (a Create, an Update, an Invoke): after a `Cancel`, its requests start only if it had
   * sent one before.
   */
  engineCall<T>(work: () => Promise<T>): Promise<T> {
    return this.#requests.engineCall(work);
  }

  /**
   * `Cancel` (one Ctrl+C or a SIGTERM of the CLI): the engine starts no new step and waits for those under way. A
   * call that has sent a request finishes, so that the engine records what it did (an upload that landed, a volume
   * resized); the others send nothing and fail saying so. The connections stay open for the calls that finish.
   */
  cancel(): void {
    this.#requests.close(
      "the command was cancelled (Ctrl+C or SIGTERM) before this call sent a request, so nothing of it was done; " +
        "the next `pulumi up` does it",
      { startedCallsFinish: true },
    );
  }

  /** Deletes the object of `urn`, or forgets it, saying so in the engine's log. */
  async delete(urn: string, id: string, properties: PropertyMap): Promise<void> {
    const forgotten = await this.resource(urn).delete(id, properties);
    if (forgotten !== undefined) await this.#engineLog?.info(urn, forgotten);
  }

  /** The calls of the resource named by the URN's type; an unknown type is an error naming it. */
  resource(urn: string): ResourceCalls {
    const type = typeOf(urn);
    const known = this.#calls.get(type);
    if (known !== undefined) return known;
    const name = Object.keys(definitionLoaders).find((resource) => token(resource) === type);
    if (name === undefined) {
      const served = Object.keys(definitionLoaders).map(token).join(", ");
      throw new Error(`unknown resource type ${type}: this provider serves ${served}`);
    }
    const calls = new ResourceCalls(definitionLoaders[name](), () => this.#configured.client());
    this.#calls.set(type, calls);
    return calls;
  }

  async invoke(tok: string, args: PropertyMap): Promise<{ result: PropertyMap; failures: Failure[] }> {
    const { callDataFunction, checkArguments, dataFunctions } = dataModule();
    this.#functions ??= new Map((Object.keys(dataFunctions) as DataFunctionName[]).map((name) => [token(name), name]));
    const name = this.#functions.get(tok);
    if (name === undefined) {
      throw new Error(`unknown function ${tok}: this provider serves ${[...this.#functions.keys()].join(", ")}`);
    }
    const checked = checkArguments(name, revealSecrets(args).values);
    if ("issues" in checked) {
      return { result: {}, failures: checkFailures(checked.issues) };
    }
    const result = await callDataFunction(this.#configured.client(), name, checked.value);
    // The result is plain JSON data; absent optional fields are dropped, as a Struct cannot hold `undefined`.
    return { result: JSON.parse(JSON.stringify(result)) as PropertyMap, failures: [] };
  }
}
