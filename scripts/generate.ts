// `npm run generate`: writes the resource classes (src/resources) and the entry modules states require
// (src/providers/entry) from the provider definitions, the data functions (src/data) from theirs, the operations
// table, the models and the client's operation declarations (src/api, src/client/operations) from spec/ and its
// corrections, the package schema the plugin serves (provider/schema.json), and removes a generated file nothing
// writes any more.
import fs from "node:fs";
import path from "node:path";
import { committedGeneratedFiles, generatedSources } from "./generate/sources";

const root = path.resolve(__dirname, "..");
const sources = generatedSources();
for (const relative of committedGeneratedFiles(root)) {
  if (!sources.has(relative)) {
    fs.rmSync(path.join(root, relative));
    console.log(`removed ${relative}`);
  }
}
for (const [relative, text] of sources) {
  const file = path.join(root, relative);
  if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`wrote ${relative}`);
  }
}
