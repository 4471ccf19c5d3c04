import type { ApiOperationName } from "../api/operations";
import { COLLECTION_LISTS } from "../client/collection-lists";
import type { ParentCollection } from "../types";

/** What a resource calls an operation for, each explained as the operations page shows it. */
export const OPERATION_ROLES = {
  create: "creates the object",
  read: "reads the object (refresh, import, the read after a write)",
  update: "changes the object",
  delete: "deletes the object",
  list: "lists the object's siblings: finds what a lost create made, or proves a 404 to be the API's",
  adopt: "finds an object the API made itself, which the create takes over",
  switch: "turns a field of the object on or off",
  set: "sets one field of the object",
  item: "adds or removes one item of a list field",
  "write-only": "sends or removes write-only inputs",
  upload: "uploads a file",
  run: "runs a one-shot action (a resource with `triggers`)",
} as const;

/** A role of {@link OPERATION_ROLES}. */
export type OperationRole = keyof typeof OPERATION_ROLES;

/** One operation a resource calls, and what for. */
export interface OperationUse {
  operation: ApiOperationName;
  role: OperationRole;
}

/** The list operation whose 2xx proves a 404 in a list of that kind to be the API's. */
export function proofListUse(kind: ParentCollection["kind"]): OperationUse {
  return { operation: COLLECTION_LISTS[kind], role: "list" };
}
