import type { z } from "zod";
import type { InputIssue } from "../errors";

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

/** Checks `input` with `schema`. */
export function checkWith<Schema extends z.ZodType>(schema: Schema, input: unknown): Checked<z.output<Schema>> {
  const result = schema.safeParse(input);
  return result.success ? { value: result.data } : { issues: inputIssues(result.error) };
}

/** Turns a zod error into one `{field, rule}` per offending field; unknown keys become one issue each. */
export function inputIssues(error: z.ZodError): InputIssue[] {
  return error.issues.flatMap((issue): InputIssue[] =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ field: fieldPath([...issue.path, key]), rule: "unknown property" }))
      : [{ field: fieldPath(issue.path), rule: issue.message }],
  );
}
