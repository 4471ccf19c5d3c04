import type { DiffResult } from "@pulumi/pulumi/dynamic";
import { isDeepStrictEqual } from "node:util";
import { containsUnknown } from "./unknown";

/** Which inputs a change of replaces the resource, and which are changed in place. */
export interface DiffRules {
  replaceOn: readonly string[];
  updateOn: readonly string[];
}

/** The properties whose change replaces a resource, and those changed in place. */
export interface ChangedProperties {
  replaces: string[];
  updates: string[];
}

/**
 * The properties the rules name, and no other (never `__provider`), whose new input differs from the old output (or is
 * unknown during a preview).
 */
export function changedProperties(olds: object, news: object, rules: DiffRules): ChangedProperties {
  const oldValues = olds as Record<string, unknown>;
  const newValues = news as Record<string, unknown>;
  const changed = (key: string): boolean =>
    containsUnknown(newValues[key]) || !isDeepStrictEqual(oldValues[key], newValues[key]);
  return { replaces: rules.replaceOn.filter(changed), updates: rules.updateOn.filter(changed) };
}

/** The engine's diff answer for `changed`. Deletes never touch the API, so a replacement never needs the old object gone first. */
export function diffResult({ replaces, updates }: ChangedProperties): Required<Omit<DiffResult, "stables">> {
  return {
    changes: replaces.length > 0 || updates.length > 0,
    replaces,
    deleteBeforeReplace: false,
  };
}
