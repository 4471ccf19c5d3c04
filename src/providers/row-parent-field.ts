import type { ApiOperationName } from "../api/operations";
import type { CloudPlatformClient } from "../client";
import { writesUnderParent } from "../client/writes-under-parent";
import type { ProviderDefinition } from "./definition";
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

/**
 * `definition` with its update and delete made knowing the parent, where the row names its parent by a field of the
 * bodies: the client then makes their writes, which name the object alone, one at a time with the parent's other writes
 * (see `writesUnderParent`), its creates among them.
 */
export function withWritesUnderParent<Inputs extends object, Outputs extends object>(
  row: ResourceRow,
  definition: ProviderDefinition<Inputs, Outputs>,
): ProviderDefinition<Inputs, Outputs> {
  if (row.parentField === undefined) return definition;
  const parentOf = (id: string) => id.split("/")[0];
  const { update, delete: remove } = definition;
  return {
    ...definition,
    update: (client, id, olds, news) => writesUnderParent(parentOf(id), () => update(client, id, olds, news)),
    ...(remove !== undefined && {
      delete: (client: CloudPlatformClient, id: string, props: Outputs) =>
        writesUnderParent(parentOf(id), () => remove(client, id, props)),
    }),
  };
}
