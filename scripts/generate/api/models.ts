import type { AreaName } from "../../spec/documents";
import type { AreaSpec } from "../../spec/facts";
import { generatedModule } from "./generated-module";
import { lowerCamel, segmentWords } from "./operation-names";
import { answerSide, type ApiOperation } from "./api-operations";
import { describe, enumNames, refName, schemaName, typeOf, zodOf, type SpecSchema } from "./schema-code";

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
function sides(operations: ApiOperation[]): Record<"request" | "answer", SpecSchema[]> {
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
  const isObject = type.startsWith("{");
  const doc = `/** ${[`The ${area} area's \`${name}\`.`, ...(isObject ? [] : [describe(schema)])].join(" ")} */`;
  return `${doc}\n${isObject && !schema.nullable ? `export interface ${name} ${type}` : `export type ${name} = ${type};`}`;
}

/** The models each side of an area's operations uses, and all of them by name. */
function usedModels(area: AreaSpec, operations: ApiOperation[]) {
  const schemas = area.schemas as Record<string, SpecSchema>;
  const used = sides(operations.filter((operation) => operation.area === area.area));
  const bySide = { request: reachable(used.request, schemas), answer: reachable(used.answer, schemas) };
  return { schemas, bySide, names: [...new Set([...bySide.request, ...bySide.answer])].sort() };
}

/**
 * The text of `src/api/models/<area>.ts`: the type of every model the area's operations use. It imports nothing, so
 * that the client's public types name no zod.
 */
export function modelsSource(area: AreaSpec, operations: ApiOperation[]): string {
  const { schemas, names } = usedModels(area, operations);
  return generatedModule([], names.map((name) => typeDeclaration(area.area, name, schemas[name])).join("\n"));
}

/** The module of an area's zod schemas, relative to the repository. */
export function schemasModule(area: AreaName): string {
  return `src/api/schemas/${area}.ts`;
}

/**
 * The metadata a model's zod schema carries, for code that walks the schemas (the resources made from metadata): the
 * model's name, and an integer enum's names in the order of its values.
 */
function modelMeta(name: string, schema: SpecSchema): string {
  const names = schema.enum === undefined ? undefined : enumNames(schema);
  return `.meta(${JSON.stringify(names === undefined ? { model: name } : { model: name, enumNames: names })})`;
}

/** The name of an area's schemas: `containerAppsSchemas`. */
export function areaSchemas(area: AreaName): string {
  return `${lowerCamel(segmentWords(area))}Schemas`;
}

/**
 * The text of `src/api/schemas/<area>.ts`: the zod schemas of each model, for a request and for an answer, each built
 * on its first read.
 */
export function schemasSource(area: AreaSpec, operations: ApiOperation[]): string {
  const { schemas, bySide } = usedModels(area, operations);
  const imports = [
    'import { z } from "zod";',
    'import { answerObject } from "../answer-object";',
    'import { builtOnFirstRead } from "../built-on-first-read";',
    `import type * as models from "../models/${area.area}";`,
  ];
  const own = areaSchemas(area.area);
  const lines = [`/** The zod schemas of the ${area.area} area's models, by name. */`, `export const ${own} = builtOnFirstRead({`];
  for (const side of ["request", "answer"] as const) {
    for (const name of [...bySide[side]].sort()) {
      lines.push(`  /** The check of a${side === "answer" ? "n answer's" : " request's"} \`${name}\`. */`);
      const checked = side === "answer" ? answerSide(area) : side;
      const schema = `${zodOf(schemas[name], checked, `${own}.`)}${modelMeta(name, schemas[name])}`;
      lines.push(`  ${schemaName(name, side)}: (): z.ZodType<models.${name}> => ${schema},`);
    }
  }
  lines.push("});");
  return generatedModule(imports, lines.join("\n"));
}
