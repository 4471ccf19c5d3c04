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

/** The properties the rules name whose new value differs from the old one (or is unknown during a preview). */
export function changedProperties(olds: object, news: object, rules: DiffRules): ChangedProperties {
  const oldValues = olds as Record<string, unknown>;
  const newValues = news as Record<string, unknown>;
  const changed = (key: string): boolean =>
    containsUnknown(newValues[key]) || !isDeepStrictEqual(oldValues[key], newValues[key]);
  return { replaces: rules.replaceOn.filter(changed), updates: rules.updateOn.filter(changed) };
}

/**
 * Compares the new inputs with the old outputs, property by property, for the properties the rules name and no
 * other (never `__provider`). A property unknown during a preview counts as changed. Deletes never touch the API,
 * so a replacement never needs the old object gone first.
 */
export function diffInputs(olds: object, news: object, rules: DiffRules): DiffResult {
  const { replaces, updates } = changedProperties(olds, news, rules);
  return {
    changes: replaces.length > 0 || updates.length > 0,
    replaces,
    deleteBeforeReplace: false,
  };
}
