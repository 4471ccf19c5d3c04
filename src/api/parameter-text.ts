import { z } from "zod";

/**
 * A path or query parameter's check, given its text: a number's or a boolean's text is read as one first, so that
 * `7` and `true` pass where the spec declares an integer or a boolean and `seven` fails naming the parameter.
 */
export function fromText<Schema extends z.ZodType>(check: Schema) {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
    const lower = value.toLowerCase();
    return lower === "true" || lower === "false" ? lower === "true" : value;
  }, check);
}

/** A list parameter's check: one value given is a list of one. */
export function listFromText<Schema extends z.ZodType>(check: Schema) {
  return z.preprocess((value) => (typeof value === "string" ? [value] : value), check);
}
