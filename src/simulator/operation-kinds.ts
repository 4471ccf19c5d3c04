import { apiOperations, type ApiOperationName } from "../api/operations";

/**
 * What an operation of the table does to the simulator's store, told by its path's shape and its method:
 * - on an item (`/dnszone/{dnsZoneId}`) of a collection something creates: read, update (POST, PATCH: the fields
 *   sent; PUT: the whole object) or delete;
 * - on such a collection (`/dnszone`): create (POST, PUT) or list (GET);
 * - elsewhere, a settings object at its path: read (GET) and written (POST, PATCH, PUT) where a GET reads it back;
 * - anything else is an action: its answer is the spec's, nothing is stored.
 */
export type OperationKind =
  | { kind: "create" | "list"; collection: string[] }
  | { kind: "read" | "update" | "replace" | "delete"; collection: string[]; idParameter: string }
  | { kind: "settings-read" | "settings-write" | "action" };

function segmentsOf(path: string): string[] {
  return path.split("/").slice(1);
}

/** A path template with its parameters unnamed and its literals in lower case, so that templates compare. */
function shape(segments: string[]): string {
  return segments.map((segment) => (segment.startsWith("{") ? "{}" : segment.toLowerCase())).join("/");
}

const operations = Object.entries(apiOperations) as [ApiOperationName, (typeof apiOperations)[ApiOperationName]][];

/** The collections something creates: where a POST or PUT on the collection's path has items below it. */
const keyOf = (facts: { host: string; path: string }, segments = segmentsOf(facts.path)) => `${facts.host}:${shape(segments)}`;
const itemParents = new Set(
  operations
    .filter(([, facts]) => segmentsOf(facts.path).at(-1)!.startsWith("{"))
    .map(([, facts]) => keyOf(facts, segmentsOf(facts.path).slice(0, -1))),
);
const creatable = new Set(
  operations
    .filter(([, facts]) => (facts.method === "POST" || facts.method === "PUT") && itemParents.has(keyOf(facts)))
    .map(([, facts]) => keyOf(facts)),
);
const readable = new Set(operations.filter(([, facts]) => facts.method === "GET").map(([, facts]) => keyOf(facts)));

const ITEM_KINDS = { GET: "read", POST: "update", PATCH: "update", PUT: "replace", DELETE: "delete" } as const;

export function operationKind(name: ApiOperationName): OperationKind {
  const facts = apiOperations[name];
  const segments = segmentsOf(facts.path);
  const last = segments.at(-1)!;
  const parent = segments.slice(0, -1);
  if (last.startsWith("{") && creatable.has(keyOf(facts, parent))) {
    return { kind: ITEM_KINDS[facts.method], collection: parent, idParameter: last.slice(1, -1) };
  }
  if (!last.startsWith("{") && creatable.has(keyOf(facts))) {
    if (facts.method === "GET") return { kind: "list", collection: segments };
    if (facts.method === "POST" || facts.method === "PUT") return { kind: "create", collection: segments };
  }
  if (facts.method === "GET") return { kind: "settings-read" };
  if (facts.method !== "DELETE" && readable.has(keyOf(facts))) return { kind: "settings-write" };
  return { kind: "action" };
}
