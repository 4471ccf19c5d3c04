import { refName, type SpecSchema } from "./schema-code";

/** Below this depth an object holds only its required properties: the models refer to each other in cycles. */
const FULL_DEPTH = 2;

/** The value a string of a format takes when nothing set it. */
const FORMAT_DEFAULTS: Record<string, string> = {
  "date-time": "2026-01-01T00:00:00Z",
  date: "2026-01-01",
  uuid: "00000000-0000-4000-8000-000000000000",
  guid: "00000000-0000-4000-8000-000000000000",
  uri: "https://example.com",
  email: "owner@example.com",
  byte: "",
};

/** Candidates for a string with a pattern, tried in order. */
const PATTERN_CANDIDATES = ["", "a", "1", "example.com", "https://example.com", "a.b", "720p", "en", "default"];

function stringDefault(schema: SpecSchema): string {
  if (schema.format !== undefined && FORMAT_DEFAULTS[schema.format] !== undefined) return FORMAT_DEFAULTS[schema.format];
  const shortest = schema.minLength ?? 0;
  if (schema.pattern === undefined) return "a".repeat(shortest);
  const pattern = new RegExp(schema.pattern);
  const found = PATTERN_CANDIDATES.find((candidate) => candidate.length >= shortest && pattern.test(candidate));
  if (found === undefined) throw new Error(`no default string matches ${schema.pattern}`);
  return found;
}

function objectDefault(schema: SpecSchema, schemas: Record<string, SpecSchema>, depth: number): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const object: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (depth >= FULL_DEPTH && !required.has(name)) continue;
    // A result object of a 2xx answer reports success: the client reads `success: false` as a failure.
    object[name] = name.toLowerCase() === "success" ? true : answerDefault(property, schemas, depth + 1);
  }
  return object;
}

/**
 * The value the API answers for a field nothing set, as far as the spec tells it: the documented default, if any; else
 * null where the field may be null, else the first value of an enum, zero or the lower bound of a number, false (but
 * `success`, true), the shortest string its bounds and format allow, an empty list, and an object with each of its
 * properties (all of them near the top, the required ones deeper).
 */
export function answerDefault(schema: SpecSchema, schemas: Record<string, SpecSchema>, depth = 0): unknown {
  if (schema.$ref !== undefined) return answerDefault(schemas[refName(schema.$ref)], schemas, depth);
  if (schema.default !== undefined) return schema.default;
  if (schema.nullable === true && depth > 0) return null;
  if (schema.oneOf !== undefined) return answerDefault(schema.oneOf[0], schemas, depth);
  if (schema.allOf !== undefined) {
    return Object.assign({}, ...schema.allOf.map((part) => answerDefault(part, schemas, depth) as object)) as unknown;
  }
  if (schema.enum !== undefined) return schema.enum[0];
  switch (schema.type) {
    case "integer":
    case "number":
      return Math.min(Math.max(0, schema.minimum ?? 0), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case "boolean":
      return false;
    case "string":
      return stringDefault(schema);
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => answerDefault(schema.items ?? {}, schemas, depth + 1));
    default:
      return objectDefault(schema, schemas, depth);
  }
}
