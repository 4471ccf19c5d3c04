import type {
  CheckResult,
  CreateResult,
  ReadResult,
  ResourceProvider,
  UpdateResult,
} from "@pulumi/pulumi/dynamic";
import type { z } from "zod";
import type { CloudPlatformClient } from "../client";
import { InputValidationError, SettingsError } from "../errors";
import type { Checked } from "../schemas";
import type { ParentCollection } from "../types";
import { checkResult } from "./check";
import { changedProperties, diffResult, type ChangedProperties, type DiffRules } from "./diff";
import { backedNotFound } from "./gone";
import type { ResourceExample } from "./program-example";
import type { OperationUse } from "./operation-uses";
import type { ObjectLookup } from "./row-lookup";

/**
 * The answer of a `read`. Pulumi declares its `inputs` with the outputs' type; they are the inputs the next `check`
 * and `diff` start from, which may hold less than the outputs (a Volume's unmanaged fields).
 */
export type ReadAnswer<Inputs, Outputs> = Omit<ReadResult<Outputs>, "inputs"> & { inputs?: Inputs };

/**
 * How a resource is imported from its id alone: the id's form, whose `{name}` parts become those inputs, plus
 * inputs every import starts from; or the reason it cannot be.
 */
export type ImportRule = { idForm: string; seed?: Record<string, unknown> } | { refused: string };

/**
 * A resource class's documentation beyond its one-sentence description, as lines of Markdown: what each step calls and
 * how a refresh judges drift, ending with the form of the resource id (`behaviour`), and a program that declares the
 * resource (`example`).
 */
export interface ResourceDocumentation {
  behaviour: string[];
  example: ResourceExample;
}

/**
 * A resource, declared once: its name, description, described inputs and outputs, import rule and provider methods.
 * The dynamic-provider host and the provider plugin both run it; {@link bindProvider} supplies the rest. Each API
 * method is the `ResourceProvider` method of the same name with the client first: the client is the provider's only
 * way to the API.
 */
export interface ProviderDefinition<Inputs extends object, Outputs extends object = Inputs> {
  /** The resource's class name, and the last part of the plugin's token `cloudplatform:index:<name>`. */
  name: string;
  /** What the resource is, in one sentence. */
  description: string;
  /** The rest of the resource class's documentation. */
  documentation: ResourceDocumentation;
  /** The schema the provider validates its inputs with, every property described. */
  inputs: z.ZodObject;
  /** Every output property, described. */
  outputs: z.ZodObject;
  /** Outputs that hold a secret (a password): the engine keeps them encrypted, and no message shows them. */
  secretOutputs?: string[];
  import: ImportRule;
  /**
   * The list that holds the resource's object: a 404 of the API's own is taken as the object's only where a read of
   * that list answers on the same address; otherwise the failure says the address may be wrong.
   */
  objectList(resource: Inputs | Outputs): ParentCollection;
  /** Every operation the resource calls, each with its role: what the operations page says covers an operation. */
  operations: readonly OperationUse[];
  /** The data function that reads the resource's object (`get<Name>`); every resource served from a metadata row has one. */
  lookup?: ObjectLookup;
  /** Validates the property bags the engine sends (see `checkInputs`), with no API call. */
  check(olds: Record<string, unknown>, news: Record<string, unknown>): Promise<Checked<Inputs>>;
  /**
   * Which inputs replace the resource and which update it: fixed, or depending on the new inputs and on the old
   * outputs (what the last read reported).
   */
  diffRules: DiffRules | ((news: Inputs, olds: Outputs) => DiffRules);
  /**
   * The inputs as the API holds them once written (a text rewritten, a value set whatever was sent), which the diff
   * compares with `olds`, the outputs; unset where the API holds what was sent.
   */
  asStored?(news: Inputs, olds: Outputs): Inputs;
  create(client: CloudPlatformClient, inputs: Inputs): Promise<CreateResult<Outputs>>;
  update(client: CloudPlatformClient, id: string, olds: Outputs, news: Inputs): Promise<UpdateResult<Outputs>>;
  /**
   * Left out where the API offers no read: the stored state comes back unchanged, as outputs and as inputs, so a
   * refresh keeps it and reports no drift. A read with no state (an import) fails with the reason where imports are
   * refused.
   */
  read?(client: CloudPlatformClient, id: string, props: Outputs): Promise<ReadAnswer<Inputs, Outputs>>;
  /** Left out where deleting the resource forgets it: no API call, the object stays as it is. */
  delete?(client: CloudPlatformClient, id: string, props: Outputs): Promise<void>;
  /**
   * Whether deleting this object forgets it though the resource deletes others (an object the API made itself, which it
   * refuses to delete): no API call, and the same note as a resource without a delete.
   */
  forgets?(props: Outputs): boolean;
  /**
   * Whether the resource stands for a call that ran, not for an object (a trigger resource): it has no delete, and
   * deleting it says nothing beyond the engine's own line, there being nothing left that still exists.
   */
  recordsACall?: true;
  /**
   * Where the resource is the settings every object of another resource has (a shield zone's bot detection, the action
   * of one of its bot categories): that resource's name, and the id of that object in the id of this one. Its create
   * adopts them, so nothing is created; deleting it forgets them, left as they are.
   */
  settingsOf?: { resource: string; parentId(id: string): string };
}

