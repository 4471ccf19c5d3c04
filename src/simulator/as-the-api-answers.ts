import { apiBehaviour } from "../api/behaviour";
import { appliesTo } from "../api/field-behaviour";
import { apiOperations, type ApiOperationName } from "../api/operations";
import { operationKind } from "./operation-kinds";
import { projected, templateOf } from "./stored-objects";
import type { StoredObject, TableStore } from "./table-store";

/**
 * A stored object as the read `name` answers it: each field spec/corrections.json derives from the objects below it
 * (`items-below`: a DNS zone's records) filled in from the store, each item as a read of its collection answers it.
 * `itemPath` is where the object is kept (`api:/dnszone/501`), its collections below it at `itemPath/<collection>`.
 */
export function asTheApiAnswers(name: ApiOperationName, item: StoredObject, itemPath: string, store: TableStore): StoredObject {
  const kind = operationKind(name);
  const answered = { ...item };
  for (const behaviour of apiBehaviour[name] ?? []) {
    if (behaviour.kind !== "items-below" || !("collection" in kind) || !appliesTo(behaviour, answered)) continue;
    const template = templateOf(apiOperations[name].host, [...kind.collection, "{id}", behaviour.collection]);
    const items = store.collection(`${itemPath}/${behaviour.collection.toLowerCase()}`).items();
    answered[behaviour.field] = items.map((below) => projected(below, template));
  }
  return answered;
}
