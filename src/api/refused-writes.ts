import { apiBehaviour } from "./behaviour";
import { appliesTo, type FieldBehaviour } from "./field-behaviour";
import type { ApiOperationName } from "./operations";

/** A write the API refuses: the behaviour entry that refuses it. */
export type RefusedWrite = Extract<FieldBehaviour, { kind: "refused-while" }>;

/**
 * The entry of spec/corrections.json by which the API refuses the write `name` to `object` as it is stored (its field
 * holding the entry's value), or undefined when it takes the write.
 */
export function refusedWrite(name: ApiOperationName, object: Readonly<Record<string, unknown>>): RefusedWrite | undefined {
  return (apiBehaviour[name] ?? []).find(
    (behaviour): behaviour is RefusedWrite =>
      behaviour.kind === "refused-while" && appliesTo(behaviour, object) && object[behaviour.field] === behaviour.value,
  );
}
