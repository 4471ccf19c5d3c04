import type { z } from "zod";

/** What the simulator needs of one operation beyond the operations table, generated from spec/. */
export interface ServedOperation {
  /** The status of a 2xx answer. */
  status: number;
  /** How the request's body comes: JSON, a file's bytes, a text such as an HTML page, or none. */
  body: "json" | "binary" | "text" | "none";
  /** The names of the query parameters. */
  query: readonly string[];
  /** Checks the path and query parameters (as text) and `body` (as parsed JSON, or its text) of a request. */
  parameters: z.ZodType;
  /** The answer for an object none of whose fields was set, for an operation that answers JSON. */
  answer?: unknown;
  /** For a paged list, one item none of whose fields was set. */
  item?: unknown;
}
