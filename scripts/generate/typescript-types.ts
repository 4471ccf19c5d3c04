import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  description?: string;
}

/** A property of a zod object as the resource classes and the data functions declare it. */
export interface TypedProperty {
  name: string;
  description: string;
  /** Whether the property may be left out (an argument) or be absent (an output). */
  optional: boolean;
  /** Its type as a plain argument, which `input` wraps. */
  argument: string;
  /** Its type as an argument: `pulumi.Input<…>`. */
  input: string;
  /** Its type as an output, without `undefined`. */
  output: string;
}

/** The TypeScript type of a named type of the package schema, where it is not the type of that name in src/types. */
const typeScriptTypes: Record<string, string> = {
  WafRuleReviewAction: "WafRuleAction",
  // Too many codes to read in a hover, or for a program to narrow its strings to: any string, which validation checks.
  LanguageCode: "string",
};

const typesDir = path.resolve(__dirname, "..", "..", "src", "types");

/** The type names `src/types` exports, which the classes import from there. */
const publicTypes = new Set(
  fs
    .readdirSync(typesDir)
    .flatMap((file) => [...fs.readFileSync(path.join(typesDir, file), "utf8").matchAll(/^export (?:type|interface) (\w+)/gm)])
    .map((match) => match[1]),
);

/** Parentheses around a union, so that `[]` applies to all of it. */
function element(type: string): string {
  return type.includes(" | ") ? `(${type})` : type;
}

/**
 * Turns the properties of zod object schemas into the types the resource classes and the data functions declare. A
 * named type (zod `id`) becomes the type `typeScriptTypes` gives it, else the type of that name in `src/types`, else,
 * for an enum, the union of its values, and for an object, the interface of that name the generated answer types
 * declare (src/data/answer-types.ts). An id that validation turns into a string from a number as well (`PathId`,
 * `IntegerId`) is a `string | number` argument. Collects the names of `src/types` the declared types use.
 */
export class TypeScriptTypes {
  /** The names of `src/types` the types rendered so far use. */
  readonly imports = new Set<string>();
  /** Whether an argument rendered so far is a `DeepInput`, which src/resources/deep-input.ts declares. */
  usesDeepInput = false;
  /** The object types of answers the types rendered so far use, with their JSON schemas. */
  readonly answerTypes = new Map<string, { json: JsonSchema; defs: Record<string, JsonSchema> }>();

  /** The properties of `schema`, but those named in `except`. */
  properties(schema: z.ZodObject, except: Set<string>): TypedProperty[] {
    const json = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;
    return this.#properties(json, json.$defs ?? {}, except, (name) => schema.shape[name].safeParse(0).success);
  }

  /** The properties of an answer's object type, as {@link answerTypes} holds it. */
  answerTypeProperties(name: string): TypedProperty[] {
    const { json, defs } = this.answerTypes.get(name)!;
    return this.#properties(json, defs, new Set(), () => false);
  }

  #properties(
    json: JsonSchema,
    defs: Record<string, JsonSchema>,
    except: Set<string>,
    takesNumber: (name: string) => boolean,
  ): TypedProperty[] {
    const properties = Object.entries(json.properties ?? {}).filter(([name]) => !except.has(name));
    return properties.map(([name, property]) => {
      if (property.description === undefined) {
        throw new Error(`${name}: every property needs a description, given with .meta({ description })`);
      }
      const output = this.#type(property, defs, name);
      const acceptsNumber = output === "string" && takesNumber(name);
      // Rendered when read, so that only a module that declares the argument imports what its type names.
      const input = () => (acceptsNumber ? "pulumi.Input<string | number>" : this.#input(property, defs, name));
      return {
        name,
        description: property.description,
        optional: !(json.required ?? []).includes(name) || this.#allowsNull(property),
        argument: acceptsNumber ? "string | number" : output,
        get input() {
          return input();
        },
        output,
      };
    });
  }

  /** Whether src/types exports a type named `name`; if it does, the type counts among the imports. */
  usePublicType(name: string): boolean {
    if (!publicTypes.has(name)) {
      return false;
    }
    this.imports.add(name);
    return true;
  }

  #allowsNull(json: JsonSchema): boolean {
    return (json.anyOf ?? []).some((variant) => variant.type === "null");
  }

  /** An argument's type: an object type of the answers, or a list of them, is a `DeepInput` (src/resources/deep-input.ts) of it. */
  #input(json: JsonSchema, defs: Record<string, JsonSchema>, where: string): string {
    const variants = (json.anyOf ?? [json]).filter((variant) => variant.type !== "null");
    if (variants.length === 1 && variants[0].type === "array") {
      const items = this.#type(variants[0].items ?? {}, defs, `${where}[]`);
      if (this.answerTypes.has(items)) return this.#deepInput(`${items}[]`);
      return items === "unknown" ? "pulumi.Input<unknown[]>" : `pulumi.Input<pulumi.Input<${items}>[]>`;
    }
    const type = this.#type(json, defs, where);
    return this.answerTypes.has(type) ? this.#deepInput(type) : `pulumi.Input<${type}>`;
  }

  #deepInput(type: string): string {
    this.usesDeepInput = true;
    return `DeepInput<${type}>`;
  }

  #type(json: JsonSchema, defs: Record<string, JsonSchema>, where: string): string {
    if (json.$ref !== undefined) {
      return this.#named(json.$ref.replace(/^#\/\$defs\//, ""), defs);
    }
    if (json.anyOf !== undefined) {
      return json.anyOf
        .filter((variant) => variant.type !== "null")
        .map((variant) => this.#type(variant, defs, where))
        .join(" | ");
    }
    if (json.enum !== undefined) {
      return json.enum.map((value) => JSON.stringify(value)).join(" | ");
    }
    switch (json.type) {
      case "array":
        return `${element(this.#type(json.items ?? {}, defs, `${where}[]`))}[]`;
      case "string":
      case "boolean":
        return json.type;
      case "object":
        return typeof json.additionalProperties === "object"
          ? `Record<string, ${this.#type(json.additionalProperties, defs, `${where}{}`)}>`
          : "Record<string, unknown>";
      case "integer":
      case "number":
        return "number";
      case undefined:
        return "unknown";
      default:
        throw new Error(`${where}: no TypeScript type for a property of type ${json.type}`);
    }
  }

  #named(name: string, defs: Record<string, JsonSchema>): string {
    const typeName = typeScriptTypes[name] ?? name;
    if (publicTypes.has(typeName)) {
      this.imports.add(typeName);
      return typeName;
    }
    if (name in typeScriptTypes) {
      return typeName;
    }
    const definition = defs[name] ?? {};
    if (definition.enum !== undefined) {
      return this.#type(definition, defs, name);
    }
    if (definition.type === "object" && definition.properties !== undefined) {
      this.answerTypes.set(name, { json: definition, defs });
      return name;
    }
    throw new Error(`${name}: src/types exports no type of this name`);
  }
}
