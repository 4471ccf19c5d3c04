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
    };
    return `  ${JSON.stringify(operation.name)}: ${JSON.stringify(facts).replace(/"(\w+)":/g, "$1: ").replace(/,/g, ", ")},`;
  });
  return `${generatedHeader("spec/ and spec/corrections.json")}
/* eslint-disable @stylistic/max-len -- one operation per line */

/** Where an operation is served and how: the facts the client and the simulator share. */
export interface OperationFacts {
  /** The area of the API, whose error bodies and 2xx failures the operation's answers follow. */
  area: "core" | "container-apps" | "shield" | "video";
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Below the host's base address; each \`{name}\` is one segment, the parameter of that name. */
  path: string;
  /** The account API (\`baseUrl\`) or the video API (\`videoUrl\`). */
  host: "api" | "video";
  /** The key the call sends: the account's or the video library's. */
  key: "account" | "video";
  /** How the list pages, or \`none\`. */
  paging: "none" | "core-items" | "core-array" | "cursor" | "shield-data" | "video-items" | "continuation";
  /** What a 2xx answer holds: JSON, nothing, or a file. */
  answer: "json" | "none" | "file";
}

/** Every operation of the API, by name (\`group.method\`, see CONTRIBUTING.md, "Operation names"). */
export const apiOperations = {
${rows.join("\n")}
} as const satisfies Record<string, OperationFacts>;
/* eslint-enable @stylistic/max-len -- the generated lines end here */

/** The name of an operation of the API. */
export type ApiOperationName = keyof typeof apiOperations;
`;
}
