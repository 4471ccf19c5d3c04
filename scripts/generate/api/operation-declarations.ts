import type { AreaName } from "../../spec/documents";
import { generatedHeader } from "../generated-header";
import type { ApiOperation } from "./api-operations";
import { lowerCamel, segmentWords } from "./operation-names";
import { typeOf, zodOf } from "./schema-code";

/** The module of an area's operation declarations, relative to the repository. */
export function declarationsModule(area: AreaName): string {
  return `src/client/operations/${area}.ts`;
}

/** The operations the client calls: those whose 2xx answer is JSON or nothing. */
export function callableOperations(operations: ApiOperation[]): ApiOperation[] {
  return operations.filter((operation) => operation.answer.kind !== "file");
}

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The name of an operation's parameters type: `PullZonesGetParameters`. */
function parametersType(operation: ApiOperation): string {
  return `${pascal(operation.group)}${pascal(operation.name.split(".")[1])}Parameters`;
}

/** The name of a group's interface: `PullZonesOperations`. */
export function groupInterface(group: string): string {
  return `${pascal(group)}Operations`;
}

/** The name of an area's declarations: `coreOperations`. */
export function areaDeclarations(area: AreaName): string {
  return `${lowerCamel(segmentWords(area))}Operations`;
}

function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

const MODELS = "models.";

function parameterLines(operation: ApiOperation): { type: string[]; schema: string[] } {
  const type: string[] = [];
  const schema: string[] = [];
  for (const parameter of [...operation.pathParameters, ...operation.queryParameters]) {
    const optional = parameter.required ? "" : "?";
    type.push(`${key(parameter.name)}${optional}: ${typeOf(parameter.schema, MODELS)}`);
    schema.push(`${key(parameter.name)}: ${zodOf(parameter.schema, "request", MODELS)}${parameter.required ? "" : ".optional()"}`);
  }
  if (operation.body?.kind === "binary") {
    type.push("body: StreamBody");
    schema.push("body: streamBody");
  } else if (operation.body !== undefined) {
    const optional = operation.body.required ? "" : "?";
    type.push(`body${optional}: ${typeOf(operation.body.schema, MODELS)}`);
    schema.push(`body: ${zodOf(operation.body.schema, "request", MODELS)}${operation.body.required ? "" : ".optional()"}`);
  }
  return { type, schema };
}

function answerType(operation: ApiOperation): string {
  return operation.answer.kind === "json" ? typeOf(operation.answer.schema, MODELS) : "void";
}

function answerSchema(operation: ApiOperation): string {
  return operation.answer.kind === "json" ? zodOf(operation.answer.schema, "answer", MODELS) : "noBody";
}

/** Whether every parameter may be left out, so that the method may be called without any. */
function parametersOptional(operation: ApiOperation): boolean {
  const required = [...operation.pathParameters, ...operation.queryParameters].some((parameter) => parameter.required);
  return !required && !(operation.body !== undefined && (operation.body.kind === "binary" || operation.body.required));
}

/** The header and imports of an area's declarations, whose text is `text`. */
function imports(operations: ApiOperation[], text: string): string[] {
  const streamed = operations.some((operation) => operation.body?.kind === "binary");
  const helpers = ["declaration", ...(text.includes("noBody") ? ["noBody"] : []), ...(streamed ? ["streamBody"] : [])];
  return [
    generatedHeader("spec/ and spec/corrections.json"),
    "/* eslint-disable @stylistic/max-len -- one declaration per line */",
    'import { z } from "zod";',
    ...(text.includes("answerObject(") ? ['import { answerObject } from "../../api/answer-object";'] : []),
    ...(text.includes("models.") ? [`import * as models from "../../api/models/${operations[0].area}";`] : []),
    `import { ${helpers.join(", ")} } from "../operation-declaration";`,
    ...(streamed ? ['import type { StreamBody } from "../request";'] : []),
  ];
}

/**
 * The text of `src/client/operations/<area>.ts`: the parameters type of each operation, the interface of each group
 * (the client's `client.<group>`), and the declarations the client's methods are made from.
 */
export function declarationsSource(area: AreaName, all: ApiOperation[]): string {
  const operations = callableOperations(all).filter((operation) => operation.area === area);
  const groups = [...new Set(operations.map((operation) => operation.group))];
  const lines = [""];
  for (const operation of operations) {
    const { type } = parameterLines(operation);
    lines.push(`/** The parameters of \`${operation.name}\`: \`${operation.method} ${operation.path}\`. */`);
    lines.push(
      type.length === 0
        ? `export type ${parametersType(operation)} = Record<string, never>;`
        : `export interface ${parametersType(operation)} { ${type.join("; ")} }`,
    );
  }
  for (const group of groups) {
    lines.push("", `/** The operations of \`client.${group}\`. */`, `export interface ${groupInterface(group)} {`);
    for (const operation of operations.filter((candidate) => candidate.group === group)) {
      const method = operation.name.split(".")[1];
      const optional = parametersOptional(operation) ? "?" : "";
      lines.push(`  /** \`${operation.method} ${operation.path}\`. */`);
      lines.push(`  ${method}(parameters${optional}: ${parametersType(operation)}): Promise<${answerType(operation)}>;`);
    }
    lines.push("}");
  }
  lines.push("", `/** The declarations of the ${area} area's operations, by name. */`, `export const ${areaDeclarations(area)} = {`);
  for (const operation of operations) {
    const { schema } = parameterLines(operation);
    const query = JSON.stringify(operation.queryParameters.map((parameter) => parameter.name));
    lines.push(
      `  ${JSON.stringify(operation.name)}: declaration<${parametersType(operation)}, ${answerType(operation)}>(z.strictObject({ ${schema.join(", ")} }), ${query}, ${answerSchema(operation)}${operation.body?.kind === "binary" ? ", true" : ""}),`,
    );
  }
  lines.push("};", "/* eslint-enable @stylistic/max-len -- the generated lines end here */");
  return `${imports(operations, lines.join("\n")).join("\n")}\n${lines.join("\n")}\n`;
}

/** The text of `src/client/operations/index.ts`: every group's interface, and every area's declarations. */
export function declarationsIndexSource(areas: AreaName[], all: ApiOperation[]): string {
  const operations = callableOperations(all);
  const lines = [generatedHeader("spec/ and spec/corrections.json")];
  for (const area of areas) {
    const groups = [...new Set(operations.filter((operation) => operation.area === area).map((operation) => operation.group))];
    lines.push(`import { ${areaDeclarations(area)}, type ${groups.map(groupInterface).join(", type ")} } from "./${area}";`);
  }
  const groups = [...new Set(operations.map((operation) => operation.group))].sort();
  lines.push("", "/** The client's groups of operations, by name. */", "export interface ApiGroups {");
  for (const group of groups) lines.push(`  ${group}: ${groupInterface(group)};`);
  lines.push("}", "", "/** Every callable operation's declaration, by name. */", "export const operationDeclarations = {");
  for (const area of areas) lines.push(`  ...${areaDeclarations(area)},`);
  lines.push("};");
  return `${lines.join("\n")}\n`;
}
