import type { z } from "zod";
import type { ApiOperationName } from "../api/operations";
import type { CloudPlatformClient } from "../client";
import { declarationOf } from "../client/declaration-of";
import { definitionOf } from "./row-fields";
import { callOperation, type ApiObject } from "./row-operations";

/** A field that reports how the request went (`error`, `errorResponse`), which the client has already checked. */
export function isErrorReport(field: string): boolean {
  return /^error(response)?$/i.test(field);
}

/**
 * The `data` field of an answer model that wraps its content in one beside its report of how the request went (the
 * shield area's `{data, error}`), else undefined.
 */
export function envelopeData(answer: z.ZodType): z.ZodType | undefined {
  const def = definitionOf(answer);
  if (def.type !== "object") return undefined;
  const shape = def.shape as Record<string, z.ZodType>;
  const others = Object.keys(shape).filter((field) => field !== "data");
  const isStatus = (field: string) => isErrorReport(field) || /^(statuscode|success)$/i.test(field);
  return "data" in shape && others.every(isStatus) ? shape.data : undefined;
}

/** The model of what an operation answers: its envelope's `data` where it has one, else the whole answer. */
export function contentModel(operation: ApiOperationName): z.ZodType {
  const answer = declarationOf(operation).answer;
  return envelopeData(answer) ?? answer;
}

/** Calls an operation by its table name and gives what it answers: its envelope's `data` where it has one. */
export async function callForContent(
  client: CloudPlatformClient,
  operation: ApiOperationName,
  parameters: Record<string, unknown>,
): Promise<ApiObject> {
  const answer = await callOperation(client, operation, parameters);
  return envelopeData(declarationOf(operation).answer) === undefined ? answer : ((answer.data ?? {}) as ApiObject);
}
