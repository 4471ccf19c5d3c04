import type { SimulatedResponse } from "./http-responses";
import type { RouteContext } from "./route-context";

/**
 * The integer query parameter `name`: `fallback` when absent, else its value from `min` to `max`, or the route's 400
 * answer naming the parameter and its bounds.
 */
export function integerParameter(ctx: RouteContext, name: string, fallback: number, min: number, max: number): number | SimulatedResponse {
  const value = ctx.query.get(name);
  if (value === null) return fallback;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (number >= min && number <= max) return number;
  return ctx.fail(400, {
    errorKey: "validation.invalid_value",
    field: name,
    message: `${name} must be an integer from ${min} to ${max}, got '${value}'`,
  });
}
