import type { OperationName } from "../operations";
import type { ErrorShape } from "./http-responses";
import type { RouteHandler } from "./route-context";

/** A route of the simulator: the operation it serves, where, with which key and body, and its error shape. */
export interface RouteDefinition {
  name: OperationName;
  /** The operations table's name of a hand-written route's operation (`pullZones.get` for `getPullZone`). */
  tableName?: OperationName;
  method: string;
  /** Literal segments (matched case-insensitively), ":param", and a last ":param?" that may be absent or empty. */
  segments: string[];
  /** Whether the literal segments match only as spelled, as the API routes the operation's path (its `pathCase`). */
  exactCase?: true;
  /** Which key the AccessKey header must hold. */
  key: "account" | "video";
  /**
   * json: parsed before the handler; optional-json: parsed when sent; text: read as UTF-8 text, whatever its content
   * type; stream: left to the handler; none: read and ignored.
   */
  body: "json" | "optional-json" | "text" | "stream" | "none";
  error: ErrorShape;
  handle: RouteHandler;
}
