import { isDeepStrictEqual } from "node:util";
import type { FieldBehaviour } from "../../src/api/field-behaviour";
import type { AreaName } from "./documents";
import type { AreaFacts, AreaSpec, OperationSpec } from "./facts";

/**
 * One fact the documents get wrong or leave out, as spec/corrections.json holds it: where it goes, what it is (a
 * value set there, or the removal of what is there), and why, with the source that says so.
 */
export interface Correction {
  /**
   * The area alone, for facts of the whole area (`set` then holds them: `{"answerFieldCase": "any"}`); or the area,
   * then `operations` and the operation as `METHOD /path` or `schemas` and a schema's name, then the keys below it:
   * `["core", "operations", "POST /pullzone", "responses", "201"]`. In a list, a key that is not an index names the
   * item whose `name` it is: `[..., "parameters", "nextCursor"]`.
   */
  at: [AreaName] | [AreaName, "operations" | "schemas", string, ...string[]];
  set?: unknown;
  remove?: true;
  reason: string;
  /** `api-spec.md`, `api-notes.md`, or the public client or issue that shows the live behaviour. */
  source: string;
}

/**
 * What the API does to a field of the objects some operations write, beyond storing what was sent, as
 * spec/corrections.json holds it: the operations (by the table's names), the field's behaviour, and why, with the
 * source that says so.
 */
export type BehaviourEntry = FieldBehaviour & {
  operations: string[];
  reason: string;
  /** As a correction's: `api-notes.md`, the public client or issue that shows the live behaviour, or a document. */
  source: string;
};

/** The committed corrections file: a list of corrections, applied in order, and the API's behaviour on writes. */
export interface CorrectionsFile {
  corrections: Correction[];
  behaviour?: BehaviourEntry[];
}

/** The values each area fact of a few values takes, the first being what an area that states none says. */
const AREA_FACT_VALUES: { [Fact in Exclude<keyof AreaFacts, PathListFact>]-?: readonly AreaFacts[Fact][] } = {
  answerFieldCase: ["exact", "any"],
};

/** The area facts that list starts of the area's paths; an area that states none lists none. */
type PathListFact = "exactCasePaths";
const PATH_LIST_FACTS: readonly PathListFact[] = ["exactCasePaths"];

/** Whether `path` starts with the segments of `start`. */
export function pathStartsWith(path: string, start: string): boolean {
  return path === start || path.startsWith(`${start}/`);
}

type Node = Record<string, unknown>;
type Fail = (problem: string) => Error;

/**
 * Whether two JSON values say the same, whatever the order of their keys. Both are cloned first, so that values made
 * in another realm (a test's objects, under jest) compare by content rather than by prototype.
 */
