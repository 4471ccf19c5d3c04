// The input of a row's object field (see ResourceRow.objectField): the object's own id, which every call names it by.
import type { ApiOperationName } from "../api/operations";
import type { ResourceRow } from "./metadata/row";
import { converted, lowerCamel, type RowField } from "./row-fields";
import { parameterShape, pathParameters } from "./row-operations";

/**
 * `field` as an input: where it is the row's object field, required and never empty, whatever its model says, and named
 * as the id's last part, `ownIdPart` (a log forwarding's `app` is its `appId`).
 */
export function asObjectFieldInput<Field extends RowField>(row: ResourceRow, field: Field, ownIdPart: string): Field {
  if (field.api !== row.objectField) return field;
  // A model that refuses the empty text already (a hostname's least length) says so once, in its own words.
  const schema = field.schema.safeParse("").success
    ? field.schema.refine((value) => value !== "", { message: "must not be empty: it is the object's own id" })
    : field.schema;
  return { ...field, property: ownIdPart, required: true, schema };
}

/**
 * The input of the row's object field as the parameter of `operation`'s path (a custom page's `pageType`), for a row
 * whose create's body has no such field: the parameter's check, a text enum served under the name the row's
 * `objectTypes` gives `<operation>.<parameter>`; undefined where the row has no object field or the path does not take it.
 */
export function pathObjectFieldInput(row: ResourceRow, operation: ApiOperationName, ownIdPart: string): RowField | undefined {
  const parameter = row.objectField === undefined ? undefined : lowerCamel(row.objectField);
  if (parameter === undefined || !pathParameters(operation).includes(parameter)) return undefined;
  const key = `${operation}.${parameter}`;
  const { schema, codec } = converted(parameterShape(operation)[parameter], `${row.name} (${key})`, (name) => row.objectTypes?.[name], key);
  return asObjectFieldInput(row, { api: row.objectField!, property: parameter, required: true, schema, codec }, ownIdPart);
}
