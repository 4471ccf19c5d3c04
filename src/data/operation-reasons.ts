/**
 * Why no resource or data function calls an operation of the API, each reason in the words the operations page shows
 * (docs/reference/operations.md); an operation given one of them is listed in uncovered-operations.ts.
 */
export const OPERATION_REASONS = {
  "written-otherwise": "What it writes is owned by the resource the note names, which writes it through another call.",
  "secret-reset": "Resets a key or password another resource reports: run it with the client, then refresh that resource.",
  "binary-body": "Sends a binary body the documents do not describe, and no read reports what it stored.",
  "file-answer": "Answers a file, where the client reads JSON.",
  "no-answer-body": "The documents give its answer no body: a function would have nothing to return.",
  "query-by-post": "A question sent as a POST, which only the client asks: data functions are the API's GET reads.",
  "operator-action": "An operator's act on what runs now (an instance, a pod, an attack), which no program declares.",
  "account-action": "An account action no program should run.",
} as const;

/** A reason of {@link OPERATION_REASONS}. */
export type OperationReason = keyof typeof OPERATION_REASONS;
