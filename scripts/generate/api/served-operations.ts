import type { AreaName } from "../../spec/documents";
import type { AreaSpec } from "../../spec/facts";
import type { ApiOperation, ApiParameter } from "./api-operations";
import { answerDefault } from "./answer-defaults";
import { generatedModule } from "./generated-module";
import { areaSchemas } from "./models";
import { zodOf, type SpecSchema } from "./schema-code";

/** The module of what the simulator needs of an area's operations, relative to the repository. */
export function servedModule(area: AreaName): string {
  return `src/api/served/${area}.ts`;
}

function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

/** The schema a parameter's refers to, through a `$ref` or a `oneOf` of one. */
function resolved(schema: SpecSchema, schemas: Record<string, SpecSchema>): SpecSchema {
  if (schema.oneOf?.length === 1) return resolved(schema.oneOf[0], schemas);
  return schema.$ref === undefined ? schema : schemas[schema.$ref.slice(schema.$ref.lastIndexOf("/") + 1)];
}

/** Whether a path or query parameter's value is read from its text as a number or a boolean before it is checked. */
function readFromText(schema: SpecSchema, schemas: Record<string, SpecSchema>): boolean {
  const target = resolved(schema, schemas);
  if (target.enum !== undefined) return target.enum.some((value) => typeof value !== "string");
  return target.type === "integer" || target.type === "number" || target.type === "boolean";
}

/** A parameter's check as its text arrives: numbers and booleans read from text, a list from one or more values. */
function parameterCheck(schema: SpecSchema, schemas: Record<string, SpecSchema>): string {
  const target = resolved(schema, schemas);
  if (target.type === "array" && target.items !== undefined && schema.$ref === undefined) {
    const items = parameterCheck(target.items, schemas);
    return `listFromText(z.array(${items}))${target.nullable === true ? ".nullable()" : ""}`;
  }
  const check = zodOf(schema, "request", "schemas.");
  return readFromText(schema, schemas) ? `fromText(${check})` : check;
}

function parameterSchema(parameter: ApiParameter, schemas: Record<string, SpecSchema>): string {
  return `${key(parameter.name)}: ${parameterCheck(parameter.schema, schemas)}${parameter.required ? "" : ".optional()"}`;
}

function servedLine(operation: ApiOperation, schemas: Record<string, SpecSchema>): string {
  const fields = [...operation.pathParameters, ...operation.queryParameters].map((parameter) => parameterSchema(parameter, schemas));
  if (operation.body?.kind === "json") {
    fields.push(`body: ${zodOf(operation.body.schema, "request", "schemas.")}${operation.body.required ? "" : ".optional()"}`);
  }
  if (operation.body?.kind === "text") fields.push(`body: ${zodOf(operation.body.schema, "request", "schemas.")}`);
  const facts = [
    `status: ${operation.successStatus}`,
    `body: ${JSON.stringify(operation.body?.kind ?? "none")}`,
    `query: ${JSON.stringify(operation.queryParameters.map((parameter) => parameter.name))}`,
    `parameters: z.strictObject({ ${fields.join(", ")} })`,
  ];
  if (operation.answer.kind === "json") facts.push(`answer: ${JSON.stringify(answerDefault(operation.answer.schema, schemas))}`);
  if (operation.pageItem !== undefined) facts.push(`item: ${JSON.stringify(answerDefault(operation.pageItem, schemas))}`);
  return `  ${JSON.stringify(operation.name)}: { ${facts.join(", ")} },`;
}

/**
 * The text of `src/api/served/<area>.ts`: per operation, the status of its 2xx answer, how its body comes, the names
 * of its query parameters, the check of its parameters as they arrive (path and query as text, the body as JSON or as
 * its text), and
 * the answer the API gives for an object whose fields were never set (and for a paged list, for one of its items).
 */
export function servedSource(area: AreaSpec, operations: ApiOperation[]): string {
  const schemas = area.schemas as Record<string, SpecSchema>;
  const lines = operations.filter((operation) => operation.area === area.area).map((operation) => servedLine(operation, schemas));
  const imports = [
    'import { z } from "zod";',
    ...textReaders(lines),
    'import type { ServedOperation } from "../served-operation";',
    `import { ${areaSchemas(area.area)} as schemas } from "../schemas/${area.area}";`,
  ];
  const text = `/** What the simulator needs of the ${area.area} area's operations, by name. */
export const ${camel(area.area)}Served: Record<string, ServedOperation> = {
${lines.join("\n")}
};`;
  return generatedModule(imports, text);
}

/** The import of the readers of parameter text the lines use, if any. */
function textReaders(lines: string[]): string[] {
  const used = ["fromText", "listFromText"].filter((reader) => lines.some((line) => line.includes(`${reader}(`)));
  return used.length === 0 ? [] : [`import { ${used.join(", ")} } from "../parameter-text";`];
}

function camel(area: string): string {
  return area.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}