/**
 * A provider bound to its client: every method of Pulumi's dynamic-provider contract except `configure`. `check` takes
 * the property bags the engine sends, which are not yet the checked inputs Pulumi's type says.
 */
export type BoundProvider<Inputs extends object, Outputs extends object> = Required<
  Omit<ResourceProvider<Inputs, Outputs>, "configure" | "check">
> & {
  check(olds: Record<string, unknown>, news: Record<string, unknown>): Promise<CheckResult<Inputs>>;
  /** The properties whose change replaces the resource and those updated in place, as `diff` judges them. */
  changedProperties(olds: Outputs, news: Inputs): ChangedProperties;
};

/** The diff rules of `definition` for a change from `olds` to `news`. */
function diffRulesFor<Inputs extends object, Outputs extends object>(
  definition: ProviderDefinition<Inputs, Outputs>,
  news: Inputs,
  olds: Outputs,
): DiffRules {
  return typeof definition.diffRules === "function" ? definition.diffRules(news, olds) : definition.diffRules;
}

/**
 * The provider of `definition`, calling the API with the client that `client` returns. `client` throws when the
 * settings are invalid. `check` calls it after checking the inputs, so that a preview fails early and reports wrong
 * inputs and wrong settings together; so does every method that calls the API. `diff` and a delete that forgets
 * never call it: they work whatever the settings.
 */
export function bindProvider<Inputs extends object, Outputs extends object>(
  definition: ProviderDefinition<Inputs, Outputs>,
  client: () => CloudPlatformClient,
): BoundProvider<Inputs, Outputs> {
  const changed = (olds: Outputs, news: Inputs): ChangedProperties =>
    changedProperties(olds, definition.asStored?.(news, olds) ?? news, diffRulesFor(definition, news, olds));
  return {
    async check(olds, news) {
      // Inputs, then settings: a preview fails early, with no API call, and names every wrong input and setting.
      const checked = await definition.check(olds, news);
      try {
        client();
      } catch (error) {
        if (error instanceof SettingsError && "issues" in checked) {
          throw new InputValidationError(checked.issues, undefined, error.issues);
        }
        throw error;
      }
      return checkResult(checked);
    },
    async diff(_id, olds, news) {
      return diffResult(changed(olds, news));
    },
    changedProperties: changed,
    async create(inputs) {
      return addressChecked(inputs, (api) => definition.create(api, inputs));
    },
    async update(id, olds, news) {
      return addressChecked(news, (api) => definition.update(api, id, olds, news));
    },
    async read(id, props) {
      const { read } = definition;
      if (read === undefined) {
        const rule = definition.import;
        if ("refused" in rule && !Object.keys(props ?? {}).some((name) => name in definition.outputs.shape)) throw new Error(rule.refused);
        // The state as it is; its inputs are its properties but the outputs that are no input (what a call recorded).
        const outputOnly = (name: string) => name in definition.outputs.shape && !(name in definition.inputs.shape);
        const inputs = Object.fromEntries(Object.entries(props ?? {}).filter(([name]) => !outputOnly(name)));
        return { id, props, inputs: inputs as Outputs };
      }
      return (await addressChecked(props!, (api) => read(api, id, props!))) as ReadResult<Outputs>;
    },
    async delete(id, props) {
      const remove = definition.delete;
      if (remove !== undefined && definition.forgets?.(props) !== true) {
        await addressChecked(props, (api) => remove(api, id, props));
      }
    },
  };

  /** `call` with the client; a 404 of the API's own that the resource's list does not back says the address may be wrong. */
  async function addressChecked<T>(resource: Inputs | Outputs, call: (api: CloudPlatformClient) => Promise<T>): Promise<T> {
    const api = client();
    try {
      return await call(api);
    } catch (error) {
      await backedNotFound(error, api, definition.objectList(resource));
      throw error;
    }
  }
}
