import { PUBLISHED_DOCUMENTS, type DocumentFile } from "../../scripts/spec/documents";
import type { AreaSpec } from "../../scripts/spec/facts";
import { normalizeUntypedNullable, type LoadedOpenApiDocument, type OpenApiPathItem, type OpenApiSpec } from "./openapi-documents";

const FILES = Object.fromEntries(Object.entries(PUBLISHED_DOCUMENTS).map(([file, area]) => [area, file])) as Record<
  AreaSpec["area"],
  DocumentFile
>;

/**
 * The corrected spec as the OpenAPI referee reads documents: one per area, its paths whole (the `/mc` prefix in the
 * path), each operation requiring the key headers spec/ names. It is read from spec/, so it is there in any clone.
 */
export function specDocuments(areas: AreaSpec[]): LoadedOpenApiDocument[] {
  return areas.map((area) => {
    const paths: Record<string, OpenApiPathItem> = {};
    const headers = new Set<string>();
    for (const { method, path, tags, authHeaders, ...facts } of area.operations) {
      authHeaders.forEach((header) => headers.add(header));
      paths[path] ??= {};
      (paths[path] as Record<string, unknown>)[method.toLowerCase()] = {
        ...facts,
        tags,
        security: authHeaders.map((header) => ({ [header]: [] })),
      };
    }
    const spec: OpenApiSpec = {
      openapi: "3.0.1",
      paths,
      components: {
        schemas: area.schemas,
        securitySchemes: Object.fromEntries([...headers].map((header) => [header, { type: "apiKey", in: "header", name: header }])),
      },
    };
    return {
      file: FILES[area.area],
      base: area.area === "video" ? "video" : "api",
      serverPathPrefix: "",
      spec: normalizeUntypedNullable(spec) as OpenApiSpec,
    };
  });
}
