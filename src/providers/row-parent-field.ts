import type { ApiOperationName } from "../api/operations";
import type { ResourceRow } from "./metadata/row";
import { toApi } from "./row-fields";
import type { ApiObject } from "./row-operations";

/**
 * The parts of an object's id (or their names) that `operation`'s path takes, in order. Where the row names its parent
 * by a field of the bodies (see {@link ResourceRow.parentField}), the parent's list takes the parent's id, and every
 * other call names the object by its own id alone.
 */
export function idsInPath<Part>(row: ResourceRow, operation: ApiOperationName, ids: readonly Part[]): readonly Part[] {
  return row.parentField === undefined || operation === row.list ? ids : ids.slice(1);
}

/** The create's `body`, with the parent's integer id in the row's parent field where it has one. */
export function withParentField(row: ResourceRow, body: ApiObject, parents: readonly string[]): ApiObject {
  return row.parentField === undefined ? body : { [row.parentField]: toApi(parents[0], { kind: "id" }), ...body };
}
