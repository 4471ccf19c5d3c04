import { pathStartsWith } from "../../spec/corrections";
import type { AreaName } from "../../spec/documents";
import type { AreaSpec, OperationSpec } from "../../spec/facts";
import { operationName } from "./operation-names";
import { refName, type SpecSchema } from "./schema-code";

/** How a list operation pages: the six styles of the API. */
export type PagingStyle =
  | "none"
  /** `page`/`perPage`, answering `{Items, CurrentPage, TotalItems, HasMoreItems}` (core). */
  | "core-items"
  /** `page`/`perPage`, answering a plain array (core). */
  | "core-array"
  /** `nextCursor`/`limit`, answering `{items, meta, cursor}` (container apps). */
  | "cursor"
  /** `page`/`perPage`, answering `{data, page}` (shield). */
  | "shield-data"
  /** `page`/`itemsPerPage`, answering `{items, totalItems, currentPage, itemsPerPage}` (video). */
  | "video-items"
  /** A continuation token, answering `{hasMoreData, continuationToken}` in any case (audit log, event logs). */
  | "continuation";

export interface ApiParameter {
  name: string;
  schema: SpecSchema;
  required: boolean;
}

/** What a 2xx answer holds. */
export type AnswerShape = { kind: "json"; schema: SpecSchema } | { kind: "none" } | { kind: "file"; mediaType: string };

/** An operation as the generated files need it. */
export interface ApiOperation {
  area: AreaName;
  /** `group.method`: shown in errors and the simulator's fault switches. */
  name: string;
  group: string;
  method: string;
  /** Its path template, each `{id}` named for what it identifies. */
  path: string;
  /** The video host and its key, or the account API's. */
  host: "api" | "video";
  paging: PagingStyle;
  pathParameters: ApiParameter[];
  queryParameters: ApiParameter[];
  body?:
    | { kind: "json"; schema: SpecSchema; required: boolean }
    | { kind: "binary"; required: boolean }
    | { kind: "text"; mediaType: string; schema: SpecSchema };
  answer: AnswerShape;
  /** The status of its 2xx answer: the first the spec declares. */
  successStatus: number;
  /** How its answer is checked: its keys as the document spells them, or in any case (the area's `answerFieldCase`). */
  answerSide: "answer" | "answerInAnyCase";
  /** For a paged list, the schema of one item of a page. */
  pageItem?: SpecSchema;
  /** `exact` where the API routes its path only as spelled (the area's `exactCasePaths`). */
  pathCase?: "exact";
}

type Content = Record<string, { schema?: SpecSchema }>;

const JSON_TYPES = ["application/json", "text/json", "application/*+json"];

/** A text body that is not JSON (an HTML page): its media type and the schema of its text. */
function textBodyOf(content: Content | undefined): { kind: "text"; mediaType: string; schema: SpecSchema } | undefined {
  const mediaType = Object.keys(content ?? {}).find((type) => type.startsWith("text/") && !JSON_TYPES.includes(type));
  return mediaType === undefined ? undefined : { kind: "text", mediaType, schema: content![mediaType].schema ?? { type: "string" } };
}

function jsonSchemaOf(content: Content | undefined): SpecSchema | undefined {
  const type = JSON_TYPES.find((candidate) => content?.[candidate]?.schema !== undefined);
  return type === undefined ? undefined : content![type].schema;
}

/** The 2xx answer of an operation: the JSON schema of its first 2xx that has one, or a file, or nothing. */
function answerOf(operation: OperationSpec): AnswerShape {
  const responses = (operation.responses ?? {}) as Record<string, { content?: Content }>;
  const successes = Object.entries(responses).filter(([status]) => /^2/.test(status));
  for (const [, response] of successes) {
    const schema = jsonSchemaOf(response.content);
    if (schema !== undefined) return { kind: "json", schema };
  }
  for (const [, response] of successes) {
    const mediaType = Object.keys(response.content ?? {})[0];
    if (mediaType !== undefined) return { kind: "file", mediaType };
  }
  return { kind: "none" };
}

function propertiesOf(schema: SpecSchema | undefined, schemas: Record<string, SpecSchema>): string[] {
  if (schema?.$ref !== undefined) return propertiesOf(schemas[refName(schema.$ref)], schemas);
  return Object.keys(schema?.properties ?? {});
}

function pagingOf(operation: OperationSpec, answer: AnswerShape, query: ApiParameter[], schemas: Record<string, SpecSchema>): PagingStyle {
  if (operation.method !== "GET" || answer.kind !== "json") return "none";
  const names = new Set(query.map((parameter) => parameter.name));
  const fields = new Set(propertiesOf(answer.schema, schemas));
  if (fields.has("Items") && fields.has("HasMoreItems")) return "core-items";
  if (answer.schema.type === "array" && names.has("page")) return "core-array";
  if (fields.has("items") && fields.has("cursor")) return "cursor";
  if (fields.has("data") && fields.has("page") && names.has("page")) return "shield-data";
  if (fields.has("items") && fields.has("itemsPerPage")) return "video-items";
  if ([...fields].some((field) => field.toLowerCase() === "continuationtoken")) return "continuation";
  return "none";
}

