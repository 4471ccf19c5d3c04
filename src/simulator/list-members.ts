import { randomUUID } from "node:crypto";
import { isObject } from "./stored-objects";

type Member = unknown;

function same(a: unknown, b: unknown): boolean {
  return typeof a === "string" && typeof b === "string" ? a.toLowerCase() === b.toLowerCase() : String(a) === String(b);
}

/** Whether a member of a list is the one a value names: the value itself, or an object whose Guid, Id or Value it is. */
function names(member: Member, value: unknown): boolean {
  if (!isObject(member)) return same(member, value);
  return ["Guid", "Id", "Value"].some((key) => member[key] !== undefined && same(member[key], value));
}

/** The value a request adding or removing one member sends: its body's first text or number. */
export function sentMember(body: unknown): unknown {
  if (!isObject(body)) return undefined;
  return Object.values(body).find((value) => typeof value === "string" || typeof value === "number");
}

/** The list with `value` added at its end, unless a member is already that value. */
export function withMember(list: Member[], value: unknown): Member[] {
  return list.some((member) => names(member, value)) ? list : [...list, value];
}

/** The list without the members `value` names, and whether there was one. */
export function withoutMember(list: Member[], value: unknown): { list: Member[]; found: boolean } {
  const kept = list.filter((member) => !names(member, value));
  return { list: kept, found: kept.length < list.length };
}

/**
 * The list with the object sent, made whole by `whole` (the fields it leaves out as the API fills them in), in place of
 * the member of its `Guid`, or added with a new `Guid` when it has none; and that member as stored.
 */
export function withObjectMember(
  list: Member[],
  sent: Record<string, unknown>,
  whole: (member: Record<string, unknown>) => Record<string, unknown>,
): { list: Member[]; member: Record<string, unknown> } {
  const guid = typeof sent.Guid === "string" && sent.Guid !== "" ? sent.Guid : randomUUID();
  const member = whole({ ...sent, Guid: guid });
  const at = list.findIndex((existing) => names(existing, guid));
  return { list: at < 0 ? [...list, member] : list.map((existing, index) => (index === at ? member : existing)), member };
}
