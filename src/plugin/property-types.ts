import { z } from "zod";

/** The package token of every resource, function and type: `cloudplatform:index:<Name>`. */
export const PACKAGE_NAME = "cloudplatform";
export function token(name: string): string {
  return `${PACKAGE_NAME}:index:${name}`;
}

/** A property of the Pulumi package schema (a subset of the metaschema's `propertySpec`). */
export interface PropertySpec {
  type?: "string" | "integer" | "number" | "boolean" | "array" | "object";
  items?: PropertySpec;
  additionalProperties?: PropertySpec;
  oneOf?: PropertySpec[];
  $ref?: string;
  description?: string;
  secret?: boolean;
}

/** A named enum type of the package schema: an enum of strings. */
export interface EnumTypeSpec {
  type: "string";
  description?: string;
  enum: { value: string }[];
}

/** The properties of an object, and which of them are required, in the package schema's terms. */
export interface ObjectSpec {
  properties: Record<string, PropertySpec>;
  required: string[];
}

/** A named object type of the package schema. */
export interface ObjectTypeSpec extends ObjectSpec {
  type: "object";
  description?: string;
}

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  description?: string;
}

const scalarTypes = new Set(["string", "integer", "number", "boolean"]);

/** Whether a value of `json` may be null: such a property is never required, since the engine takes null as absent. */
function allowsNull(json: JsonSchema): boolean {
  const types = Array.isArray(json.type) ? json.type : [json.type];
  return types.includes("null") || (json.anyOf ?? []).some(allowsNull);
}

/**
 * Turns zod object schemas into the package schema's properties. Enums and objects with properties must carry a zod
 * `id` (`.meta({ id })`): they become named types (`cloudplatform:index:<id>`), shared by every property that uses
 * them. Descriptions come from `.meta({ description })`. An integer given `.meta({ format: "int64" })` becomes a
 * `number`, as some languages read the schema's `integer` as 32 bits. Only a value zod cannot describe (`z.unknown()`)
 * becomes `pulumi.json#/Any`.
 */
export class PropertyTypes {
  /** The named types met so far, by token. */
  readonly types: Record<string, EnumTypeSpec | ObjectTypeSpec> = {};

  /**
   * The properties of `schema`. `io: "output"` describes what validation produces (ids as strings), `"input"` what it
   * takes (for settings, which are read as text).
   */
  objectSpec(schema: z.ZodObject, io: "input" | "output"): ObjectSpec {
    const json = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
    return this.#objectSpec(json, json.$defs ?? {}, "");
  }

  #objectSpec(json: JsonSchema, defs: Record<string, JsonSchema>, where: string): ObjectSpec {
    const properties: Record<string, PropertySpec> = {};
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      properties[name] = this.#spec(property, defs, `${where}${name}`);
    }
    const required = (json.required ?? []).filter((name) => !allowsNull(json.properties?.[name] ?? {}));
    return { properties, required };
  }

  #spec(json: JsonSchema, defs: Record<string, JsonSchema>, where: string): PropertySpec {
    const described = json.description === undefined ? {} : { description: json.description };
    if (json.$ref !== undefined) {
      return { ...described, $ref: this.#namedType(json.$ref, defs) };
    }
    if (json.anyOf !== undefined) {
      const variants = json.anyOf.filter((variant) => variant.type !== "null");
      if (variants.length === 1) {
        return { ...this.#spec(variants[0], defs, where), ...described };
      }
      return { ...described, oneOf: variants.map((variant) => this.#spec(variant, defs, where)) };
    }
    if (Array.isArray(json.type)) {
      const types = json.type.filter((type) => type !== "null");
      const variants = types.map((type) => this.#spec({ ...json, type }, defs, where));
      return variants.length === 1 ? variants[0] : { ...described, oneOf: variants };
    }
    if (json.enum !== undefined) {
      throw new Error(`${where}: an enum needs a name, given with .meta({ id }) on its zod schema`);
    }
    if (json.type === "array") {
      return { ...described, type: "array", items: this.#spec(json.items ?? {}, defs, `${where}[]`) };
    }
    if (json.type === "object" && json.properties !== undefined) {
      throw new Error(`${where}: an object needs a name, given with .meta({ id }) on its zod schema`);
    }
    if (json.type === "object" && typeof json.additionalProperties === "object") {
      return { ...described, type: "object", additionalProperties: this.#spec(json.additionalProperties, defs, `${where}{}`) };
    }
    if (json.type === "integer" && json.format === "int64") {
      return { ...described, type: "number" };
    }
    if (json.type !== undefined && scalarTypes.has(json.type)) {
      return { ...described, type: json.type as PropertySpec["type"] };
    }
    return { ...described, $ref: "pulumi.json#/Any" };
  }

  /** The reference to the named type `ref` points at, adding it to {@link types}; two types of one name must agree. */
  #namedType(ref: string, defs: Record<string, JsonSchema>): string {
    const name = ref.replace(/^#\/\$defs\//, "");
    const typeToken = token(name);
    const spec = this.#typeSpec(name, defs[name] ?? {}, defs);
    const known = this.types[typeToken];
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(spec)) {
      throw new Error(`${name}: two different schemas carry this id`);
    }
    this.types[typeToken] = spec;
    return `#/types/${typeToken}`;
  }

  #typeSpec(name: string, definition: JsonSchema, defs: Record<string, JsonSchema>): EnumTypeSpec | ObjectTypeSpec {
    const described = definition.description === undefined ? {} : { description: definition.description };
    if (definition.enum !== undefined && definition.enum.every((value) => typeof value === "string")) {
      return { type: "string", ...described, enum: (definition.enum as string[]).map((value) => ({ value })) };
    }
    if (definition.type === "object" && definition.properties !== undefined) {
      return { type: "object", ...described, ...this.#objectSpec(definition, defs, `${name}.`) };
    }
    throw new Error(`${name}: only string enums and objects with properties can be named types`);
  }
}
