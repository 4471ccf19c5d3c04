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

/** A named type of the package schema: an enum of strings. */
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

interface JsonSchema {
  type?: string;
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

/**
 * Turns zod object schemas into the package schema's properties. Enums must carry a zod `id` (`.meta({ id })`): they
 * become named enum types, shared by every property that uses them. Descriptions come from `.meta({ description })`.
 */
export class PropertyTypes {
  /** The named types met so far, by token. */
  readonly types: Record<string, EnumTypeSpec> = {};

  /**
   * The properties of `schema`. `io: "output"` describes what validation produces (ids as strings), `"input"` what it
   * takes (for settings, which are read as text).
   */
  objectSpec(schema: z.ZodObject, io: "input" | "output"): ObjectSpec {
    const json = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
    const defs = json.$defs ?? {};
    const properties: Record<string, PropertySpec> = {};
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      properties[name] = this.#spec(property, defs, name);
    }
    return { properties, required: json.required ?? [] };
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
    if (json.enum !== undefined) {
      throw new Error(`${where}: an enum needs a name, given with .meta({ id }) on its zod schema`);
    }
    if (json.type === "array") {
      return { ...described, type: "array", items: this.#spec(json.items ?? {}, defs, `${where}[]`) };
    }
    if (json.type === "object" && json.properties === undefined && typeof json.additionalProperties === "object") {
      return { ...described, type: "object", additionalProperties: this.#spec(json.additionalProperties, defs, where) };
    }
    if (json.type !== undefined && scalarTypes.has(json.type)) {
      return { ...described, type: json.type as PropertySpec["type"] };
    }
    return { ...described, $ref: "pulumi.json#/Any" };
  }

  #namedType(ref: string, defs: Record<string, JsonSchema>): string {
    const name = ref.replace(/^#\/\$defs\//, "");
    const definition = defs[name];
    if (definition?.enum === undefined || !definition.enum.every((value) => typeof value === "string")) {
      throw new Error(`${name}: only string enums can be named types`);
    }
    this.types[token(name)] = {
      type: "string",
      ...(definition.description === undefined ? {} : { description: definition.description }),
      enum: (definition.enum as string[]).map((value) => ({ value })),
    };
    return `#/types/${token(name)}`;
  }
}
