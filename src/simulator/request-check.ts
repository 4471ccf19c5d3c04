import type { z } from "zod";
import type { ServedOperation } from "../api/served-operation";
import type { SimulatedResponse } from "./http-responses";
import type { RouteContext } from "./route-context";

/** The first problem zod found, as the API reports it: the field by its path (`body.` left out) and what is wrong. */
function firstProblem(error: z.ZodError, input: Record<string, unknown>): { field: string; message: string } {
  const issue = error.issues[0];
  const path = issue.path.map(String);
  const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
  const full = [...(path[0] === "body" ? path.slice(1) : path), ...keys.slice(0, 1)];
  const field = full.length === 0 ? path[0] ?? "body" : full.join(".");
  if (issue.code === "unrecognized_keys") return { field, message: `${field} is not a field of this request` };
  const value = issue.path.reduce<unknown>((parent, step) => (parent as Record<PropertyKey, unknown> | undefined)?.[step], input);
  const message = `${field}: ${issue.message}${value === undefined ? "" : `, got ${JSON.stringify(value)}`}`;
  return { field, message };
}

/**
 * Checks a request's path and query parameters and body against the spec before anything is stored: the parsed
 * values, or the area's 400 naming the field, the rule and, where zod tells it, the value.
 */
export function checkRequest(
  served: ServedOperation,
  ctx: RouteContext,
): { ok: true; input: Record<string, unknown> } | { ok: false; answer: SimulatedResponse } {
  const input: Record<string, unknown> = { ...ctx.params };
  for (const name of served.query) {
    const values = ctx.query.getAll(name);
    if (values.length > 0) input[name] = values.length > 1 ? values : values[0];
  }
  if (ctx.body !== undefined) input.body = ctx.body;
  const checked = served.parameters.safeParse(input);
  if (checked.success) return { ok: true, input: checked.data as Record<string, unknown> };
  const { field, message } = firstProblem(checked.error, input);
  return { ok: false, answer: ctx.fail(400, { errorKey: "validation", field, message, errors: [{ field, message }] }) };
}
