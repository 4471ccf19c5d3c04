import type { PublishedDocument } from "./documents";
import { areaSpec } from "./facts";

/** What `npm run spec` writes: spec/<area>.json for each document, by path from the repository's root. */
export function specFiles(documents: PublishedDocument[]): Map<string, string> {
  return new Map(
    documents.map((document) => [`spec/${document.area}.json`, `${JSON.stringify(areaSpec(document), null, 2)}\n`]),
  );
}
