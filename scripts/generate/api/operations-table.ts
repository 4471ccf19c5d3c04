import { generatedHeader } from "../generated-header";
import type { ApiOperation } from "./api-operations";

/** The module of the operations table, relative to the repository. */
export const OPERATIONS_TABLE_MODULE = "src/api/operations.ts";

/** The text of the operations table: every operation's facts, importing nothing. */
export function operationsTableSource(operations: ApiOperation[]): string {
  const rows = operations.map((operation) => {
    const facts = {
      area: operation.area,
      method: operation.method,
      path: operation.path,
      host: operation.host,
      key: operation.host === "video" ? "video" : "account",
      paging: operation.paging,
      answer: operation.answer.kind,
      ...(operation.pathCase && { pathCase: operation.pathCase }),
    };
    return `  ${JSON.stringify(operation.name)}: ${JSON.stringify(facts).replace(/"(\w+)":/g, "$1: ").replace(/,/g, ", ")},`;
  });
  return `${generatedHeader("spec/ and spec/corrections.json")}
/* eslint-disable @stylistic/max-len -- one operation per line */
import type { OperationFacts } from "./operation-facts";

/** Every operation of the API, by name (\`group.method\`, see CONTRIBUTING.md, "Operation names"). */
export const apiOperations = {
${rows.join("\n")}
} as const satisfies Record<string, OperationFacts>;
/* eslint-enable @stylistic/max-len -- the generated lines end here */

/** The name of an operation of the API. */
export type ApiOperationName = keyof typeof apiOperations;
`;
}
