import { z } from "zod";
import { isSecretField } from "../api/secret-fields";
import { converted, definitionOf, fromApi, lowerCamel, unwrapped, type Codec, type ZodDefinition } from "../providers/row-fields";
import { modelNoun } from "./answer-descriptions";

/** How a value of an answer becomes a data function's: as a row's field, or an object, a list or a map of them. */
export type AnswerCodec =
  | { kind: "field"; codec: Codec }
  | { kind: "object"; model: string; fields: { api: string; property: string; codec: AnswerCodec }[] }
  | { kind: "list"; items: AnswerCodec }
  | { kind: "map"; values: AnswerCodec };

/** A data function's described form of an answer schema, and its codec. */
export interface AnswerShape {
  schema: z.ZodType;
  codec: AnswerCodec;
}

/**
 * The named type of an answer's model: `Api` and the model's name, which no resource, function or hand-written type
 * of the package starts with.
 */
export function answerTypeName(model: string): string {
  return `Api${model}`;
}

/**
 * Builds the described form of answers' schemas. Each model becomes one named object type (its properties the
 * model's fields in lowerCamel, each described), shared by every answer that holds it; an integer enum becomes the
 * string enum of its names, an integer id its string, a map keeps its keys. A field that holds a secret is left out:
 * {@link secretsLeftOut} names those of an answer.
 */
export class AnswerShapes {
  readonly #types = new Map<z.ZodType, AnswerShape>();
  readonly #names = new Set<string>();
  /** The secret fields left out of each model, by model. */
  readonly #secrets = new Map<string, Set<string>>();

  constructor(private readonly describe: (model: string, field: string) => string) {}

  shape(schema: z.ZodType, where: string): AnswerShape {
    const { inner, meta } = unwrapped(schema);
    const def = definitionOf(schema);
    if (meta.enumNames !== undefined) return this.#field(schema, where);
    switch (def.type) {
      case "array": {
        const items = this.shape(def.element as z.ZodType, `${where}[]`);
        return { schema: z.array(items.schema), codec: { kind: "list", items: items.codec } };
      }
      case "record": {
        const values = this.shape(def.valueType as z.ZodType, `${where}{}`);
        return { schema: z.record(z.string(), values.schema), codec: { kind: "map", values: values.codec } };
      }
      case "object":
        return this.#object(inner, meta.model ?? where.replace(/\W+(\w)/g, (_, letter: string) => letter.toUpperCase()));
      case "union":
      case "literal":
      case "unknown":
        return this.#literals(def);
      default:
        return this.#field(schema, where);
    }
  }

  /** A union of literals: a text that names its values, an integer; else any value. */
  #literals(def: ZodDefinition): AnswerShape {
    const options = def.type === "union" ? (def.options as z.ZodType[]).map(definitionOf) : [def];
    const values = options.flatMap((option) => (option.type === "literal" ? (option.values as unknown[]) : [undefined]));
    const plain = values.every((value) => typeof value === "string")
      ? z.string().meta({ description: `One of ${values.map((value) => `\`${String(value)}\``).join(", ")}.` })
      : values.every((value) => typeof value === "number")
        ? z.number().int()
        : z.unknown();
    return { schema: plain, codec: { kind: "field", codec: { kind: "value" } } };
  }

  #field(schema: z.ZodType, where: string): AnswerShape {
    const { schema: converted_, codec } = converted(schema, where);
    return { schema: converted_, codec: { kind: "field", codec } };
  }

  /**
   * The described properties of an object model, but those `skipped`, and its codec: a data function's result when it
   * answers one.
   */
  fields(schema: z.ZodType, model: string, skipped: (field: string) => boolean): { shape: Record<string, z.ZodType>; codec: AnswerCodec } {
    const fields: { api: string; property: string; codec: AnswerCodec }[] = [];
    const shape: Record<string, z.ZodType> = {};
    this.#fill(unwrapped(schema).inner, model, shape, fields, skipped);
    return { shape, codec: { kind: "object", model, fields } };
  }

  #object(schema: z.ZodType, model: string): AnswerShape {
    const known = this.#types.get(schema);
    if (known !== undefined) return known;
    const name = answerTypeName(model);
    if (this.#names.has(name)) throw new Error(`two models of the API would both be the type ${name}`);
    this.#names.add(name);
    const fields: { api: string; property: string; codec: AnswerCodec }[] = [];
    const shape: Record<string, z.ZodType> = {};
    const object = z.object(shape).meta({ id: name, description: `What the API reports of a ${modelNoun(model)}.` });
    // Registered before its fields are made, so that a model holding itself refers to its own type.
    const made: AnswerShape = { schema: z.lazy(() => object), codec: { kind: "object", model, fields } };
    this.#types.set(schema, made);
    this.#fill(schema, model, shape, fields, () => false);
    return made;
  }

  /** The secret fields left out of an answer of `codec`, as `Model.Field`, each once. */
  secretsLeftOut(codec: AnswerCodec): string[] {
    const models = new Set<string>();
    const visit = (node: AnswerCodec): void => {
      if (node.kind === "list") visit(node.items);
      else if (node.kind === "map") visit(node.values);
      else if (node.kind === "object" && !models.has(node.model)) {
        models.add(node.model);
        node.fields.forEach((field) => visit(field.codec));
      }
    };
    visit(codec);
    return [...models].flatMap((model) => [...(this.#secrets.get(model) ?? [])].map((field) => `${model}.${field}`));
  }

  #fill(
    schema: z.ZodType,
    model: string,
    shape: Record<string, z.ZodType>,
    fields: { api: string; property: string; codec: AnswerCodec }[],
    skipped: (field: string) => boolean,
  ): void {
    for (const [api, field] of Object.entries((schema as unknown as z.ZodObject).shape as Record<string, z.ZodType>)) {
      if (skipped(api)) continue;
      if (isSecretField(api)) {
        this.#secrets.set(model, new Set([...(this.#secrets.get(model) ?? []), api]));
        continue;
      }
      const property = lowerCamel(api);
      const { schema: fieldSchema, codec } = this.shape(field, `${model}.${api}`);
      shape[property] = fieldSchema.optional().meta({ description: this.describe(model, api) });
      fields.push({ api, property, codec });
    }
  }
}

/** `value`, as the API answered it, in a data function's form: absent fields (null) left out. */
export function fromAnswer(value: unknown, codec: AnswerCodec): unknown {
  if (value === undefined || value === null) return undefined;
  switch (codec.kind) {
    case "field":
      return fromApi(value, codec.codec);
    case "list":
      return (value as unknown[]).map((item) => fromAnswer(item, codec.items));
    case "map":
      return Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, fromAnswer(item, codec.values)]));
    case "object": {
      const object = value as Record<string, unknown>;
      const entries = codec.fields.map(({ api, property, codec: field }) => [property, fromAnswer(object[api], field)] as const);
      return Object.fromEntries(entries.filter(([, field]) => field !== undefined));
    }
  }
}
