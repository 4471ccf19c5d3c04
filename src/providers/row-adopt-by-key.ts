import { apiOperations, type ApiOperationName } from "../api/operations";
import type { CloudPlatformClient } from "../client";
import { ApiError } from "../errors";
import { pathParameters, type ApiObject, type callOperation } from "./row-operations";

/** The read by which a row's create finds the object the API already made for its parent (see ResourceRow.adoptBy). */
export interface RowAdoptBy {
  /** The read: its one path parameter takes the value of {@link field}; its 404 says there is none. */
  read: ApiOperationName;
  /** The field of the create's body whose value the read is given (a shield zone's `pullZoneId`). */
  field: string;
  /** Why the API may have made one, as the docs tell it. */
  reason: string;
}

/** The object the read by key finds for the create's `body`; undefined on the read's own 404. */
export async function foundByKey(
  call: typeof callOperation,
  client: CloudPlatformClient,
  adoptBy: RowAdoptBy,
  body: Record<string, unknown>,
): Promise<ApiObject | undefined> {
  const [parameter] = pathParameters(adoptBy.read);
  try {
    return await call(client, adoptBy.read, { [parameter]: body[adoptBy.field] });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** The documentation line of a row that adopts by key. */
export function adoptedByKeyLine(adoptBy: RowAdoptBy, name: string): string {
  return (
    `adopted: the create first reads \`${apiOperations[adoptBy.read].method} ${apiOperations[adoptBy.read].path}\` with the ` +
    `declared \`${adoptBy.field}\`; a ${name} found there is taken over with no create call and given the declared fields ` +
    `it lacks by an update, as ${adoptBy.reason}; its 404 lets the create make one.`
  );
}
