import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import {
  HTTP_METHODS,
  type ApiBase,
  type HttpMethod,
  type LoadedOpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiRequestBody,
  type OpenApiSpec,
} from "./openapi-documents";

/** One HTTP exchange as the simulator recorded it, addressed relative to its base. */
export interface ExchangeUnderReview {
  base: ApiBase;
  method: string;
  /** Raw path as received (percent-encoded), relative to the base address, without query. */
  path: string;
  query: Record<string, string>;
  /** Request header names and values; only the names of secrets matter here. */
  headers: Record<string, string>;
  /** Parsed JSON request body, if any. */
  body?: unknown;
  /** Status answered; absent when only the request is reviewed. */
  status?: number;
  /** Parsed JSON response body; undefined for an empty one. */
  responseBody?: unknown;
}

export type ViolationKind =
  | "unknown-operation"
  | "undocumented-path-form"
  | "path-parameter"
  | "query-parameter-undeclared"
  | "query-parameter-missing"
  | "query-parameter-value"
  | "access-key-missing"
  | "request-content-type"
  | "request-body-missing"
  | "request-body-undeclared"
  | "request-body"
  | "response-status-undocumented"
  | "response-body-missing"
  | "response-body";

export interface Violation {
  kind: ViolationKind;
  /** Where: "query.jitEnabled", "path.shieldZoneId", "body/size", "response 200 body/items/0/id"... */
  where: string;
  message: string;
}

export interface OperationRef {
  file: string;
  method: HttpMethod;
  /** Path template as the document spells it (without the server prefix). */
  pathTemplate: string;
  operationId?: string;
}

export interface ExchangeReview {
  operation?: OperationRef;
  violations: Violation[];
  /** True when the answered status was looked up in the operation's responses. */
  statusChecked: boolean;
  /** True when the response body was validated against a schema the document declares. */
  responseSchemaApplied: boolean;
}

/**
 * A path shape we send although the document does not list it, reviewed as
 * the documented operation it stands for. Every use is reported as an
 * `undocumented-path-form` violation, so it never passes silently.
 */
export interface PathFormAlias {
  base: ApiBase;
  method: HttpMethod;
  /** Template of the undocumented shape, relative to the base ("/shield/event-logs/{shieldZoneId}/{date}"). */
  pathForm: string;
  /** The document's template (without its server prefix) it stands for. */
  documentPath: string;
}

interface CompiledTemplate {
  regex: RegExp;
  names: string[];
  literalLength: number;
}

interface DeclaredParameter {
  parameter: OpenApiParameter;
  /** JSON pointer (within the document) of the parameter's schema. */
  schemaPointer: string;
}

interface OperationEntry {
  ref: OperationRef;
  document: LoadedOpenApiDocument;
  operation: OpenApiOperation;
  parameters: DeclaredParameter[];
  /** JSON pointer (within the document) of the operation object. */
  pointer: string;
  template: CompiledTemplate;
}

interface CompiledAlias {
  alias: PathFormAlias;
  form: CompiledTemplate;
  entry: OperationEntry;
}

interface OperationMatch {
  entry: OperationEntry;
  pathValues: Record<string, string>;
  alias?: PathFormAlias;
}

const JSON_MEDIA_TYPE = /^(application\/json|text\/json|application\/[^/;]+\+json)$/;

function compileTemplate(template: string): CompiledTemplate {
  const names: string[] = [];
  let literalLength = 0;
  const source = template
    .split("/")
    .map((segment) =>
      segment.replace(/\{([^}]+)\}|[^{]+/g, (part, name: string | undefined) => {
        if (name !== undefined) {
          names.push(name);
          return "([^/]+)";
        }
        literalLength += part.length;
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      }),
    )
    .join("/");
  return { regex: new RegExp(`^${source}$`), names, literalLength };
}

function pointerSegment(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, "~0").replace(/\//g, "~1"));
}

function mediaTypeMatches(declared: string, actual: string): boolean {
  const [type, subtype] = declared.split("/");
  const [actualType, actualSubtype] = actual.split("/");
  if (type !== "*" && type !== actualType) return false;
  if (subtype === "*") return true;
  if (subtype?.startsWith("*+")) return actualSubtype?.endsWith(subtype.slice(1)) ?? false;
  return subtype === actualSubtype;
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(headers).find(([key]) => key.toLowerCase() === wanted)?.[1];
}

function hasRequestBody(exchange: ExchangeUnderReview): boolean {
  if (exchange.body !== undefined) return true;
  const length = headerValue(exchange.headers, "content-length");
  return (length !== undefined && Number(length) > 0) || headerValue(exchange.headers, "transfer-encoding") !== undefined;
}

