import type { z } from "zod";

/** How many of `unit` there are, in words: `1 character`, `5 characters`. */
function counted(count: number | bigint, unit: string): string {
  return `${count} ${unit}${Number(count) === 1 ? "" : "s"}`;
}

/** A bound of a text, a list or a number, in words. */
function bound(origin: string, limit: number | bigint): string {
  if (origin === "string") return counted(limit, "character");
  if (origin === "array") return counted(limit, "item");
  return String(limit);
}

/**
 * The rules of the API's generated schemas in the words of the project's own rules (`must be at least 1 character`,
 * `must be one of "OneDigit", "Drop"`); a missing value `is required`. Issues it does not know keep zod's words.
 */
export const ruleWords: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined) return "is required";
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "int" ? "must be an integer" : `must be ${/^[aeiou]/.test(issue.expected) ? "an" : "a"} ${issue.expected}`;
    case "too_small":
      return `must be at least ${bound(issue.origin, issue.minimum)}`;
    case "too_big":
      return `must be at most ${bound(issue.origin, issue.maximum)}`;
    case "invalid_value":
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
    case "invalid_format":
      return issue.format === "regex" && "pattern" in issue ? `must match ${String(issue.pattern)}` : undefined;
    default:
      return undefined;
  }
};
