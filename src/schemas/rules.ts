import { z } from "zod";

/** Zod error option for an input rule: says "is required" when the value is missing, else the rule. */
export function rule(text: string): { error: (issue: { input?: unknown }) => string } {
  return { error: (issue) => (issue.input === undefined ? "is required" : text) };
}

/** An integer in [min, max] whose every violation reads "must be an integer from min to max". */
export function integerBetween(min: number, max: number) {
  const text = `must be an integer from ${min} to ${max}`;
  return z.number(rule(text)).int(text).min(min, text).max(max, text);
}

/** A number in [min, max] whose every violation reads "must be a number of <unit> from min to max". */
export function numberBetween(min: number, max: number, unit: string) {
  const text = `must be a number of ${unit} from ${min} to ${max}`;
  return z.number(rule(text)).min(min, text).max(max, text);
}
