import { Readable } from "node:stream";
import type { SpecSchema } from "../../scripts/generate/api/schema-code";
import { apiOperations, type ApiOperationName } from "../../src/api/operations";
import { sampleOf } from "./spec-samples";
import { specOperation } from "./table-requests";

type Content = Record<string, { schema?: SpecSchema }>;

/**
 * The parameters of a client's call of an operation, built from spec/: every path and query parameter by its name in
 * the table, as the client types it, and the body (a file's bytes as the client takes them; a text body as its string).
 */
export function clientParameters(name: ApiOperationName): Record<string, unknown> {
  const { operation, schemas } = specOperation(name);
  const parameters: Record<string, unknown> = {};
  const tableNames = [...apiOperations[name].path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const wireNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  for (const parameter of (operation.parameters ?? []) as { name: string; in: string; schema?: SpecSchema }[]) {
    const value = sampleOf(parameter.schema ?? { type: "string" }, schemas);
    if (parameter.in === "path") parameters[tableNames[wireNames.indexOf(parameter.name)]] = value;
    if (parameter.in === "query") parameters[parameter.name] = value;
  }
  const content = (operation.requestBody as { content?: Content } | undefined)?.content;
  if (content?.["application/octet-stream"] !== undefined) {
    parameters.body = { open: () => Readable.from([Buffer.from("content")]), bytes: 7 };
  } else if (content !== undefined) {
    const type = Object.keys(content).find((candidate) => /json/.test(candidate) && content[candidate].schema !== undefined);
    const textType = Object.keys(content).find((candidate) => candidate.startsWith("text/") && !/json/.test(candidate));
    const sampled = type ?? textType;
    if (sampled !== undefined) parameters.body = sampleOf(content[sampled].schema!, schemas);
  }
  return parameters;
}