function describeError(error: ErrorObject): string {
  return `${error.instancePath || "/"} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`;
}

function schemaViolations(
  kind: ViolationKind,
  wherePrefix: string,
  validate: ValidateFunction,
  data: unknown,
): Violation[] {
  if (validate(data)) return [];
  return (validate.errors ?? []).map((error) => ({
    kind,
    where: `${wherePrefix}${error.instancePath}`,
    message: describeError(error),
  }));
}

/** An ajv holding the documents under their file names, so that `<file>#<JSON pointer>` refers into them. */
export function documentAjv(documents: LoadedOpenApiDocument[], coerceTypes: false | "array"): Ajv {
  // strict:false lets OpenAPI annotations (example, x-*, discriminator-free oneOf) through untouched.
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes });
  addFormats(ajv);
  for (const format of documentFormats(documents.map((document) => document.spec))) {
    // Formats ajv-formats lacks (decimal, guid, date-span...) are accepted unchecked.
    if (ajv.formats[format] === undefined) ajv.addFormat(format, true);
  }
  for (const document of documents) ajv.addSchema(document.spec, document.file);
  return ajv;
}

function documentFormats(specs: OpenApiSpec[]): Set<string> {
  const formats = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "format" && typeof value === "string") formats.add(value);
      else visit(value);
    }
  };
  specs.forEach(visit);
  return formats;
}

/**
 * Judges recorded requests and responses against the API's published OpenAPI
 * documents: operation lookup by base, method and path template, declared
 * parameters and their schemas, request body schema, the document's API-key
 * header, and the response schema of the answered status.
 */
export class OpenApiReferee {
  private readonly entries: OperationEntry[] = [];
  private readonly aliases: CompiledAlias[];
  private readonly strictAjv: Ajv;
  private readonly coercingAjv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(documents: LoadedOpenApiDocument[], aliases: PathFormAlias[] = []) {
    this.strictAjv = documentAjv(documents, false);
    this.coercingAjv = documentAjv(documents, "array");
    for (const document of documents) {
      for (const [pathTemplate, pathItem] of Object.entries(document.spec.paths)) {
        for (const method of HTTP_METHODS) {
          const operation = pathItem[method];
          if (operation === undefined) continue;
          const pointer = `/paths/${pointerSegment(pathTemplate)}/${method}`;
          this.entries.push({
            ref: { file: document.file, method, pathTemplate, operationId: operation.operationId },
            document,
            operation,
            parameters: (operation.parameters ?? []).map((parameter, index) => ({
              parameter,
              schemaPointer: `${pointer}/parameters/${index}/schema`,
            })),
            pointer,
            template: compileTemplate(`${document.serverPathPrefix}${pathTemplate}`),
          });
        }
      }
    }
    this.aliases = aliases.map((alias) => {
      const entry = this.findEntry(alias.base, alias.method, alias.documentPath);
      if (entry === undefined) {
        throw new Error(`path form alias ${alias.pathForm}: no documented ${alias.method.toUpperCase()} ${alias.documentPath}`);
      }
      return { alias, form: compileTemplate(alias.pathForm), entry };
    });
  }

  /** The documented operation a request addresses, if any. */
  resolve(base: ApiBase, method: string, rawPath: string): OperationRef | undefined {
    return this.match(base, method.toLowerCase(), rawPath)?.entry.ref;
  }

  review(exchange: ExchangeUnderReview): ExchangeReview {
    const method = exchange.method.toLowerCase();
    const match = this.match(exchange.base, method, exchange.path);
    if (match === undefined) {
      return {
        statusChecked: false,
        responseSchemaApplied: false,
        violations: [
          {
            kind: "unknown-operation",
            where: `${exchange.method.toUpperCase()} ${exchange.path}`,
            message: `no ${exchange.method.toUpperCase()} operation of the ${exchange.base} documents matches this path`,
          },
        ],
      };
    }
    const violations: Violation[] = [];
    if (match.alias !== undefined) {
      violations.push({
        kind: "undocumented-path-form",
        where: `${exchange.method.toUpperCase()} ${exchange.path}`,
        message: `sent as ${match.alias.pathForm}; the document only lists ${match.alias.documentPath}`,
      });
    }
    violations.push(
      ...this.pathViolations(match),
      ...this.queryViolations(match.entry, exchange.query),
      ...this.accessKeyViolations(match.entry, exchange.headers),
      ...this.requestBodyViolations(match.entry, exchange),
    );
    const response =
      exchange.status === undefined
        ? { violations: [], statusChecked: false, schemaApplied: false }
        : this.responseReview(match.entry, exchange.status, exchange.responseBody);
    violations.push(...response.violations);
    return {
      operation: match.entry.ref,
      violations,
      statusChecked: response.statusChecked,
      responseSchemaApplied: response.schemaApplied,
    };
  }

