import { randomUUID } from "node:crypto";
import { apiBehaviour } from "./behaviour";
import { appliesTo, asApiSet, rewrittenText, templateFields, type WriteBehaviour } from "./field-behaviour";
import type { ApiOperationName } from "./operations";

type StoredObject = Record<string, unknown>;

/** The value a request's body holds for a field, its name matched in any case as the API binds it (undefined: none). */
function sentValue(body: unknown, field: string): unknown {
  if (typeof body !== "object" || body === null) return undefined;
  const key = Object.keys(body).find((candidate) => candidate.toLowerCase() === field.toLowerCase());
  return key === undefined ? undefined : (body as StoredObject)[key];
}

function rewritten(value: unknown, as: Parameters<typeof rewrittenText>[1]): unknown {
  if (typeof value === "string") return rewrittenText(value, as);
  return Array.isArray(value) ? value.map((each) => (typeof each === "string" ? rewrittenText(each, as) : each)) : value;
}

/** The value the field takes under one behaviour, or `object`'s own when the behaviour leaves it be. */
function valueUnder(behaviour: WriteBehaviour, object: StoredObject, body: unknown, whole: boolean, now: Date): unknown {
  const current = object[behaviour.field];
  switch (behaviour.kind) {
    case "default": {
      const sent = sentValue(body, behaviour.field);
      return (sent !== undefined && sent !== null) || (sent === undefined && !whole) ? current : behaviour.value;
    }
    case "set":
      return behaviour.value;
    case "rewrite":
      return rewritten(current, behaviour.as);
    case "set-of":
      return Array.isArray(current) ? asApiSet(current) : current;
    case "write-time":
      return now.toISOString();
    case "generated":
      return current ?? randomUUID();
    case "text-of": {
      const values = templateFields(behaviour.template).map((field) => object[field] ?? sentValue(body, field));
      if (values.some((value) => value === undefined || value === null)) return current;
      return behaviour.template.replace(/\{\w+\}/g, () => String(values.shift()));
    }
    case "sent-as":
      return sentValue(body, behaviour.from) ?? current;
  }
}

/**
 * An object as the API stores it after the write `name` made with `body`: the behaviour spec/corrections.json gives
 * its fields (defaults, rewrites, sets, values the API sets itself), applied in order. A `whole` write (a create, a
 * PUT) writes the whole object, so a field it does not send takes its default; a partial update keeps what the object
 * held.
 */
export function asTheApiStores(name: ApiOperationName, object: StoredObject, body: unknown, now: Date, whole: boolean): StoredObject {
  const behaviours = (apiBehaviour[name] ?? []).filter(
    (behaviour): behaviour is WriteBehaviour => behaviour.kind !== "items-below" && behaviour.kind !== "refused-while",
  );
  const stored = { ...object };
  for (const behaviour of behaviours) {
    if (appliesTo(behaviour, stored)) stored[behaviour.field] = valueUnder(behaviour, stored, body, whole, now);
  }
  return stored;
}
