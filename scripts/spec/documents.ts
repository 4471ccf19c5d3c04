import fs from "node:fs";
import path from "node:path";

/** The API's four published OpenAPI documents, by file name, and the name of the area each describes. */
export const PUBLISHED_DOCUMENTS = {
  "core-api.json": "core",
  "container-apps-api.json": "container-apps",
  "shield-api.json": "shield",
  "video-api.json": "video",
} as const;

export type DocumentFile = keyof typeof PUBLISHED_DOCUMENTS;
export type AreaName = (typeof PUBLISHED_DOCUMENTS)[DocumentFile];

/** Where the documents are kept: beside the clone, never inside it. */
export const DEFAULT_DOCUMENTS_DIR = path.resolve(__dirname, "..", "..", "..", "shared", "openapi");

/** One published document, parsed, with the area it describes. */
export interface PublishedDocument {
  file: DocumentFile;
  area: AreaName;
  document: Record<string, unknown>;
}

/** The documents of `PUBLISHED_DOCUMENTS` missing from `dir`. */
export function missingDocuments(dir: string): DocumentFile[] {
  return (Object.keys(PUBLISHED_DOCUMENTS) as DocumentFile[]).filter((file) => !fs.existsSync(path.join(dir, file)));
}

/** Reads the four documents from `dir`; fails naming the ones missing. */
export function readDocuments(dir: string): PublishedDocument[] {
  const missing = missingDocuments(dir);
  if (missing.length > 0) {
    throw new Error(`the published OpenAPI documents are not all in ${dir}: missing ${missing.join(", ")}`);
  }
  return (Object.keys(PUBLISHED_DOCUMENTS) as DocumentFile[]).map((file) => ({
    file,
    area: PUBLISHED_DOCUMENTS[file],
    document: JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>,
  }));
}
