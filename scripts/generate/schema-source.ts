import { dataFunctions } from "../../src/data/definitions";
import { packageVersion } from "../../src/package-version";
import { packageSchema } from "../../src/plugin/package-schema";
import { resourceDefinitions } from "../../src/providers";

/** Where the package schema the plugin serves is committed, relative to the repository. */
export const SCHEMA_FILE = "provider/schema.json";

/** `value` with the keys of every object in it sorted, so that the file changes only where the schema does. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(sortedKeys);
  }
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The package schema `GetSchema` answers, pretty-printed, by the path it is committed at. JSON has no comments, so
 * this file carries no generated header: CONTRIBUTING.md names it as generated.
 */
export function schemaSource(): Map<string, string> {
  const schema = packageSchema(packageVersion, resourceDefinitions, dataFunctions);
  return new Map([[SCHEMA_FILE, `${JSON.stringify(sortedKeys(schema), null, 2)}\n`]]);
}
