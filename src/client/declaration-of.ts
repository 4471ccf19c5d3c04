import { apiOperations, type ApiOperationName } from "../api/operations";
import type { OperationDeclaration } from "./operation-declaration";
import { areaDeclarations } from "./operations/declarations";

/** The generated declaration of an operation of the table; its area's declarations are loaded on first use. */
export function declarationOf(name: ApiOperationName): OperationDeclaration<unknown, unknown> {
  return (areaDeclarations[apiOperations[name].area]() as Record<string, OperationDeclaration<unknown, unknown>>)[name];
}
