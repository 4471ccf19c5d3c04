import { apiOperations } from "../../../src/api/operations";
import { OPERATION_REASONS, type OperationReason } from "../../../src/data/operation-reasons";
import { OPERATION_ROLES } from "../../../src/providers/operation-uses";
import { moduleName } from "../resource-sources";
import { code, generatedMarkdownHeader, table } from "./markdown";
import type { OperationCoverage } from "./operation-coverage";

const HEADER = generatedMarkdownHeader(
  "the operations table, the resource and data function definitions and src/data/uncovered-operations.ts",
);

/** The areas of the API, in the table's order, with their section titles. */
const AREAS: Record<string, string> = {
  core: "Core (`api.bunny.net`)",
  "container-apps": "Magic Containers (`api.bunny.net/mc`)",
  shield: "Shield (`api.bunny.net/shield`)",
  video: "Stream (`video.bunnycdn.com`)",
};

/** The page of every operation of the API and what covers it, grouped by area, the reasons and roles above. */
export function operationsPage(coverage: readonly OperationCoverage[]): string {
  const byResource = coverage.filter((row) => row.resources.length > 0);
  const byFunction = coverage.filter((row) => row.resources.length === 0 && row.functions.length > 0);
  const byClient = coverage.filter((row) => row.uncovered !== undefined);
  const reasonCount = (reason: OperationReason) => byClient.filter((row) => row.uncovered!.reason === reason).length;
  const areas = Object.entries(AREAS).flatMap(([area, title]) => {
    const rows = coverage.filter((row) => apiOperations[row.operation].area === area);
    return [`## ${title}`, table(["operation", "request", "covered by"], rows.map(operationRow))];
  });
  return `${[
    HEADER,
    "# API operations",
    "[Reference index](README.md)",
    "Every operation of the API's published documents, as the client names it, and what covers it: the resources " +
      "that call it, each with its roles; the data functions that read it; or the client alone (every operation is a " +
      "method of `CloudPlatformClient`, see [the client guide](../guides/client-and-simulator.md)), with the reason " +
      "no resource or function calls it.",
    table(
      ["covered by", "operations"],
      [
        ["a resource", String(byResource.length)],
        ["a data function alone", String(byFunction.length)],
        ["the client alone", String(byClient.length)],
        ["in all", String(coverage.length)],
      ],
    ),
    "## Roles",
    "What a resource calls an operation for:",
    table(
      ["role", "what the resource does with it"],
      Object.entries(OPERATION_ROLES).map(([role, words]) => [code(role), words]),
    ),
    "## Reasons",
    "Why the client alone covers an operation (a note beside the operation says more where the reason needs it):",
    table(
      ["reason", "what it means", "operations"],
      (Object.entries(OPERATION_REASONS) as [OperationReason, string][]).map(([reason, words]) => [
        code(reason),
        words,
        String(reasonCount(reason)),
      ]),
    ),
    ...areas,
  ].join("\n\n")}\n`;
}

function operationRow(row: OperationCoverage): string[] {
  const facts = apiOperations[row.operation];
  return [code(row.operation), code(`${facts.method} ${facts.path}`), coveredBy(row)];
}

function coveredBy(row: OperationCoverage): string {
  if (row.uncovered !== undefined) {
    const note = row.uncovered.note === undefined ? "" : `: ${row.uncovered.note}`;
    return `the client alone, ${code(row.uncovered.reason)}${note}`;
  }
  return [
    ...row.resources.map(({ name, roles }) => `[${name}](resources/${moduleName(name)}.md) ${roles.join(", ")}`),
    ...row.functions.map((name) => `[${name}](functions/${moduleName(name)}.md)`),
  ].join("; ");
}
