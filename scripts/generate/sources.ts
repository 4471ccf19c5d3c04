import { dataSources } from "./data-sources";
import { resourceSources } from "./resource-sources";

/** The folders the generated files go to, relative to the repository. */
export const GENERATED_DIRS = ["src/resources", "src/providers/entry", "src/data"];

/** Every file `npm run generate` writes, by path relative to the repository, with its text. */
export function generatedSources(): Map<string, string> {
  return new Map([...resourceSources(), ...dataSources()]);
}
