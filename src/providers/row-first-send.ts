import type { ApiOperationName } from "../api/operations";

// The operation that sends a row's write-only inputs to an object that holds none of them yet, where the API has one
// of its own for that (a shield zone's first OpenAPI document is a POST, the next ones a PATCH).

/** Where a row's write-only inputs are sent by another operation while the object holds none (see RowWriteOnlyCall.first). */
export interface RowFirstSend {
  /** The operation that sends them to an object that holds none yet. */
  operation: ApiOperationName;
  /** The field of the read's answer, by the API's name, that is set (neither null nor empty) once the object holds them. */
  heldWhenSet: string;
}

/**
 * The operation that sends a row's write-only inputs: `first`'s while the object's `reported` field (as the last read
 * answered it) is unset, else `operation`.
 */
export function sendingOperation(
  operation: ApiOperationName,
  first: RowFirstSend | undefined,
  reported: (api: string) => unknown,
): ApiOperationName {
  if (first === undefined) return operation;
  const held = reported(first.heldWhenSet);
  return held === undefined || held === null || held === "" ? first.operation : operation;
}
