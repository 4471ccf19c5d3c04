import type { AreaName } from "../../spec/documents";
import type { AreaSpec } from "../../spec/facts";
import { generatedHeader } from "../generated-header";
import type { ApiOperation } from "./api-operations";
import { describe, refName, schemaName, typeOf, zodOf, type SchemaSide, type SpecSchema } from "./schema-code";

/** The module of an area's models, relative to the repository. */
export function modelsModule(area: AreaName): string {
  return `src/api/models/${area}.ts`;
}

/** The names of the models `roots` refer to, directly or through other models. */
function reachable(roots: SpecSchema[], schemas: Record<string, SpecSchema>): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") {
        const name = refName(value);
        if (!found.has(name)) {
          found.add(name);
          if (schemas[name] === undefined) throw new Error(`a schema refers to ${name}, which spec/ does not have`);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  roots.forEach(visit);
  return found;
}

/** The schemas each side of an area's operations uses. */
function sides(operations: ApiOperation[]): Record<SchemaSide, SpecSchema[]> {
  return {
    request: operations.flatMap((operation) => [
      ...[...operation.pathParameters, ...operation.queryParameters].map((parameter) => parameter.schema),
      ...(operation.body?.kind === "json" ? [operation.body.schema] : []),
    ]),
    answer: operations.flatMap((operation) => (operation.answer.kind === "json" ? [operation.answer.schema] : [])),
  };
}

function typeDeclaration(area: string, name: string, schema: SpecSchema): string {
  const type = typeOf(schema);
  const doc = `/** The ${area} area's \`${name}\`. ${type.startsWith("{") ? "" : describe(schema)} */`.replace("  */", " */");
  return `${doc}\n${type.startsWith("{") && !schema.nullable ? `export interface ${name} ${type}` : `export type ${name} = ${type};`}`;
}

/** The text of `src/api/models/<area>.ts`: the type of every model the area's operations use, and its zod schemas. */
export function modelsSource(area: AreaSpec, operations: ApiOperation[]): string {
  const schemas = area.schemas as Record<string, SpecSchema>;
  const used = sides(operations.filter((operation) => operation.area === area.area));
  const bySide = { request: reachable(used.request, schemas), answer: reachable(used.answer, schemas) };
  const names = [...new Set([...bySide.request, ...bySide.answer])].sort();
  const lines = [
    generatedHeader("spec/ and spec/corrections.json"),
    "/* eslint-disable @stylistic/max-len -- one model per line */",
    'import { z } from "zod";',
    'import { answerObject } from "../answer-object";',
    "",
  ];
  for (const name of names) lines.push(typeDeclaration(area.area, name, schemas[name]));
  lines.push("");
  for (const side of ["request", "answer"] as const) {
    for (const name of [...bySide[side]].sort()) {
      lines.push(`/** The check of a${side === "answer" ? "n answer's" : " request's"} \`${name}\`. */`);
      lines.push(`export const ${schemaName(name, side)}: z.ZodType<${name}> = ${zodOf(schemas[name], side)};`);
    }
  }
  lines.push("/* eslint-enable @stylistic/max-len -- the generated lines end here */");
  return `${lines.join("\n")}\n`;
}