/** The field of a page that holds its items, by paging style; a continuation page's is its one list. */
const ITEMS_FIELDS: Partial<Record<PagingStyle, string>> = { "core-items": "Items", cursor: "items", "shield-data": "data", "video-items": "items" };

/** The schema of one item of a page of a paged list. */
function pageItemOf(paging: PagingStyle, answer: AnswerShape, schemas: Record<string, SpecSchema>): SpecSchema | undefined {
  if (paging === "none" || answer.kind !== "json") return undefined;
  if (answer.schema.type === "array") return answer.schema.items;
  const page = answer.schema.$ref === undefined ? answer.schema : schemas[refName(answer.schema.$ref)];
  const properties = page.properties ?? {};
  const field = ITEMS_FIELDS[paging] ?? Object.keys(properties).find((name) => properties[name].type === "array");
  const items = field === undefined ? undefined : properties[field]?.items;
  if (items === undefined) throw new Error(`a page of the ${paging} style holds no list of items`);
  return items;
}

/** The first 2xx status an operation declares (200 when it declares none). */
function successStatusOf(operation: OperationSpec): number {
  const status = Object.keys(operation.responses ?? {}).find((candidate) => /^2\d\d$/.test(candidate));
  return status === undefined ? 200 : Number(status);
}

/** Whether an answer is a list, for the naming rule. */
function answersList(answer: AnswerShape, schemas: Record<string, SpecSchema>): boolean {
  if (answer.kind !== "json") return false;
  if (answer.schema.type === "array") return true;
  const fields = propertiesOf(answer.schema, schemas);
  return fields.includes("Items") || fields.includes("items") || (fields.includes("data") && fields.includes("page"));
}

interface SpecParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: SpecSchema;
}

/** How an area's answers are checked: with keys in any case where its corrections say so (`answerFieldCase`). */
export function answerSide(area: AreaSpec): "answer" | "answerInAnyCase" {
  return area.answerFieldCase === "any" ? "answerInAnyCase" : "answer";
}

/**
 * Whether a path parameter is required: all are, but a correction may make the last segment of a path optional (left
 * out with its slash); anywhere else the generation fails.
 */
function pathParameterRequired(path: string, parameter: { name: string; required?: boolean }): boolean {
  if (parameter.required !== false) return true;
  if (!path.endsWith(`/{${parameter.name}}`)) throw new Error(`${path}: only the last segment of a path can be optional, not {${parameter.name}}`);
  return false;
}

/** Every operation of the corrected spec, named, with what the generated files need of it. */
export function apiOperations(areas: AreaSpec[]): ApiOperation[] {
  return areas.flatMap((area) => {
    const schemas = area.schemas as Record<string, SpecSchema>;
    return area.operations.map((operation): ApiOperation => {
      const answer = answerOf(operation);
      const requestBody = operation.requestBody as { content?: Content; required?: boolean } | undefined;
      const binary = requestBody?.content?.["application/octet-stream"] !== undefined;
      const named = operationName({
        area: area.area,
        method: operation.method,
        path: operation.path,
        answersList: answersList(answer, schemas),
        uploads: binary,
      });
      const parameters = (operation.parameters ?? []) as SpecParameter[];
      const namedPath = named.path.split("/");
      const wirePath = operation.path.split("/");
      // A path parameter takes the name the naming rule gave its segment.
      const pathName = (wire: string) => namedPath[wirePath.indexOf(`{${wire}}`)].slice(1, -1);
      const query = parameters
        .filter((parameter) => parameter.in === "query")
        .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {}, required: parameter.required === true }));
      const bodySchema = jsonSchemaOf(requestBody?.content);
      const paging = pagingOf(operation, answer, query, schemas);
      return {
        area: area.area,
        name: `${named.group}.${named.method}`,
        group: named.group,
        method: operation.method,
        path: named.path,
        host: area.area === "video" ? "video" : "api",
        paging,
        pageItem: pageItemOf(paging, answer, schemas),
        pathParameters: parameters
          .filter((parameter) => parameter.in === "path")
          .map((parameter) => ({ name: pathName(parameter.name), schema: parameter.schema ?? {}, required: pathParameterRequired(operation.path, parameter) })),
        queryParameters: query,
        body: binary
          ? { kind: "binary", required: requestBody?.required === true }
          : bodySchema === undefined
            ? textBodyOf(requestBody?.content)
            : { kind: "json", schema: bodySchema, required: requestBody?.required === true },
        answer,
        successStatus: successStatusOf(operation),
        answerSide: answerSide(area),
        ...((area.exactCasePaths ?? []).some((start) => pathStartsWith(operation.path, start)) && { pathCase: "exact" as const }),
      };
    });
  });
}
