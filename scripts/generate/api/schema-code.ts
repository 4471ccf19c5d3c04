/** A JSON schema of spec/, as far as the models use it. */
export interface SpecSchema {
  $ref?: string;
  type?: string;
  format?: string;
  nullable?: boolean;
  enum?: (string | number)[];
  properties?: Record<string, SpecSchema>;
  required?: string[];
  additionalProperties?: boolean | SpecSchema;
  items?: SpecSchema;
  oneOf?: SpecSchema[];
  allOf?: SpecSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  /** The value the document says the field takes when it is not sent. */
  default?: unknown;
}

/**
 * Which side of the wire a schema checks: a request the client sends (closed objects, checked before any call) or an
 * answer it reads (unknown keys dropped), its keys matched in any case where the area's `answerFieldCase` says so.
 */
export type SchemaSide = "request" | "answer" | "answerInAnyCase";

/** The name of the model a `$ref` points at. */
export function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf("/") + 1);
}

/** The zod schema's name of a model, on one side. */
export function schemaName(model: string, side: SchemaSide): string {
  return side === "request" ? `${model}Request` : `${model}Schema`;
}

function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

function isInteger(schema: SpecSchema): boolean {
  return schema.type === "integer";
}

/** The names of an enum's values, as the documents give them, or undefined. */
export function enumNames(schema: SpecSchema & { "x-enumNames"?: string[]; "x-enum-varnames"?: string[] }): string[] | undefined {
  return schema["x-enumNames"] ?? schema["x-enum-varnames"];
}

/** The facts of a schema in words, for a doc comment: its kind, format, bounds, pattern, values and nullability. */
export function describe(schema: SpecSchema): string {
  const facts: string[] = [];
  if (schema.oneOf?.length === 1) return describe({ ...schema.oneOf[0], nullable: schema.nullable });
  if (schema.$ref !== undefined) facts.push(`A \`${refName(schema.$ref)}\`.`);
  else if (schema.enum !== undefined) {
    const names = enumNames(schema);
    facts.push(`One of ${schema.enum.map((value, index) => (names?.[index] === undefined ? JSON.stringify(value) : `${names[index]} (${value})`)).join(", ")}.`);
  } else if (schema.oneOf !== undefined || schema.allOf !== undefined) facts.push("A value of the types below.");
  else if (schema.type === "array") facts.push("A list.");
  else if (schema.type === "object" || schema.type === undefined) facts.push("An object.");
  else facts.push(`A${/^[aeiou]/.test(schema.type) ? "n" : ""} ${schema.type}${schema.format === undefined ? "" : ` (${schema.format})`}.`);
  const range = (what: string, min: number | undefined, max: number | undefined) => {
    if (min !== undefined && max !== undefined) facts.push(`${what} from ${min} to ${max}.`);
    else if (min !== undefined) facts.push(`${what} at least ${min}.`);
    else if (max !== undefined) facts.push(`${what} at most ${max}.`);
  };
  range("Value", schema.minimum, schema.maximum);
  range("Length", schema.minLength, schema.maxLength);
  range("Items", schema.minItems, schema.maxItems);
  if (schema.pattern !== undefined) facts.push(`Matches \`${schema.pattern.replace(/`/g, "\\`").replace(/\*\//g, "*\\/")}\`.`);
  if (schema.nullable) facts.push("May be null.");
  return facts.join(" ");
}

/** The TypeScript type of a schema. */
export function typeOf(schema: SpecSchema, prefix = ""): string {
  const type = baseType(schema, prefix);
  return schema.nullable ? `${type} | null` : type;
}

function baseType(schema: SpecSchema, prefix: string): string {
  if (schema.$ref !== undefined) return `${prefix}${refName(schema.$ref)}`;
  if (schema.enum !== undefined) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.oneOf !== undefined) return schema.oneOf.map((part) => parenthesized(typeOf(part, prefix))).join(" | ");
  if (schema.allOf !== undefined) return schema.allOf.map((part) => parenthesized(typeOf(part, prefix))).join(" & ");
  switch (schema.type) {
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "string":
      return "string";
    case "array":
      return `${parenthesized(typeOf(schema.items ?? {}, prefix))}[]`;
    case "object":
    case undefined:
      return objectType(schema, prefix);
    default:
      throw new Error(`no TypeScript type for a schema of type ${schema.type}`);
  }
}

function parenthesized(type: string): string {
  return /[|&]/.test(type) ? `(${type})` : type;
}

