import type { z } from "zod";
import { checkWith } from "../schemas";
import { InputValidationError } from "../errors";
import type { OperationName } from "../operations";

/**
 * Validates the arguments (an object keyed by parameter name) of an operation, or of `getVolume`, which reads an
 * operation's list, before any HTTP call.
 */
export function checkInput<Schema extends z.ZodType>(
  operation: OperationName | "getVolume",
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const checked = checkWith(schema, input);
  if ("issues" in checked) throw new InputValidationError(checked.issues, operation);
  return checked.value;
}
