import * as fs from "node:fs";
import * as path from "node:path";
import { DEFAULT_DOCUMENTS_DIR, PUBLISHED_DOCUMENTS, type DocumentFile } from "../../scripts/spec/documents";

/** Which of our two addresses a document's server stands for. */
export type ApiBase = "api" | "video";

/** The API's published OpenAPI documents live beside the clone, never inside it. */
export const OPENAPI_DOCUMENTS_DIR = DEFAULT_DOCUMENTS_DIR;

export const OPENAPI_DOCUMENT_FILES = Object.keys(PUBLISHED_DOCUMENTS) as DocumentFile[];

export type OpenApiDocumentFile = DocumentFile;

/** Production hosts named by the documents' `servers`, and the base each stands for. */
const SERVER_HOST_BASES: Record<string, ApiBase> = {
  "api.bunny.net": "api",
  "video.bunnycdn.com": "video",
};

export interface OpenApiParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: unknown;
}

export interface OpenApiMediaType {
  schema?: unknown;
}

export interface OpenApiRequestBody {
  required?: boolean;
  content: Record<string, OpenApiMediaType>;
}

export interface OpenApiResponse {
  description?: string;
  content?: Record<string, OpenApiMediaType>;
}

export type OpenApiSecurityRequirement = Record<string, string[]>;

export interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: OpenApiRequestBody;
  responses: Record<string, OpenApiResponse>;
  security?: OpenApiSecurityRequirement[];
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>>;

export interface OpenApiSecurityScheme {
  type: string;
  name?: string;
  in?: string;
}

export interface OpenApiSpec {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, OpenApiPathItem>;
  security?: OpenApiSecurityRequirement[];
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, OpenApiSecurityScheme> };
}

export interface LoadedOpenApiDocument {
  file: OpenApiDocumentFile;
  base: ApiBase;
  /** Path part of the document's server URL ("/mc" for container apps, "" otherwise). */
  serverPathPrefix: string;
  spec: OpenApiSpec;
}

export function missingOpenApiDocuments(): string[] {
  return OPENAPI_DOCUMENT_FILES.filter((file) => !fs.existsSync(path.join(OPENAPI_DOCUMENTS_DIR, file)));
}

export function openApiDocumentsAvailable(): boolean {
  return missingOpenApiDocuments().length === 0;
}

/**
 * Says, loudly, that a test file's OpenAPI checks are skipped and why. Jest
 * drops the console output of a file whose tests are all skipped, so this
 * goes straight to stderr.
 */
export function warnOpenApiDocumentsMissing(checks: string): void {
  process.stderr.write(
    `\nSKIPPED: ${checks} need the published OpenAPI documents in ${OPENAPI_DOCUMENTS_DIR} ` +
      `(missing: ${missingOpenApiDocuments().join(", ")}). Nothing was checked against them; these tests did not pass.\n\n`,
  );
}

export function loadOpenApiDocuments(): LoadedOpenApiDocument[] {
  const missing = missingOpenApiDocuments();
  if (missing.length > 0) {
    throw new Error(`OpenAPI documents missing from ${OPENAPI_DOCUMENTS_DIR}: ${missing.join(", ")}`);
  }
  return OPENAPI_DOCUMENT_FILES.map((file) => {
    const spec = JSON.parse(fs.readFileSync(path.join(OPENAPI_DOCUMENTS_DIR, file), "utf8")) as OpenApiSpec;
    const serverUrl = spec.servers?.[0]?.url;
    if (serverUrl === undefined) throw new Error(`${file}: no servers entry`);
    const server = new URL(serverUrl);
    const base = SERVER_HOST_BASES[server.host];
    if (base === undefined) throw new Error(`${file}: unexpected server host ${server.host}`);
    return {
      file,
      base,
      serverPathPrefix: server.pathname.replace(/\/+$/, ""),
      spec: normalizeUntypedNullable(spec) as OpenApiSpec,
    };
  });
}

/**
 * Ajv implements OpenAPI's `nullable` only beside a `type` and refuses the
 * schema otherwise. The documents use `nullable: true` without `type` in the
 * NSwag form `{nullable: true, oneOf: [{$ref}]}` (3.0.0: null is allowed) and
 * as a bare `{nullable: true}` (3.0.4: any value, null included). Both mean
 * "this schema, or null", which is what this rewrite spells out:
 * `{anyOf: [<schema without nullable>, {type: "null"}]}`. An untyped
 * `nullable: false` changes nothing and is dropped.
 */
export function normalizeUntypedNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalizeUntypedNullable);
  if (node === null || typeof node !== "object") return node;
  const entries = Object.entries(node).map(([key, value]) => [key, normalizeUntypedNullable(value)] as const);
  const object: Record<string, unknown> = Object.fromEntries(entries);
  if (typeof object.nullable !== "boolean" || "type" in object) return object;
  const { nullable, ...schema } = object;
  return nullable ? { anyOf: [schema, { type: "null" }] } : schema;
}
