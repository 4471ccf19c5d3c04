import fs from "node:fs";
import path from "node:path";
import { apiSources } from "./api/sources";
import { dataFunctionSources } from "./data-functions";
import { GENERATED_MARK } from "./generated-header";
import { GENERATED_MARKDOWN_MARK } from "./reference/markdown";
import { REFERENCE_DIR, referenceSources } from "./reference/pages";
import { resourceSources } from "./resource-sources";
import { schemaSource } from "./schema-source";

/** The folders the generated files go to, relative to the repository. */
const GENERATED_DIRS = [
  "src/resources",
  "src/providers",
  "src/providers/entry",
  "src/data",
  "src/api",
  "src/api/models",
  "src/api/schemas",
  "src/api/served",
  "src/client/operations",
  REFERENCE_DIR,
  `${REFERENCE_DIR}/resources`,
  `${REFERENCE_DIR}/functions`,
];

/** Every file `npm run generate` writes, by path relative to the repository, with its text. */
export function generatedSources(): Map<string, string> {
  return new Map([...resourceSources(), ...dataFunctionSources(), ...apiSources(), ...schemaSource(), ...referenceSources()]);
}

/** The files of the generated folders under `root` that carry the generated header, by path relative to `root`. */
export function committedGeneratedFiles(root: string): string[] {
  const generated = (text: string) => text.startsWith(GENERATED_MARK) || text.startsWith(GENERATED_MARKDOWN_MARK);
  return GENERATED_DIRS.filter((dir) => fs.existsSync(path.join(root, dir))).flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir))
      .map((file) => `${dir}/${file}`)
      .filter((file) => fs.statSync(path.join(root, file)).isFile())
      .filter((file) => generated(fs.readFileSync(path.join(root, file), "utf8"))),
  );
}
