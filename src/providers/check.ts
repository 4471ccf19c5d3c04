import type { CheckFailure } from "@pulumi/pulumi/dynamic";
import type { z } from "zod";
import { inputIssues } from "../schemas/issues";
import { assertSettings } from "./context";
import { containsUnknown } from "./unknown";

/** Outcome of `checkInputs`: the parsed inputs, or the failures naming each property and the rule it breaks. */
export type CheckedInputs<T> = { ok: true; inputs: T } | { ok: false; failures: CheckFailure[] };

/**
 * The validation every provider's `check` starts with. Invalid settings throw first, so that a preview fails early
 * (no API call is made). Then the inputs a resource declares are validated with its schema; other properties
 * (`__provider`) are left out. A property that is unknown during a preview is kept as it is, unvalidated: the `check`
 * of the deployment that knows its value validates it.
 */
export function checkInputs<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  news: Record<string, unknown>,
): CheckedInputs<z.output<z.ZodObject<Shape>>> {
  assertSettings();
  const declared = Object.keys(schema.shape);
  const unknownKeys = declared.filter((key) => containsUnknown(news[key]));
  const omitted = Object.fromEntries(unknownKeys.map((key) => [key, true])) as Parameters<typeof schema.omit>[0];
  const known = unknownKeys.length === 0 ? schema : schema.omit(omitted);
  const candidate = Object.fromEntries(
    declared.filter((key) => !unknownKeys.includes(key) && news[key] !== undefined).map((key) => [key, news[key]]),
  );
  const result = known.safeParse(candidate);
  if (!result.success) {
    return {
      ok: false,
      failures: inputIssues(result.error).map((issue) => ({ property: issue.field, reason: issue.rule })),
    };
  }
  const unknowns = Object.fromEntries(unknownKeys.map((key) => [key, news[key]]));
  return { ok: true, inputs: { ...(result.data as object), ...unknowns } as z.output<z.ZodObject<Shape>> };
}
