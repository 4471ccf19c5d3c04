import { isDeepStrictEqual } from "node:util";
import type { AreaName } from "./documents";
import type { AreaSpec, OperationSpec } from "./facts";

/**
 * One fact the documents get wrong or leave out, as spec/corrections.json holds it: where it goes, what it is (a
 * value set there, or the removal of what is there), and why, with the source that says so.
 */
export interface Correction {
  /**
   * The area, then `operations` and the operation as `METHOD /path` or `schemas` and a schema's name, then the keys
   * below it: `["core", "operations", "POST /pullzone", "responses", "201"]`.
   */
  at: [AreaName, "operations" | "schemas", string, ...string[]];
  set?: unknown;
  remove?: true;
  reason: string;
  /** `api-spec.md`, `api-notes.md`, or the public client or issue that shows the live behaviour. */
  source: string;
}

/** The committed corrections file: a list of corrections, applied in order. */
export interface CorrectionsFile {
  corrections: Correction[];
}

type Node = Record<string, unknown>;

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
  if (correction.at.length < 3) return "names no operation or schema";
  return undefined;
}

/** The areas with every correction applied; fails naming a correction that is malformed, misplaced or says nothing new. */
export function applyCorrections(areas: AreaSpec[], corrections: Correction[]): AreaSpec[] {
  const corrected: AreaSpec[] = structuredClone(areas);
  for (const correction of corrections) {
    const where = correction.at.join(" › ");
    const fail = (problem: string) => new Error(`spec/corrections.json: the correction at ${where} ${problem}`);
    const problem = problemOf(correction);
    if (problem !== undefined) throw fail(problem);
    const [areaName, kind, name, ...keys] = correction.at;
    const area = corrected.find((candidate) => candidate.area === areaName);
    if (area === undefined) throw fail("names no area of spec/");
    if (kind === "operations" && keys.length === 0) {
      applyToOperation(area, name, correction, fail);
      continue;
    }
    let parent: unknown = kind === "operations" ? area.operations.find((operation) => operationKey(operation) === name) : area.schemas;
    const path = kind === "operations" ? keys : [name, ...keys];
    for (const key of path.slice(0, -1)) parent = isNode(parent) || Array.isArray(parent) ? (parent as Node)[key] : undefined;
    if (!isNode(parent) && !Array.isArray(parent)) throw fail("points below a place spec/ does not have");
    const last = path.at(-1)!;
    const target = parent as Node;
    if (correction.remove) {
      if (!(last in target)) throw fail("removes what spec/ does not have");
      delete target[last];
    } else {
      if (isDeepStrictEqual(target[last], correction.set)) throw fail("sets what spec/ already says");
      target[last] = structuredClone(correction.set);
    }
  }
  return corrected;
}

/** Adds, replaces or removes a whole operation. */
function applyToOperation(area: AreaSpec, key: string, correction: Correction, fail: (problem: string) => Error): void {
  const index = area.operations.findIndex((operation) => operationKey(operation) === key);
  if (correction.remove) {
    if (index < 0) throw fail("removes an operation spec/ does not have");
    area.operations.splice(index, 1);
    return;
  }
  const [method, path] = key.split(" ");
  const operation = { method, path, ...(correction.set as Node) } as OperationSpec;
  if (index < 0) area.operations.push(operation);
  else if (isDeepStrictEqual(area.operations[index], operation)) throw fail("sets what spec/ already says");
  else area.operations[index] = operation;
}
