// The input of a row's object field (see ResourceRow.objectField): the object's own id, which every call names it by.
import type { ResourceRow } from "./metadata/row";
import type { RowField } from "./row-fields";

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
