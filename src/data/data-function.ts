import type { z } from "zod";
import type { ApiOperationName } from "../api/operations";
import type { CloudPlatformClient } from "../client";
import type { FunctionExample } from "../providers/program-example";

/** What the documentation of a data function's TypeScript functions says besides the descriptions. */
export interface DataFunctionDocumentation {
  /** The paragraphs after the description, in lines as they are written. */
  behaviour: string[];
  /** What the arguments are, for `@param args`; left out by a function without arguments. */
  args?: string;
  /** A call of the function, which each language's example makes (TypeScript with the function and its `…Output` twin). */
  example: FunctionExample;
}

/**
 * A data function, declared once: its arguments with their rules and descriptions (checked before the settings and
 * before any call), its described result, and the call. The plugin's Invoke runs it, and so do the TypeScript
 * functions `npm run generate` writes from it (`src/data/<name>.ts`), which return the type of src/types named after
 * the function (`getContainerTemplate` returns a `ContainerTemplate`) or, where src/types has none, declare that
 * type from `result`.
 */
export interface DataFunctionDefinition<Args extends z.ZodObject, Result> {
  /** What the function reads, in one sentence, with the request. */
  description: string;
  /** The rest of the TypeScript functions' documentation. */
  documentation: DataFunctionDocumentation;
  arguments: Args;
  /** The result's properties, described. */
  result: z.ZodObject;
  /** The operations its call reads: what the operations page says covers an operation. */
  operations: readonly ApiOperationName[];
  /**
   * The name of the result type the generated module declares, where it is not the function's name without `get`
   * (which, for a lookup, is the resource class's name).
   */
  resultType?: string;
  call(client: CloudPlatformClient, args: z.output<Args>): Promise<Result>;
}
