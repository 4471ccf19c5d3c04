import type { SpecSchema } from "../../scripts/generate/api/schema-code";

/** Strings tried, in order, for a string with a pattern: the first that matches is the sample. */
const PATTERN_CANDIDATES = ["a", "abc", "a-b_c", "1", "10", "example.com", "https://example.com", "a.b", "A1", "x1.example.com", "11-28-2026", "720p", "x264", "en"];

/** Why a schema has no sample: a pattern none of the candidates matches. */
export class NoSample extends Error {}

/**
 * A value that a schema of spec/ accepts, built from its facts: every property of an object (to `depth`; deeper, only
 * the required ones), the first value of an enum, the lower bound of a number, a string of the shortest allowed length
 * or a form its format asks for.
 */
export function sampleOf(schema: SpecSchema, schemas: Record<string, SpecSchema>, depth = 0): unknown {
  if (schema.$ref !== undefined) return sampleOf(schemas[schema.$ref.slice(schema.$ref.lastIndexOf("/") + 1)], schemas, depth);
  if (schema.oneOf !== undefined) return sampleOf(schema.oneOf[0], schemas, depth);
  if (schema.allOf !== undefined) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, schemas, depth) as object)) as unknown;
  }
  if (schema.enum !== undefined) return schema.enum[0];
  switch (schema.type) {
    case "integer":
    case "number":
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case "boolean":
      return true;
    case "string":
      return stringSample(schema);
    case "array": {
      const count = Math.max(schema.minItems ?? 1, Math.min(1, schema.maxItems ?? 1));
      return Array.from({ length: count }, () => sampleOf(schema.items ?? {}, schemas, depth + 1));
    }
    default:
      return objectSample(schema, schemas, depth);
  }
}

function objectSample(schema: SpecSchema, schemas: Record<string, SpecSchema>, depth: number): unknown {
  const required = new Set(schema.required ?? []);
  const object: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (depth > 3 && !required.has(name)) continue;
    try {
      object[name] = sampleOf(property, schemas, depth + 1);
    } catch (error) {
      if (required.has(name) || !(error instanceof NoSample)) throw error;
    }
  }
  if (typeof schema.additionalProperties === "object" && Object.keys(object).length === 0) {
    object.key = sampleOf(schema.additionalProperties, schemas, depth + 1);
  }
  return object;
}

function stringSample(schema: SpecSchema): string {
  const byFormat: Record<string, string> = {
    "date-time": "2026-11-28T10:00:00Z",
    date: "2026-11-28",
    uuid: "0b6f2a8e-1c1d-4f7e-9a51-3f1f0c2d4e5a",
    guid: "0b6f2a8e-1c1d-4f7e-9a51-3f1f0c2d4e5a",
    uri: "https://example.com",
    email: "ops@example.com",
    byte: "YQ==",
  };
  const formatted = schema.format === undefined ? undefined : byFormat[schema.format];
  if (formatted !== undefined) return formatted;
  const length = Math.max(schema.minLength ?? 1, 1);
  if (schema.pattern === undefined) return "a".repeat(Math.min(length, schema.maxLength ?? length));
  const pattern = new RegExp(schema.pattern);
  const found = PATTERN_CANDIDATES.find(
    (candidate) => pattern.test(candidate) && candidate.length >= (schema.minLength ?? 0) && candidate.length <= (schema.maxLength ?? Infinity),
  );
  if (found === undefined) throw new NoSample(`no sample string matches ${schema.pattern}`);
  return found;
}
