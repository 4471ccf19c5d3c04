import { apiBehaviour } from "../api/behaviour";
import { appliesTo } from "../api/field-behaviour";
import type { ApiOperationName } from "../api/operations";
import type { StoredObject, TableStore } from "./table-store";

/**
 * A stored object as the read `name` answers it: each field spec/corrections.json derives from the objects below it
 * (`items-below`: a DNS zone's records) filled in from the store. `itemPath` is where the object is kept
 * (`api:/dnszone/501`), its collections below it at `itemPath/<collection>`.
 */
export function asTheApiAnswers(name: ApiOperationName, item: StoredObject, itemPath: string, store: TableStore): StoredObject {
  const answered = { ...item };
  for (const behaviour of apiBehaviour[name] ?? []) {
    if (behaviour.kind === "items-below" && appliesTo(behaviour, answered)) {
      answered[behaviour.field] = store.items(`${itemPath}/${behaviour.collection.toLowerCase()}`);
    }
  }
  return answered;
}
