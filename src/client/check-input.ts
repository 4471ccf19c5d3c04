import type { z } from "zod";
import { inputIssues } from "../schemas";
import { InputValidationError } from "../errors";
import type { OperationName } from "../operations";

/** Validates an operation's arguments (an object keyed by parameter name) before any HTTP call. */
export function checkInput<Schema extends z.ZodType>(operation: OperationName, schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new InputValidationError(inputIssues(result.error, { input }), operation);
  return result.data;
}
