import type { InputIssue } from "../errors";
import { containsUnknown } from "./unknown";

/**
 * The issue of inputs that must hold exactly one of two properties (a call that names its object either way, by id or
 * by name), or undefined where they do: both given is an issue of the second, neither of the first, each naming both.
 * A value unknown during a preview counts as neither: the check of the deployment that knows it decides.
 */
export function exactlyOneIssue(values: Record<string, unknown>, [first, second]: readonly [string, string]): InputIssue | undefined {
  if (containsUnknown(values[first]) || containsUnknown(values[second])) return undefined;
  const both = `give exactly one of ${first} and ${second}`;
  const [firstGiven, secondGiven] = [values[first] !== undefined, values[second] !== undefined];
  if (firstGiven && secondGiven) return { field: second, rule: `is given with ${first}: ${both}` };
  if (!firstGiven && !secondGiven) return { field: first, rule: `is required, or ${second} instead: ${both}` };
  return undefined;
}
