import type { CheckFailure } from "@pulumi/pulumi/dynamic";
import type { CloudPlatformClient } from "../client";
import type { UntypedDefinition } from "../providers";
import { bindProvider, type BoundProvider } from "../providers/definition";
import { diffResult } from "../providers/diff";
import { PartiallyAppliedError } from "../providers/partially-applied-error";
import { forgetsOnDelete, forgottenNote } from "../providers/forgotten";
import { UNKNOWN_VALUE } from "../providers/unknown";
import { importedInputs } from "./import-id";
import { revealSecrets, secretNamesOf, withSecrets, type PropertyMap, type RevealedProperties } from "./wire";

/** One property's change in a Diff answer; `replace` when the change replaces the resource. */
export interface PropertyChange {
  kind: "add" | "delete" | "update";
  replace: boolean;
}

/** The Diff answer: the provider's own verdict, and which properties change and how. */
export interface DiffAnswer {
  changes: boolean;
  replaces: string[];
  deleteBeforeReplace: boolean;
  detailedDiff: Record<string, PropertyChange>;
}

/** The resource's answer to a Create, Read or Update: the id and the properties as sent to the engine. */
export interface ResourceAnswer {
  id: string;
  properties: PropertyMap;
  inputs?: PropertyMap;
}

/** A create or update the API took part of (the provider's error with an id): what the engine records. */
export class InitFailure extends Error {
  constructor(
    readonly id: string,
    readonly properties: PropertyMap,
    readonly reasons: string[],
    message: string,
  ) {
    super(message);
  }
}

const PROVIDER_KEY = "__provider";

/**
 * The engine's resource calls for one resource, made on the provider the dynamic resource runs. Secret markers are
 * removed before the provider sees a value and put back on the properties that held a secret.
 */
export class ResourceCalls {
  readonly #resource: UntypedDefinition;
  readonly #provider: BoundProvider<PropertyMap, PropertyMap>;
  /** The outputs the resource always answers as secrets. */
  readonly #secretOutputs: ReadonlySet<string>;

  constructor(resource: UntypedDefinition, client: () => CloudPlatformClient) {
    this.#resource = resource;
    this.#provider = bindProvider(resource, client);
    this.#secretOutputs = new Set(resource.secretOutputs ?? []);
  }

  /** The names of the properties to answer as secrets: those the engine sent as secrets, and the secret outputs. */
  #secretNames(...sources: RevealedProperties[]): Set<string> {
    return new Set([...secretNamesOf(...sources), ...this.#secretOutputs]);
  }

  async check(olds: PropertyMap, news: PropertyMap): Promise<{ inputs: PropertyMap; failures: CheckFailure[] }> {
    const revealed = revealSecrets(news);
    const result = await this.#provider.check(revealSecrets(olds).values, revealed.values);
    return {
      // An input that is also a secret output (a signing secret, a library's key) is kept as a secret, however given.
      inputs: withSecrets(result.inputs ?? revealed.values, this.#secretNames(revealed)),
      failures: result.failures ?? [],
    };
  }

  async diff(_id: string, olds: PropertyMap, news: PropertyMap): Promise<DiffAnswer> {
    const previous = revealSecrets(olds).values;
    const next = revealSecrets(news).values;
    const changed = this.#provider.changedProperties(previous, next);
    const declared = (name: string) => name in this.#resource.inputs.shape;
    const detailedDiff: Record<string, PropertyChange> = {};
    for (const [names, replace] of [[changed.updates, false], [changed.replaces, true]] as const) {
      for (const name of names) {
        const kind =
          next[name] === undefined && declared(name) ? "delete" : previous[name] === undefined ? "add" : "update";
        detailedDiff[name] = { kind, replace };
      }
    }
    return { ...diffResult(changed), detailedDiff };
  }

  async create(properties: PropertyMap, preview: boolean): Promise<ResourceAnswer> {
    const inputs = revealSecrets(properties);
    if (preview) {
      return { id: "", properties: withSecrets(this.#planned(inputs.values), this.#secretNames(inputs)) };
    }
    const secretNames = this.#secretNames(inputs);
    const result = await this.#answerOrInitFailure(() => this.#provider.create(inputs.values), secretNames);
    return { id: result.id, properties: withSecrets(result.outs ?? {}, secretNames) };
  }

  async read(id: string, properties: PropertyMap, inputs: PropertyMap): Promise<ResourceAnswer> {
    const state = revealSecrets(properties);
    const secretNames = this.#secretNames(state, revealSecrets(inputs));
    const stored = Object.keys(state.values).length > 0 ? state.values : importedInputs(this.#resource, id);
    const result = await this.#provider.read(id, stored);
    if (!result.id) {
      return { id: "", properties: {} };
    }
    return {
      id: result.id,
      properties: withSecrets(result.props ?? {}, secretNames),
      ...(result.inputs === undefined ? {} : { inputs: withSecrets(result.inputs, secretNames) }),
    };
  }

  async update(id: string, olds: PropertyMap, news: PropertyMap, preview: boolean): Promise<ResourceAnswer> {
    const previous = revealSecrets(olds);
    const next = revealSecrets(news);
    const secretNames = this.#secretNames(previous, next);
    if (preview) {
      return { id, properties: withSecrets({ ...previous.values, ...next.values }, secretNames) };
    }
    const result = await this.#answerOrInitFailure(
      () => this.#provider.update(id, previous.values, next.values),
      secretNames,
    );
    return { id, properties: withSecrets(result.outs ?? {}, secretNames) };
  }

  /** Deletes the object, or forgets it where the resource has no delete: then returns what to tell the user. */
  async delete(id: string, properties: PropertyMap): Promise<string | undefined> {
    const props = revealSecrets(properties).values;
    await this.#provider.delete(id, props);
    return forgetsOnDelete(this.#resource, props) ? forgottenNote(this.#resource.name, id, this.#resource.settingsOf) : undefined;
  }

  /** What a create will output, as far as a preview knows: the inputs, and unknown for every other output. */
  #planned(inputs: PropertyMap): PropertyMap {
    const planned: PropertyMap = { ...inputs };
    for (const name of Object.keys(this.#resource.outputs.shape)) {
      if (planned[name] === undefined) {
        planned[name] = UNKNOWN_VALUE;
      }
    }
    return planned;
  }

  /** Runs a create or update; the provider's error with an id (the API did part of it) becomes an InitFailure. */
  async #answerOrInitFailure<Answer>(call: () => Promise<Answer>, secretNames: ReadonlySet<string>): Promise<Answer> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PartiallyAppliedError) {
        const { [PROVIDER_KEY]: _provider, ...properties } = error.properties;
        throw new InitFailure(error.id, withSecrets(properties, secretNames), error.reasons, error.message);
      }
      throw error;
    }
  }
}
