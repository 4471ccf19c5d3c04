import type { IncomingMessage } from "node:http";
import type { EventLogPaging } from "./event-log-pages";
import type { SimulatedResponse, Problem } from "./http-responses";
import type { SimulatorState } from "./state";

/** What a route handler gets: the request already authenticated, its JSON body parsed. */
export interface RouteContext {
  /** Path parameters, each segment decoded once. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body for routes that take one. */
  body: unknown;
  /** The request itself, for the route that streams its body. */
  req: IncomingMessage;
  state: SimulatorState;
  eventLogPaging: EventLogPaging;
  /** Whether an upload that is not a video file ends in status `error` (see SimulatorOptions). */
  encodeVideoFilesOnly: boolean;
  /** Milliseconds between the read and the write back of a WAF review or volume PATCH; 0: no race (see SimulatorOptions). */
  writeRaceMs: number;
  now: Date;
  /** An answer in the route's error shape. */
  fail(status: number, problem: Problem): SimulatedResponse;
}

export type RouteHandler = (ctx: RouteContext) => SimulatedResponse | Promise<SimulatedResponse>;
