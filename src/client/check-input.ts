import type { z } from "zod";
import { checkWith } from "../schemas";
import { InputValidationError } from "../errors";

/**
 * Validates the arguments (an object keyed by parameter name) of a client method before any HTTP call; the error names
 * the method's operation, or the method where it has none of its own (`getVolume`).
 */
export function checkInput<Schema extends z.ZodType>(
  operation: string,
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const checked = checkWith(schema, input);
  if ("issues" in checked) throw new InputValidationError(checked.issues, operation);
  return checked.value;
}
