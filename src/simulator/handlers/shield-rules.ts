import { setTimeout as sleep } from "node:timers/promises";
import type { ApiOperationName } from "../../api/operations";
import type { SimulatedResponse } from "../http-responses";
import type { RouteContext, RouteHandler } from "../route-context";
import type { SimulatorState } from "../state";
import { tableOperation } from "./table-operations";

/** The shield zones of each simulator with a rule's create under way, while `writeRaceMs` holds it open. */
const creatingIn = new WeakMap<SimulatorState, Set<string>>();

/**
 * The create of a shield zone's rule (a custom WAF rule, a rate limit), stored as the operations table stores it. With
 * the simulator's `writeRaceMs`, a create stays under way that long, and another create of a rule in the same zone
 * meanwhile fails with a 500, as the API fails concurrent creates of one zone's rules.
 */
export function createShieldRule(operation: ApiOperationName): RouteHandler {
  const stored = tableOperation(operation);
  return async (ctx: RouteContext): Promise<SimulatedResponse> => {
    const shieldZoneId = String((ctx.body as { shieldZoneId?: unknown } | undefined)?.shieldZoneId ?? "");
    if (ctx.writeRaceMs === 0) return stored(ctx);
    const busy = creatingIn.get(ctx.state) ?? new Set<string>();
    creatingIn.set(ctx.state, busy);
    if (busy.has(shieldZoneId)) {
      return ctx.fail(500, { message: `${operation}: another rule of shield zone ${shieldZoneId} is being created` });
    }
    busy.add(shieldZoneId);
    try {
      await sleep(ctx.writeRaceMs);
      return await stored(ctx);
    } finally {
      busy.delete(shieldZoneId);
    }
  };
}
