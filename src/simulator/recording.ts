import type { IncomingHttpHeaders } from "node:http";
import type { OperationName } from "../operations";

const REDACTED = "<redacted>";

/** One request as the simulator received and answered it. The AccessKey value is never kept. */
export interface RecordedRequest {
  /** The operation whose route the request matched; `unknown` when no route serves its method and path. */
  route: OperationName | "unknown";
  /** The HTTP method as received. */
  method: string;
  /** The path exactly as received, without the query. */
  path: string;
  /** Decoded query parameters (the last value of a repeated name). */
  query: Record<string, string>;
  /** Lower-case header names; the AccessKey value replaced by "<redacted>". */
  headers: Record<string, string>;
  /** Whether the AccessKey header held the key the route expects. */
  accessKeyValid: boolean;
  /** Parsed JSON body (its text when not JSON); undefined when empty and for uploads. */
  body?: unknown;
  /** Status answered; 0 while unanswered and when the connection ended without an answer. */
  status: number;
  /** Parsed JSON answered (the raw text when not JSON); undefined for an empty body. */
  responseBody?: unknown;
}

export function redactedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    result[name] = name === "accesskey" ? REDACTED : Array.isArray(value) ? value.join(", ") : value;
  }
  return result;
}
