import type { CheckFailure, CheckResult } from "@pulumi/pulumi/dynamic";
import type { z } from "zod";
import type { InputIssue } from "../errors";
import { checkWith, type Checked } from "../schemas";
import { containsUnknown } from "./unknown";

/**
 * Validates the inputs a resource declares with its schema; other properties (`__provider`) are left out. A property
 * that is unknown during a preview is kept as it is, unvalidated: the `check` of the deployment that knows its value
 * validates it. The answer holds either the parsed inputs or one issue per property, naming the rule it breaks, worded
 * by `error` where the schema leaves it to zod, and the value refused unless the property is among the `secret` ones.
 */
export function checkInputs<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  news: Record<string, unknown>,
  error?: z.core.$ZodErrorMap,
  secret?: ReadonlySet<string>,
): Checked<z.output<z.ZodObject<Shape>>> {
  const declared = Object.keys(schema.shape);
  const unknownKeys = declared.filter((key) => containsUnknown(news[key]));
  const omitted = Object.fromEntries(unknownKeys.map((key) => [key, true])) as Parameters<typeof schema.omit>[0];
  const known = unknownKeys.length === 0 ? schema : schema.omit(omitted);
  const candidate = Object.fromEntries(
    declared.filter((key) => !unknownKeys.includes(key) && news[key] !== undefined).map((key) => [key, news[key]]),
  );
  const checked = checkWith(known, candidate, error, secret);
  if ("issues" in checked) {
    return checked;
  }
  const unknowns = Object.fromEntries(unknownKeys.map((key) => [key, news[key]]));
  return { value: { ...(checked.value as object), ...unknowns } as z.output<z.ZodObject<Shape>> };
}

/** The `check` of a resource whose inputs need nothing beyond the rules of `schema`. */
export function schemaCheck<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return async (_olds: Record<string, unknown>, news: Record<string, unknown>) => checkInputs(schema, news);
}

/** Issues as Pulumi's check failures: each field a property, each rule its reason. */
export function checkFailures(issues: readonly InputIssue[]): CheckFailure[] {
  return issues.map((issue) => ({ property: issue.field, reason: issue.rule }));
}

/** A check's answer as Pulumi's `check` returns it. */
export function checkResult<Inputs>(checked: Checked<Inputs>): CheckResult<Inputs> {
  return "issues" in checked ? { failures: checkFailures(checked.issues) } : { inputs: checked.value };
}
