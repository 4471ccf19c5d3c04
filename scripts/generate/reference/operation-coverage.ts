import { apiOperations, type ApiOperationName } from "../../../src/api/operations";
import { dataFunctions } from "../../../src/data/definitions";
import type { UncoveredOperation } from "../../../src/data/uncovered-operations";
import { resourceDefinitions } from "../../../src/providers";
import type { OperationRole, OperationUse } from "../../../src/providers/operation-uses";

/** What calls the operations: the resources and the data functions, each with the operations it declares. */
export interface OperationCallers {
  resources: readonly { name: string; operations: readonly OperationUse[] }[];
  functions: Readonly<Record<string, { operations: readonly string[] }>>;
}

/** The package's resources and data functions, as callers of the operations. */
export function operationCallers(): OperationCallers {
  return { resources: resourceDefinitions, functions: dataFunctions };
}

/** One operation of the table and what covers it, or why nothing does. */
export interface OperationCoverage {
  operation: ApiOperationName;
  /** The resources that call it, each with its roles in the order declared. */
  resources: { name: string; roles: OperationRole[] }[];
  /** The data functions that call it. */
  functions: string[];
  /** Why nothing calls it, from the hand table; undefined for an operation something calls. */
  uncovered?: UncoveredOperation;
}

/** Every operation of the table, in its order, with what covers it. */
export function operationCoverage(
  callers: OperationCallers,
  uncovered: Partial<Record<string, UncoveredOperation>>,
): OperationCoverage[] {
  return (Object.keys(apiOperations) as ApiOperationName[]).map((operation) => {
    const resources = callers.resources
      .map(({ name, operations }) => ({
        name,
        roles: [...new Set(operations.filter((use) => use.operation === operation).map((use) => use.role))],
      }))
      .filter((resource) => resource.roles.length > 0);
    const functions = Object.entries(callers.functions)
      .filter(([, definition]) => definition.operations.includes(operation))
      .map(([name]) => name);
    return { operation, resources, functions, uncovered: uncovered[operation] };
  });
}

/**
 * What is wrong with the coverage, one line per fault naming the operation: an operation nothing calls and the hand
 * table leaves out; one the table gives a reason though something calls it (a stale reason); one the table or a caller
 * names that the operations table does not have.
 */
export function coverageFaults(callers: OperationCallers, uncovered: Partial<Record<string, UncoveredOperation>>): string[] {
  const known = new Set<string>(Object.keys(apiOperations));
  const unknownCalls = [
    ...callers.resources.flatMap(({ name, operations }) => operations.map((use) => [name, use.operation] as const)),
    ...Object.entries(callers.functions).flatMap(([name, { operations }]) => operations.map((operation) => [name, operation] as const)),
  ]
    .filter(([, operation]) => !known.has(operation))
    .map(([name, operation]) => `${operation}: called by ${name}, but the operations table has no such operation`);
  const unknownReasons = Object.keys(uncovered)
    .filter((operation) => !known.has(operation))
    .map((operation) => `${operation}: given a reason in uncovered-operations.ts, but the operations table has no such operation`);
  const tableFaults = operationCoverage(callers, uncovered).flatMap((row) => {
    const callerNames = [...row.resources.map((resource) => resource.name), ...row.functions];
    if (callerNames.length === 0 && row.uncovered === undefined) {
      return [`${row.operation}: no resource or data function calls it, and uncovered-operations.ts gives no reason`];
    }
    if (callerNames.length > 0 && row.uncovered !== undefined) {
      return [`${row.operation}: called by ${callerNames.join(", ")}, yet uncovered-operations.ts gives it a reason (stale)`];
    }
    return [];
  });
  return [...tableFaults, ...unknownCalls, ...unknownReasons];
}
