import type { AreaName } from "../../spec/documents";
import { generatedHeader } from "../generated-header";
import { generatedModule } from "./generated-module";
import type { ApiOperation } from "./api-operations";
import { lowerCamel, segmentWords } from "./operation-names";
import { areaSchemas } from "./models";
import { describe, typeOf, zodOf } from "./schema-code";

/** The module of an area's operation declarations, relative to the repository. */
export function declarationsModule(area: AreaName): string {
  return `src/client/operations/${area}-declarations.ts`;
}

/** The module of an area's parameters types and group interfaces, relative to the repository. */
export function operationTypesModule(area: AreaName): string {
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
const SCHEMAS = "schemas.";

function parameterLines(operation: ApiOperation): { type: string[]; schema: string[] } {
  const type: string[] = [];
  const schema: string[] = [];
  for (const parameter of [...operation.pathParameters, ...operation.queryParameters]) {
    const optional = parameter.required ? "" : "?";
    type.push(`/** ${describe(parameter.schema)} */ ${key(parameter.name)}${optional}: ${typeOf(parameter.schema, MODELS)}`);
    schema.push(`${key(parameter.name)}: ${zodOf(parameter.schema, "request", SCHEMAS)}${parameter.required ? "" : ".optional()"}`);
  }
  if (operation.body?.kind === "binary") {
    const optional = operation.body.required ? "" : "?";
    type.push(`/** The file's content. */ body${optional}: StreamBody`);
    schema.push(`body: streamBody${operation.body.required ? "" : ".optional()"}`);
  } else if (operation.body?.kind === "text") {
    type.push(`/** The request's body, sent as it is (${operation.body.mediaType}). ${describe(operation.body.schema)} */ body: string`);
    schema.push(`body: ${zodOf(operation.body.schema, "request", SCHEMAS)}`);
  } else if (operation.body !== undefined) {
    const optional = operation.body.required ? "" : "?";
    type.push(`/** The request's body. ${describe(operation.body.schema)} */ body${optional}: ${typeOf(operation.body.schema, MODELS)}`);
    schema.push(`body: ${zodOf(operation.body.schema, "request", SCHEMAS)}${operation.body.required ? "" : ".optional()"}`);
  }
  return { type, schema };
}

function parenthesizedType(type: string): string {
  return /[|&]/.test(type) ? `(${type})` : type;
}

function answerType(operation: ApiOperation): string {
  return operation.answer.kind === "json" ? typeOf(operation.answer.schema, MODELS) : "void";
}

function answerSchema(operation: ApiOperation): string {
  return operation.answer.kind === "json" ? zodOf(operation.answer.schema, operation.answerSide, SCHEMAS) : "noBody";
}

/** Whether every parameter may be left out, so that the method may be called without any. */
function parametersOptional(operation: ApiOperation): boolean {
  const required = [...operation.pathParameters, ...operation.queryParameters].some((parameter) => parameter.required);
  return !required && !(operation.body !== undefined && (operation.body.kind !== "json" || operation.body.required));
}

function areaOperations(area: AreaName, all: ApiOperation[]): ApiOperation[] {
  return callableOperations(all).filter((operation) => operation.area === area);
}

/**
 * The text of `src/client/operations/<area>.ts`: the parameters type of each operation of the area and the interface
 * of each of its groups (the client's `client.<group>`).
 */
export function operationTypesSource(area: AreaName, all: ApiOperation[]): string {
  const operations = areaOperations(area, all);
  const lines: string[] = [];
  for (const operation of operations) {
    const { type } = parameterLines(operation);
    lines.push(`/** The parameters of \`${operation.name}\`: \`${operation.method} ${operation.path}\`. */`);
    lines.push(
      type.length === 0
        ? `export type ${parametersType(operation)} = Record<string, never>;`
        : `export interface ${parametersType(operation)} {\n${type.join(";\n")};\n}`,
    );
  }
  for (const group of new Set(operations.map((operation) => operation.group))) {
    lines.push("", `/** The operations of \`client.${group}\`. */`, `export interface ${groupInterface(group)} {`);
    for (const operation of operations.filter((candidate) => candidate.group === group)) {
      const method = operation.name.split(".")[1];
      const optional = parametersOptional(operation) ? "?" : "";
      lines.push(`  /** \`${operation.method} ${operation.path}\`. */`);
      lines.push(`  ${method}(parameters${optional}: ${parametersType(operation)}): Promise<${answerType(operation)}>;`);
      if (operation.pageItem === undefined) continue;
      const item = typeOf(operation.pageItem, MODELS);
      const pageParameters = `parameters${optional}: ${parametersType(operation)}, options?: PagesOptions`;
      lines.push(`  /** Every page of \`${operation.method} ${operation.path}\`, read as the iteration advances. */`);
      lines.push(`  ${method}Pages(${pageParameters}): AsyncIterable<${answerType(operation)}>;`);
      lines.push(`  /** The items of every page of \`${operation.method} ${operation.path}\`. */`);
      lines.push(`  ${method}All(${pageParameters}): Promise<${parenthesizedType(item)}[]>;`);
    }
    lines.push("}");
  }
  const text = lines.join("\n");
  const imports = [
    ...(text.includes("models.") ? [`import type * as models from "../../api/models/${area}";`] : []),
    ...(text.includes("PagesOptions") ? ['import type { PagesOptions } from "../pages-options";'] : []),
    ...(text.includes("StreamBody") ? ['import type { StreamBody } from "../stream-body";'] : []),
  ];
  return generatedModule(imports, text);
}

/**
 * The text of `src/client/operations/<area>-declarations.ts`: the declarations the client's methods are made from,
 * each built on its first read.
 */
export function declarationsSource(area: AreaName, all: ApiOperation[]): string {
  const operations = areaOperations(area, all);
  const lines = [`/** The declarations of the ${area} area's operations, by name. */`, `export const ${areaDeclarations(area)} = builtOnFirstRead({`];
  for (const operation of operations) {
    const { schema } = parameterLines(operation);
    const query = JSON.stringify(operation.queryParameters.map((parameter) => parameter.name));
    const sent = operation.body?.kind === "binary" ? ', "stream"' : operation.body?.kind === "text" ? `, ${JSON.stringify(operation.body.mediaType)}` : "";
    const types = `types.${parametersType(operation)}, ${answerType(operation)}`;
    lines.push(
      `  ${JSON.stringify(operation.name)}: () => declaration<${types}>(z.strictObject({ ${schema.join(", ")} }), ${query}, ${answerSchema(operation)}${sent}),`,
    );
  }
  lines.push("});");
  const text = lines.join("\n");
  const helpers = ["declaration", ...["noBody", "streamBody"].filter((helper) => text.includes(helper))];
  const imports = [
    'import { z } from "zod";',
    'import { builtOnFirstRead } from "../../api/built-on-first-read";',
    ...(text.includes("answerObject(") ? ['import { answerObject } from "../../api/answer-object";'] : []),
    ...(text.includes("schemas.") ? [`import { ${areaSchemas(area)} as schemas } from "../../api/schemas/${area}";`] : []),
    ...(text.includes("models.") ? [`import type * as models from "../../api/models/${area}";`] : []),
    `import { ${helpers.join(", ")} } from "../operation-declaration";`,
    `import type * as types from "./${area}";`,
  ];
  return generatedModule(imports, text);
}

/** The longest run of leading segments the paths of `operations` share: `/pullzone`, `/library/{libraryId}/videos`. */
function pathRoot(operations: ApiOperation[]): string {
  const paths = operations.map((operation) => operation.path.split("/"));
  const shared: string[] = [];
  for (let index = 0; paths.every((path) => index < path.length && path[index] === paths[0][index]); index++) shared.push(paths[0][index]);
  return shared.join("/") || "/";
}

/** The text of `src/client/operations/index.ts`: the interface of the client's groups (it names no zod). */
export function groupsIndexSource(areas: AreaName[], all: ApiOperation[]): string {
  const operations = callableOperations(all);
  const lines = [generatedHeader("spec/ and spec/corrections.json")];
  for (const area of areas) {
    const groups = [...new Set(operations.filter((operation) => operation.area === area).map((operation) => operation.group))];
    lines.push(`import type { ${groups.map(groupInterface).join(", ")} } from "./${area}";`);
  }
  const groups = [...new Set(operations.map((operation) => operation.group))].sort();
  lines.push("", "/** The client's groups of operations, by name. */", "export interface ApiGroups {");
  for (const group of groups) {
    const members = operations.filter((operation) => operation.group === group);
    lines.push(`  /** The ${members.length} operation${members.length === 1 ? "" : "s"} of the ${members[0].area} area under \`${pathRoot(members)}\`. */`);
    lines.push(`  ${group}: ${groupInterface(group)};`);
  }
  lines.push("}");
  return `${lines.join("\n")}\n`;
}

/**
 * The text of `src/client/operations/declarations.ts`: each area's declarations, loaded on the first call of one of
 * its operations (building an area's schemas takes time a program that never calls them should not pay).
 */
export function declarationsIndexSource(areas: AreaName[]): string {
  const lines = [generatedHeader("spec/ and spec/corrections.json"), "", "/** Each area's declarations, by operation name, loaded on first use. */"];
  lines.push("export const areaDeclarations = {");
  for (const area of areas) {
    const module = `./${area}-declarations`;
    lines.push(`  ${key(area)}: () =>\n    (require("${module}") as typeof import("${module}")).${areaDeclarations(area)},`);
  }
  lines.push("};");
  return `${lines.join("\n")}\n`;
}
