// `npm run spec [-- <folder>]`: reads the API's four published OpenAPI documents (default ../shared/openapi beside the
// clone) and writes their facts into spec/<area>.json, without any of their prose; then fails if a run of their prose
// is found anywhere in the repository.
import fs from "node:fs";
import path from "node:path";
import { COPIED_RUN_WORDS, copiedText, proseRuns } from "./spec/copied-text";
import { DEFAULT_DOCUMENTS_DIR, readDocuments } from "./spec/documents";
import { specFiles } from "./spec/spec-files";

const root = path.resolve(__dirname, "..");
const documents = readDocuments(path.resolve(process.argv[2] ?? DEFAULT_DOCUMENTS_DIR));
for (const [relative, text] of specFiles(documents)) {
  const file = path.join(root, relative);
  if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`wrote ${relative}`);
  }
}
const copies = copiedText(root, proseRuns(documents));
for (const { file, run } of copies) {
  console.error(`${file}: holds "${run}", ${COPIED_RUN_WORDS} words in a row from the documents' prose`);
}
if (copies.length > 0) process.exit(1);