function objectType(schema: SpecSchema, prefix: string): string {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {}).map(
    ([name, property]) => `/** ${describe(property)} */ ${propertyKey(name)}${required.has(name) ? "" : "?"}: ${typeOf(property, prefix)}`,
  );
  const extra = schema.additionalProperties;
  if (typeof extra === "object") {
    const record = `Record<string, ${typeOf(extra, prefix)}>`;
    return properties.length === 0 ? record : `{\n${properties.join(";\n")};\n} & ${record}`;
  }
  if (properties.length === 0) return schema.type === "object" ? "Record<string, unknown>" : "unknown";
  return `{\n${properties.join(";\n")};\n}`;
}

/** The zod expression of a schema on one side; a `$ref` is the model's schema, taken lazily (models refer in cycles). */
export function zodOf(schema: SpecSchema, side: SchemaSide, prefix = ""): string {
  const base = zodBase(schema, side, prefix);
  return schema.nullable ? `${base}.nullable()` : base;
}

/**
 * The range of an integer of a request by its format, which the API's model binding refuses outside it: a .NET `int`
 * (`int32`) or `byte` (`byte`, as a DNS record's `Flags` is).
 */
const FORMAT_RANGES: Record<string, readonly [number, number]> = { int32: [-(2 ** 31), 2 ** 31 - 1], byte: [0, 255] };

function zodBase(schema: SpecSchema, side: SchemaSide, prefix: string): string {
  if (schema.$ref !== undefined) return `z.lazy(() => ${prefix}${schemaName(refName(schema.$ref), side)})`;
  if (schema.enum !== undefined) {
    const literals = schema.enum.map((value) => `z.literal(${JSON.stringify(value)})`);
    return literals.length === 1 ? literals[0] : `z.union([${literals.join(", ")}])`;
  }
  if (schema.oneOf !== undefined) {
    const parts = schema.oneOf.map((part) => zodOf(part, side, prefix));
    return parts.length === 1 ? parts[0] : `z.union([${parts.join(", ")}])`;
  }
  if (schema.allOf !== undefined) {
    return schema.allOf.map((part) => zodOf(part, side, prefix)).reduce((left, right) => `z.intersection(${left}, ${right})`);
  }
  switch (schema.type) {
    case "integer":
    case "number": {
      const range = side === "request" && schema.format !== undefined ? FORMAT_RANGES[schema.format] : undefined;
      const min = range === undefined ? schema.minimum : Math.max(schema.minimum ?? range[0], range[0]);
      const max = range === undefined ? schema.maximum : Math.min(schema.maximum ?? range[1], range[1]);
      return `${isInteger(schema) ? "z.number().int()" : "z.number()"}${bounds(min, max, "min", "max")}`;
    }
    case "boolean":
      return "z.boolean()";
    case "string":
      return `z.string()${bounds(schema.minLength, schema.maxLength, "min", "max")}${
        schema.pattern === undefined ? "" : `.regex(new RegExp(${JSON.stringify(schema.pattern)}))`
      }`;
    case "array":
      return `z.array(${zodOf(schema.items ?? {}, side, prefix)})${bounds(schema.minItems, schema.maxItems, "min", "max")}`;
    case "object":
    case undefined:
      return zodObject(schema, side, prefix);
    default:
      throw new Error(`no zod schema for a schema of type ${schema.type}`);
  }
}

function bounds(min: number | undefined, max: number | undefined, minName: string, maxName: string): string {
  return `${min === undefined ? "" : `.${minName}(${min})`}${max === undefined ? "" : `.${maxName}(${max})`}`;
}

function zodObject(schema: SpecSchema, side: SchemaSide, prefix: string): string {
  const required = new Set(schema.required ?? []);
  const shape = Object.entries(schema.properties ?? {}).map(
    ([name, property]) => `${propertyKey(name)}: ${zodOf(property, side, prefix)}${required.has(name) ? "" : ".optional()"}`,
  );
  const extra = schema.additionalProperties;
  if (typeof extra === "object" && shape.length === 0) return `z.record(z.string(), ${zodOf(extra, side, prefix)})`;
  if (shape.length === 0 && schema.type !== "object") return "z.unknown()";
  const object = { request: "z.strictObject", answer: "z.object", answerInAnyCase: "answerObject" }[side];
  const made = `${object}({ ${shape.join(", ")} })`;
  return typeof extra === "object" ? `z.intersection(${made}, z.record(z.string(), ${zodOf(extra, side, prefix)}))` : made;
}
