import type { OperationName } from "../operations";
import { ROUTE_NAMES } from "./routes";

/**
 * A switchable failure. Faults apply after the request has been received in
 * full; a fault that answers (status, body, drop before-response) replaces the
 * route, so the state does not change. A delay-only fault, or one that only
 * sets Retry-After, lets the route answer normally. `drop: "mid-body"` lets the
 * route run (state changes) and cuts its answer after the headers and part
 * of the body.
 */
export interface Fault {
  /**
   * The route it applies to, by the name of its operation (`pullZones.get`, or a client method's name for the
   * operations that predate the operations table, `getPullZone`); "*" applies to every request, unknown paths
   * included; "unknown" to the requests no route
   * matches (a wrong address), e.g. to answer them as a gateway does: `{ route: "unknown", status: 404, body:
   * '{"message":"no Route matched with those values"}' }`.
   */
  route: OperationName | "*" | "unknown";
  /** How many requests it applies to (default: unlimited). */
  times?: number;
  /** Chance from 0 to 1 that it applies to a matching request (default 1). */
  probability?: number;
  /** Answer with this status; the body is the route's error shape unless `body` is given. */
  status?: number;
  /** Sets Retry-After (seconds) on the answer. */
  retryAfterSeconds?: number;
  /** Raw body to send instead (status 200 unless `status` is given). */
  body?: string;
  /** Content-Type of `body` (default application/json), e.g. "text/html" for a proxy's error page. */
  contentType?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Destroy the socket before any byte of the answer, or after the headers and part of the body. */
  drop?: "before-response" | "mid-body";
}

/** The faults of a running simulator: each request takes the first matching fault that has requests left. */
export interface FaultController {
  /** Adds a fault after those already present; the first matching fault with a remaining count applies. */
  add(fault: Fault): void;
  /** Removes every fault, including those with requests left: the routes answer normally again. */
  clear(): void;
}

export class FaultList implements FaultController {
  readonly #entries: { fault: Fault; remaining: number }[] = [];

  add(fault: Fault): void {
    checkFault(fault);
    this.#entries.push({ fault: { ...fault }, remaining: fault.times ?? Number.POSITIVE_INFINITY });
  }

  clear(): void {
    this.#entries.length = 0;
  }

  /** The fault that applies to one request to a route of these names, counting it, or undefined. */
  take(names: readonly (OperationName | "unknown")[]): Fault | undefined {
    for (const entry of this.#entries) {
      const { fault } = entry;
      if (entry.remaining <= 0 || (fault.route !== "*" && !names.includes(fault.route))) continue;
      if (Math.random() >= (fault.probability ?? 1)) continue;
      entry.remaining -= 1;
      return fault;
    }
    return undefined;
  }
}

function checkFault(fault: Fault): void {
  const problems: string[] = [];
  if (fault.route !== "*" && fault.route !== "unknown" && !(ROUTE_NAMES as readonly string[]).includes(fault.route)) {
    const served = "the name of an operation the simulator serves (such as pullZones.get)";
    problems.push(`route must be "*", "unknown" or ${served}, got '${String(fault.route)}'`);
  }
  if (fault.times !== undefined && !(Number.isInteger(fault.times) && fault.times >= 1)) {
    problems.push("times must be an integer of at least 1");
  }
  if (fault.probability !== undefined && !(fault.probability >= 0 && fault.probability <= 1)) {
    problems.push("probability must be from 0 to 1");
  }
  if (fault.status !== undefined && !(Number.isInteger(fault.status) && fault.status >= 200 && fault.status <= 599)) {
    problems.push("status must be an integer from 200 to 599");
  }
  if (fault.retryAfterSeconds !== undefined && !(Number.isInteger(fault.retryAfterSeconds) && fault.retryAfterSeconds >= 0)) {
    problems.push("retryAfterSeconds must be a non-negative integer");
  }
  if (fault.contentType !== undefined && (fault.body === undefined || fault.contentType.trim() === "")) {
    problems.push("contentType must be a non-empty media type and comes with body");
  }
  if (fault.delayMs !== undefined && !(fault.delayMs >= 0 && Number.isFinite(fault.delayMs))) {
    problems.push("delayMs must be a non-negative number");
  }
  if (fault.drop !== undefined && fault.drop !== "before-response" && fault.drop !== "mid-body") {
    problems.push('drop must be "before-response" or "mid-body"');
  }
  if (problems.length > 0) throw new TypeError(`Invalid fault: ${problems.join("; ")}`);
}
