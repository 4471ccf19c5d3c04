import fs from "node:fs";
import path from "node:path";
import { apiSources } from "./api/sources";
import { dataFunctionSources } from "./data-functions";
import { GENERATED_MARK } from "./generated-header";
import { resourceSources } from "./resource-sources";
import { schemaSource } from "./schema-source";

/** The folders the generated files go to, relative to the repository. */
const GENERATED_DIRS = ["src/resources", "src/providers/entry", "src/data", "src/api", "src/api/models", "src/api/schemas", "src/api/served", "src/client/operations"];

/** Every file `npm run generate` writes, by path relative to the repository, with its text. */
export function generatedSources(): Map<string, string> {
  return new Map([...resourceSources(), ...dataFunctionSources(), ...apiSources(), ...schemaSource()]);
}

/** The files of the generated folders under `root` that carry the generated header, by path relative to `root`. */
export function committedGeneratedFiles(root: string): string[] {
  return GENERATED_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir))
      .map((file) => `${dir}/${file}`)
      .filter((file) => fs.statSync(path.join(root, file)).isFile())
      .filter((file) => fs.readFileSync(path.join(root, file), "utf8").startsWith(GENERATED_MARK)),
  );
}
