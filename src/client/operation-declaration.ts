import { z } from "zod";
import type { StreamBody } from "./stream-body";

/**
 * What the client knows of an operation beyond the operations table: its parameters' schema (path, query and `body`,
 * checked before any call), which of them go in the query, and the schema of its 2xx answer.
 */
export interface OperationDeclaration<Parameters, Answer> {
  parameters: z.ZodType<Parameters>;
  query: readonly string[];
  answer: z.ZodType<Answer>;
  /**
   * How the body is sent: `json`; `stream`, a file's content; or a text media type (`text/html`), the body's text sent
   * as it is.
   */
  sent: OperationBody;
}

/** How an operation's body is sent (see {@link OperationDeclaration.sent}). */
export type OperationBody = "json" | "stream" | `text/${string}`;

/** Declares an operation; its parameters' and answer's types are the generated ones. */
export function declaration<Parameters, Answer>(
  parameters: z.ZodType,
  query: readonly string[],
  answer: z.ZodType,
  sent: OperationBody = "json",
): OperationDeclaration<Parameters, Answer> {
  return { parameters, query, answer, sent } as OperationDeclaration<Parameters, Answer>;
}

/** The answer of an operation documented without a body: whatever it holds is not the caller's. */
export const noBody = z.unknown().transform((): void => undefined);

/** A streamed body's parameter: content opened from its start for every attempt. */
export const streamBody = z.custom<StreamBody>(
  (value) => typeof value === "object" && value !== null && typeof (value as StreamBody).open === "function",
  { message: "must be a streamed body: an object with an open() that returns a readable stream" },
);