function saysTheSame(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(structuredClone(a), structuredClone(b));
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The key of an operation in a correction's `at`. */
export function operationKey(operation: Pick<OperationSpec, "method" | "path">): string {
  return `${operation.method} ${operation.path}`;
}

/** Why `correction` cannot be applied, or undefined. */
function problemOf(correction: Correction): string | undefined {
  if (!correction.reason?.trim() || !correction.source?.trim()) return "needs a reason and a source";
  if (("set" in correction) === (correction.remove === true)) return "needs exactly one of set and remove";
  if (correction.at.length === 2) return "names no operation or schema";
  return undefined;
}

/** The areas with every correction applied; fails naming a correction that is malformed, misplaced or says nothing new. */
export function applyCorrections(areas: AreaSpec[], corrections: Correction[]): AreaSpec[] {
  const corrected: AreaSpec[] = structuredClone(areas);
  for (const correction of corrections) {
    const where = correction.at.join(" › ");
    const fail: Fail = (problem) => new Error(`spec/corrections.json: the correction at ${where} ${problem}`);
    const problem = problemOf(correction);
    if (problem !== undefined) throw fail(problem);
    const [areaName, kind, name, ...keys] = correction.at;
    const area = corrected.find((candidate) => candidate.area === areaName);
    if (area === undefined) throw fail("names no area of spec/");
    if (kind === undefined) applyAreaFacts(area, correction, fail);
    else if (kind === "operations" && keys.length === 0) applyToOperation(area, name!, correction, fail);
    else if (kind === "operations") applyAtPath(area.operations.find((operation) => operationKey(operation) === name), keys, correction, fail);
    else applyAtPath(area.schemas, [name!, ...keys], correction, fail);
  }
  return corrected;
}

/** Sets facts of a whole area, each among AREA_FACT_VALUES. */
function applyAreaFacts(area: AreaSpec, correction: Correction, fail: Fail): void {
  if (correction.remove) throw fail("removes a whole area");
  if (!isNode(correction.set)) throw fail("sets area facts that are not an object of facts");
  const facts = Object.entries(correction.set);
  const known = [...Object.keys(AREA_FACT_VALUES), ...PATH_LIST_FACTS];
  for (const [fact, value] of facts) {
    if (PATH_LIST_FACTS.includes(fact as PathListFact)) {
      if (!Array.isArray(value)) throw fail(`sets ${fact} to ${JSON.stringify(value)}, not a list of paths`);
      for (const start of value) {
        if (typeof start !== "string" || !area.operations.some((operation) => pathStartsWith(operation.path, start))) {
          throw fail(`sets ${fact} to a path no operation's path starts with: ${JSON.stringify(start)}`);
        }
      }
      continue;
    }
    const values = (AREA_FACT_VALUES as Record<string, readonly unknown[]>)[fact];
    if (values === undefined) throw fail(`sets ${fact}, which is no area fact (${known.join(", ")})`);
    if (!values.includes(value)) {
      throw fail(`sets ${fact} to ${JSON.stringify(value)}, not one of ${values.map((known) => JSON.stringify(known)).join(", ")}`);
    }
  }
  const stated = (fact: string) =>
    (area as unknown as Node)[fact] ?? (PATH_LIST_FACTS.includes(fact as PathListFact) ? [] : (AREA_FACT_VALUES as Record<string, readonly unknown[]>)[fact]![0]);
  if (facts.every(([fact, value]) => saysTheSame(stated(fact), value))) throw fail("sets what spec/ already says");
  Object.assign(area, correction.set);
}

/** Adds, replaces or removes a whole operation. */
function applyToOperation(area: AreaSpec, key: string, correction: Correction, fail: Fail): void {
  const index = area.operations.findIndex((operation) => operationKey(operation) === key);
  if (correction.remove) {
    if (index < 0) throw fail("removes an operation spec/ does not have");
    area.operations.splice(index, 1);
    return;
  }
  const [method, path] = key.split(" ");
  const operation = { method, path, ...(correction.set as Node) } as OperationSpec;
  if (index < 0) area.operations.push(operation);
  else if (saysTheSame(area.operations[index], operation)) throw fail("sets what spec/ already says");
  else area.operations[index] = operation;
}

/** Where `key` is in `list`: an index, or the one item whose `name` is `key` (-1 when none is). */
function itemIndex(list: unknown[], key: string, fail: Fail): number {
  if (/^(0|[1-9][0-9]*)$/.test(key)) return Number(key) < list.length ? Number(key) : -1;
  const named = list.flatMap((item, index) => (isNode(item) && item.name === key ? [index] : []));
  if (named.length > 1) throw fail(`names ${named.length} items called ${key}`);
  return named[0] ?? -1;
}

/** What `container` holds at `key`, or undefined. */
function childOf(container: unknown, key: string, fail: Fail): unknown {
  if (Array.isArray(container)) return container[itemIndex(container, key, fail)];
  return isNode(container) && Object.hasOwn(container, key) ? container[key] : undefined;
}

/** Sets or removes the value at `path` below `root`. */
function applyAtPath(root: unknown, path: string[], correction: Correction, fail: Fail): void {
  const parent = path.slice(0, -1).reduce((container, key) => childOf(container, key, fail), root);
  const last = path.at(-1)!;
  if (Array.isArray(parent)) applyToItem(parent, last, correction, fail);
  else if (isNode(parent)) applyToKey(parent, last, correction, fail);
  else throw fail("points below a place spec/ does not have");
}

function applyToKey(parent: Node, key: string, correction: Correction, fail: Fail): void {
  if (correction.remove) {
    if (!Object.hasOwn(parent, key)) throw fail("removes what spec/ does not have");
    delete parent[key];
  } else {
    if (saysTheSame(parent[key], correction.set)) throw fail("sets what spec/ already says");
    parent[key] = structuredClone(correction.set);
  }
}

/** Sets, adds or removes an item of a list; an item added by name must carry that name. */
function applyToItem(list: unknown[], key: string, correction: Correction, fail: Fail): void {
  const index = itemIndex(list, key, fail);
  if (correction.remove) {
    if (index < 0) throw fail("removes what spec/ does not have");
    list.splice(index, 1);
  } else if (index >= 0) {
    if (saysTheSame(list[index], correction.set)) throw fail("sets what spec/ already says");
    list[index] = structuredClone(correction.set);
  } else if (/^[0-9]+$/.test(key)) {
    throw fail("points below a place spec/ does not have");
  } else {
    if (!isNode(correction.set) || correction.set.name !== key) throw fail(`adds an item whose name is not ${key}`);
    list.push(structuredClone(correction.set));
  }
}