  /**
   * Validates a body against the response schema the document declares for
   * `documentedStatus` of an operation (used where the API answers a documented
   * body under another status).
   */
  validateResponseBody(operation: OperationRef, documentedStatus: number, body: unknown): Violation[] {
    const entry = this.entries.find(
      (candidate) =>
        candidate.ref.file === operation.file &&
        candidate.ref.method === operation.method &&
        candidate.ref.pathTemplate === operation.pathTemplate,
    );
    if (entry === undefined) throw new Error(`unknown operation ${operation.method} ${operation.pathTemplate}`);
    return this.responseReview(entry, documentedStatus, body).violations;
  }

  /** The statuses an operation's responses list, "default" and ranges left out. */
  documentedStatuses(file: string, operationId: string): number[] {
    const entry = this.entries.find((candidate) => candidate.ref.file === file && candidate.ref.operationId === operationId);
    if (entry === undefined) throw new Error(`${file} has no operation ${operationId}`);
    return Object.keys(entry.operation.responses)
      .filter((key) => /^\d{3}$/.test(key))
      .map(Number);
  }

  private findEntry(base: ApiBase, method: string, documentPath: string): OperationEntry | undefined {
    return this.entries.find(
      (entry) => entry.document.base === base && entry.ref.method === method && entry.ref.pathTemplate === documentPath,
    );
  }

  private match(base: ApiBase, method: string, rawPath: string): OperationMatch | undefined {
    const documented = this.entries
      .filter((entry) => entry.document.base === base && entry.ref.method === method)
      .map((entry) => ({ entry, values: entry.template.regex.exec(rawPath) }))
      .filter((candidate): candidate is { entry: OperationEntry; values: RegExpExecArray } => candidate.values !== null)
      // OpenAPI: a concrete path wins over a templated one of the same shape.
      .sort((a, b) => b.entry.template.literalLength - a.entry.template.literalLength)[0];
    if (documented !== undefined) {
      return { entry: documented.entry, pathValues: templateValues(documented.entry.template, documented.values) };
    }
    for (const { alias, form, entry } of this.aliases) {
      if (alias.base !== base || alias.method !== method) continue;
      const values = form.regex.exec(rawPath);
      if (values !== null) return { entry, pathValues: templateValues(form, values), alias };
    }
    return undefined;
  }

  /** Parameters travel as strings; ajv coerces them to the declared type inside a wrapper object. */
  private parameterViolations(
    kind: ViolationKind,
    where: string,
    declared: DeclaredParameter,
    entry: OperationEntry,
    value: string,
  ): Violation[] {
    if (declared.parameter.schema === undefined) return [];
    const validate = this.compile(this.coercingAjv, {
      type: "object",
      properties: { value: { $ref: `${entry.document.file}#${declared.schemaPointer}` } },
    });
    return schemaViolations(kind, where, validate, { value }).map((violation) => ({
      ...violation,
      where: violation.where.replace(/^([^/]+)\/value/, "$1"),
    }));
  }

  private pathViolations(match: OperationMatch): Violation[] {
    const violations: Violation[] = [];
    for (const declared of match.entry.parameters.filter((candidate) => candidate.parameter.in === "path")) {
      const name = declared.parameter.name;
      const raw = match.pathValues[name];
      if (raw === undefined) continue;
      let value: string;
      try {
        value = decodeURIComponent(raw);
      } catch {
        violations.push({ kind: "path-parameter", where: `path.${name}`, message: `malformed percent-encoding in ${raw}` });
        continue;
      }
      violations.push(...this.parameterViolations("path-parameter", `path.${name}`, declared, match.entry, value));
    }
    return violations;
  }

  private queryViolations(entry: OperationEntry, query: Record<string, string>): Violation[] {
    const declared = entry.parameters.filter((candidate) => candidate.parameter.in === "query");
    const violations: Violation[] = [];
    for (const [name, value] of Object.entries(query)) {
      const parameter = declared.find((candidate) => candidate.parameter.name === name);
      if (parameter === undefined) {
        violations.push({
          kind: "query-parameter-undeclared",
          where: `query.${name}`,
          message: `not a query parameter of ${entry.ref.operationId ?? entry.ref.pathTemplate} (declared: ${declared.map((p) => p.parameter.name).join(", ") || "none"})`,
        });
        continue;
      }
      violations.push(...this.parameterViolations("query-parameter-value", `query.${name}`, parameter, entry, value));
    }
    for (const { parameter } of declared) {
      if (parameter.required && !(parameter.name in query)) {
        violations.push({ kind: "query-parameter-missing", where: `query.${parameter.name}`, message: "required query parameter not sent" });
      }
    }
    return violations;
  }

