import type { z } from "zod";
import type { InputIssue } from "../errors";
import { refusedValue, valueAt } from "./refused-value";

/** `["options", "enabledResolutions", 1]` -> `options.enabledResolutions[1]`; an empty path is the value itself. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let text = "";
  for (const segment of path) {
    if (typeof segment === "number") text += `[${segment}]`;
    else text += text === "" ? String(segment) : `.${String(segment)}`;
  }
  return text === "" ? "value" : text;
}

/**
 * What checking an input gives: its parsed value, or every issue (`{field, rule}`) that refuses it. The client, the
 * providers, the data functions and the plugin all check into this shape; Pulumi's `{property, reason}` is made of it
 * only where an answer goes to Pulumi.
 */
export type Checked<Value> = { value: Value } | { issues: InputIssue[] };

/**
 * Checks `input` with `schema`; `error` words the rules the schema leaves to zod's defaults; the values of the `secret`
 * fields are never shown in a rule.
 */
export function checkWith<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  error?: z.core.$ZodErrorMap,
  secret?: ReadonlySet<string>,
): Checked<z.output<Schema>> {
  const result = schema.safeParse(input, error === undefined ? undefined : { error });
  return result.success ? { value: result.data } : { issues: inputIssues(result.error, { input, secret }) };
}

/** What {@link inputIssues} may show of the refused values. */
export interface RefusedValues {
  /** The value that was parsed: each issue's rule ends with the value refused, `(got 0)`, clipped. */
  input: unknown;
  /** Top-level fields whose value is never shown (the keys). */
  secret?: ReadonlySet<string>;
}

/**
 * Turns a zod error into one `{field, rule}` per offending field; unknown keys become one issue each. With `refused`,
 * a rule ends with the value it refused (clipped, a URL without its credentials), except for a secret field.
 */
export function inputIssues(error: z.ZodError, refused?: RefusedValues): InputIssue[] {
  const echoed = (path: readonly PropertyKey[], rule: string): string => {
    if (refused === undefined || refused.secret?.has(String(path[0]))) return rule;
    const value = refusedValue(valueAt(refused.input, path));
    return value === undefined ? rule : `${rule} (got ${value})`;
  };
  return error.issues.flatMap((issue): InputIssue[] =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ field: fieldPath([...issue.path, key]), rule: "unknown property" }))
      : [{ field: fieldPath(issue.path), rule: echoed(issue.path, issue.message) }],
  );
}
