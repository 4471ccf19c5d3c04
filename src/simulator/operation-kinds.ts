import { apiBehaviour } from "../api/behaviour";
import { apiOperations, type ApiOperationName } from "../api/operations";

/**
 * What an operation of the table does to the simulator's store, told by its path's shape and its method:
 * - on an item (`/dnszone/{dnsZoneId}`) of a collection something creates: read, update (POST, PATCH: the fields
 *   sent; PUT: the whole object) or delete;
 * - on such a collection (`/dnszone`): create (POST, PUT) or list (GET); a GET at its plural, alone or followed by
 *   the id of a parent (`/shield/rate-limits/{shieldZoneId}` for `/shield/rate-limit`), lists its items (of that
 *   parent, which each item names in a field of the parameter's name);
 * - on such a collection, a PATCH updates the item its body names by the item's id field (`/shield/shield-zone`), and
 *   a GET at `get-by-<field>/{field}` below it reads the item whose field holds that value;
 * - below an item, a change of one of its lists (`list`: the field's name in lower case): `add<Member>` and
 *   `remove<Member>` (POST, DELETE) add and remove the value sent in its `<member>s`; `<list>/addOrUpdate` (POST) adds
 *   or replaces the member sent, by its `Guid`; DELETE `<list>/{id}` removes that member;
 * - below an item, a part of it that the behaviour entries of spec/corrections.json say a write changes (POST and
 *   DELETE `/dnszone/{id}/dnssec` turn the zone's DNSSEC on and off): a write of the item, those entries applied;
 * - elsewhere, a settings object at its path: read (GET) and written (POST, PATCH, PUT) where a GET reads it back;
 * - anything else is an action: its answer is the spec's, nothing is stored.
 */
export type OperationKind =
  | { kind: "create"; collection: string[] }
  | { kind: "list"; collection: string[]; parentParameter?: string }
  | { kind: "read" | "update" | "replace" | "delete"; collection: string[]; idParameter: string }
  | { kind: "update-named-in-body"; collection: string[] }
  | { kind: "read-by"; collection: string[]; fieldParameter: string }
  | { kind: "add-member" | "remove-member" | "put-member"; collection: string[]; idParameter: string; list: string }
  | { kind: "delete-member"; collection: string[]; idParameter: string; list: string; memberParameter: string }
  | { kind: "write-part"; collection: string[]; idParameter: string }
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

/** The collection whose plural a path ends with (`/shield/shield-zones`), or undefined. */
function singularCollection(facts: { host: string; path: string }, segments: string[]): string[] | undefined {
  const last = segments.at(-1)!;
  if (last.startsWith("{") || !last.endsWith("s")) return undefined;
  const singular = [...segments.slice(0, -1), last.slice(0, -1)];
  return creatable.has(keyOf(facts, singular)) ? singular : undefined;
}

type MemberKind = Extract<OperationKind, { list: string }>;

/** The item a path is below: its collection and the parameter of its id, and where that parameter is; or undefined. */
function itemAbove(facts: { host: string; path: string }, segments: string[]) {
  const at = segments.findIndex((segment, index) => segment.startsWith("{") && creatable.has(keyOf(facts, segments.slice(0, index))));
  return at < 0 ? undefined : { at, collection: segments.slice(0, at), idParameter: segments[at].slice(1, -1) };
}

/** The change of an item's list that a path below the item makes (see {@link OperationKind}), or undefined. */
function memberKind(facts: { host: string; path: string; method: string }, segments: string[]): MemberKind | undefined {
  const above = itemAbove(facts, segments);
  if (above === undefined) return undefined;
  const { at, ...item } = above;
  const [first, second, ...more] = segments.slice(at + 1);
  if (first === undefined || more.length > 0 || first.startsWith("{")) return undefined;
  const verb = /^(add|remove)([A-Z]\w*)$/.exec(first);
  if (second === undefined && verb) {
    const list = `${verb[2].toLowerCase()}s`;
    if (verb[1] === "add" && facts.method === "POST") return { kind: "add-member", ...item, list };
    if (verb[1] === "remove" && (facts.method === "POST" || facts.method === "DELETE")) return { kind: "remove-member", ...item, list };
  }
  if (second === "addOrUpdate" && facts.method === "POST") return { kind: "put-member", ...item, list: first.toLowerCase() };
  if (second?.startsWith("{") && facts.method === "DELETE") {
    return { kind: "delete-member", ...item, list: first.toLowerCase(), memberParameter: second.slice(1, -1) };
  }
  return undefined;
}

export function operationKind(name: ApiOperationName): OperationKind {
  const facts = apiOperations[name];
  const segments = segmentsOf(facts.path);
  const last = segments.at(-1)!;
  const parent = segments.slice(0, -1);
  if (facts.method === "GET") {
    const plural = singularCollection(facts, segments);
    if (plural) return { kind: "list", collection: plural };
    const ofParent = last.startsWith("{") ? singularCollection(facts, parent) : undefined;
    if (ofParent) return { kind: "list", collection: ofParent, parentParameter: last.slice(1, -1) };
  }
  if (last.startsWith("{") && creatable.has(keyOf(facts, parent))) {
    return { kind: ITEM_KINDS[facts.method], collection: parent, idParameter: last.slice(1, -1) };
  }
  if (!last.startsWith("{") && creatable.has(keyOf(facts))) {
    if (facts.method === "GET") return { kind: "list", collection: segments };
    if (facts.method === "POST" || facts.method === "PUT") return { kind: "create", collection: segments };
    if (facts.method === "PATCH") return { kind: "update-named-in-body", collection: segments };
  }
  const lookup = segments.slice(0, -2);
  if (facts.method === "GET" && last.startsWith("{") && segments.at(-2)!.startsWith("get-by-") && creatable.has(keyOf(facts, lookup))) {
    return { kind: "read-by", collection: lookup, fieldParameter: last.slice(1, -1) };
  }
  const member = memberKind(facts, segments);
  if (member) return member;
  const above = itemAbove(facts, segments);
  if (above !== undefined && above.at === segments.length - 2 && facts.method !== "GET" && apiBehaviour[name] !== undefined) {
    return { kind: "write-part", collection: above.collection, idParameter: above.idParameter };
  }
  if (facts.method === "GET") return { kind: "settings-read" };
  if (facts.method !== "DELETE" && readable.has(keyOf(facts))) return { kind: "settings-write" };
  return { kind: "action" };
}
