import type { ApiOperationName } from "../api/operations";
import { objectListOf, type ResourceRow } from "./metadata/row";
import { proofListUse, type OperationUse, type OperationRole } from "./operation-uses";

/** Every operation a row names, with the role its provider calls it in, and the list that proves its 404s; each once. */
export function rowOperationUses(row: ResourceRow): OperationUse[] {
  const parentParts = [...row.id.matchAll(/\{(\w+)\}/g)].slice(0, -1).map((match) => match[0]);
  const use =
    (role: OperationRole) =>
    (operation: ApiOperationName | undefined): OperationUse[] =>
      operation === undefined ? [] : [{ operation, role }];
  const uses = [
    ...use("create")(row.create),
    ...use("read")(row.read),
    ...use("update")(row.update),
    ...use("delete")(row.delete),
    ...use("list")(row.list),
    ...use("adopt")(row.adoptBy?.read),
    ...Object.values(row.switches ?? {}).flatMap((calls) => [...use("switch")(calls.on), ...use("switch")(calls.off)]),
    ...Object.values(row.setBy ?? {}).flatMap(use("set")),
    ...Object.values(row.itemCalls ?? {}).flatMap((calls) => [...use("item")(calls.add), ...use("item")(calls.remove)]),
    ...use("write-only")(row.writeOnlyCall?.operation),
    ...use("write-only")(row.writeOnlyCall?.remove),
    ...use("write-only")(row.writeOnlyCall?.first?.operation),
    proofListUse(objectListOf(row, parentParts).kind),
  ];
  return uses.filter((one, index) => uses.findIndex((other) => other.operation === one.operation && other.role === one.role) === index);
}
