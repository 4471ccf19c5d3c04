import type { z } from "zod";
import type { ProviderDefinition } from "../providers";

/**
 * How a resource is imported from its id alone: the id's form, whose `{name}` parts become those inputs, plus
 * inputs every import starts from; or the reason it cannot be.
 */
export type ImportRule = { idForm: string; seed?: Record<string, unknown> } | { refused: string };

/** One resource the plugin serves: the provider definition the dynamic resource runs, and its schema. */
export interface ResourceDefinition {
  /** The last part of the token `cloudplatform:index:<name>`. */
  name: string;
  description: string;
  /** The schema the provider validates its inputs with, every property described. */
  inputs: z.ZodObject;
  /** Every output property, described. */
  outputs: z.ZodObject;
  // The plugin passes inputs and state through as the engine sends them; the provider's own types do not apply here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  provider: ProviderDefinition<any, any>;
  import: ImportRule;
}
