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

/** Turns a zod error into one `{field, rule}` per offending field; unknown keys become one issue each. */
export function inputIssues(error: z.ZodError): InputIssue[] {
  return error.issues.flatMap((issue): InputIssue[] =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ field: fieldPath([...issue.path, key]), rule: "unknown property" }))
      : [{ field: fieldPath(issue.path), rule: issue.message }],
  );
}