  private accessKeyViolations(entry: OperationEntry, headers: Record<string, string>): Violation[] {
    const accepted = this.keyHeaders(entry);
    if (accepted.length === 0 || accepted.some((name) => headerValue(headers, name) !== undefined)) return [];
    return [{ kind: "access-key-missing", where: `header.${accepted.join("|")}`, message: "the document's API-key header was not sent" }];
  }

  /**
   * API-key headers of the security schemes the operation (or its document)
   * requires, any one of which must be sent. Where a document declares
   * API-key schemes but requires none (the shield document), its schemes
   * still apply: they are the only credentials the API accepts.
   */
  private keyHeaders(entry: OperationEntry): string[] {
    const schemes = entry.document.spec.components?.securitySchemes ?? {};
    const required = (entry.operation.security ?? entry.document.spec.security)?.flatMap((requirement) => Object.keys(requirement));
    return (required ?? Object.keys(schemes)).flatMap((name) => {
      const scheme = schemes[name];
      return scheme?.type === "apiKey" && scheme.in === "header" && scheme.name !== undefined ? [scheme.name] : [];
    });
  }

  private requestBodyViolations(entry: OperationEntry, exchange: ExchangeUnderReview): Violation[] {
    const requestBody: OpenApiRequestBody | undefined = entry.operation.requestBody;
    const present = hasRequestBody(exchange);
    if (requestBody === undefined) {
      return present ? [{ kind: "request-body-undeclared", where: "body", message: "the operation declares no request body" }] : [];
    }
    if (!present) {
      return requestBody.required ? [{ kind: "request-body-missing", where: "body", message: "required request body not sent" }] : [];
    }
    const contentType = (headerValue(exchange.headers, "content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const mediaType = Object.keys(requestBody.content).find((declared) => mediaTypeMatches(declared, contentType));
    if (mediaType === undefined) {
      return [
        {
          kind: "request-content-type",
          where: "header.content-type",
          message: `${contentType || "(none)"} is not one of ${Object.keys(requestBody.content).join(", ")}`,
        },
      ];
    }
    if (!JSON_MEDIA_TYPE.test(contentType)) return [];
    if (exchange.body === undefined) {
      return [{ kind: "request-body", where: "body", message: `a ${contentType} body was sent but not recorded as JSON` }];
    }
    const validate = this.compile(this.strictAjv, {
      $ref: `${entry.document.file}#${entry.pointer}/requestBody/content/${pointerSegment(mediaType)}/schema`,
    });
    return schemaViolations("request-body", "body", validate, exchange.body);
  }

  private responseReview(
    entry: OperationEntry,
    status: number,
    body: unknown,
  ): { violations: Violation[]; statusChecked: boolean; schemaApplied: boolean } {
    const responses = entry.operation.responses;
    const key = [String(status), `${String(status)[0]}XX`, "default"].find((candidate) => responses[candidate] !== undefined);
    if (key === undefined) {
      const violation: Violation = {
        kind: "response-status-undocumented",
        where: `response ${status}`,
        message: `status ${status} is not documented (documented: ${Object.keys(responses).join(", ")})`,
      };
      return { violations: [violation], statusChecked: true, schemaApplied: false };
    }
    const content = responses[key]!.content ?? {};
    const mediaType = Object.keys(content).find((candidate) => JSON_MEDIA_TYPE.test(candidate));
    if (mediaType === undefined || content[mediaType]!.schema === undefined) {
      return { violations: [], statusChecked: true, schemaApplied: false };
    }
    if (body === undefined) {
      const violation: Violation = {
        kind: "response-body-missing",
        where: `response ${status} body`,
        message: `the document declares a ${mediaType} body`,
      };
      return { violations: [violation], statusChecked: true, schemaApplied: false };
    }
    const validate = this.compile(this.strictAjv, {
      $ref: `${entry.document.file}#${entry.pointer}/responses/${pointerSegment(key)}/content/${pointerSegment(mediaType)}/schema`,
    });
    return { violations: schemaViolations("response-body", `response ${status} body`, validate, body), statusChecked: true, schemaApplied: true };
  }

  private compile(ajv: Ajv, schema: object): ValidateFunction {
    const cacheKey = `${ajv === this.strictAjv ? "strict" : "coercing"} ${JSON.stringify(schema)}`;
    let validate = this.compiled.get(cacheKey);
    if (validate === undefined) {
      validate = ajv.compile(schema);
      this.compiled.set(cacheKey, validate);
    }
    return validate;
  }
}

function templateValues(template: CompiledTemplate, values: RegExpExecArray): Record<string, string> {
  return Object.fromEntries(template.names.map((name, index) => [name, values[index + 1]!]));
}
