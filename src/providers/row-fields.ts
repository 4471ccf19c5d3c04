import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { CanonicalIntegerId } from "../schemas";

/**
 * How a value goes between the API's form and the resource's: as it is, an id as its string for the API's integer, an
 * enum's name for its integer, a file's text for the Base64 of its UTF-8 bytes, or a list of them.
 */
export type Codec =
  | { kind: "value" }
  | { kind: "id" }
  | { kind: "text-as-base64" }
  | { kind: "enum"; names: readonly string[]; values: readonly number[] }
  | { kind: "list"; items: Codec }
  | { kind: "object"; fields: readonly { api: string; property: string; codec: Codec }[] };

/**
 * A model that a field of a row holds, served as a named object type of the package: its name, what it is, and the
 * description of each of its properties (the model's fields in lowerCamel).
 */
export interface NamedObjectType {
  name: string;
  description: string;
  descriptions: Record<string, string>;
}

/** The named object type a model is served as, by the model's name; undefined where the model is not served. */
export type ObjectTypes = (model: string) => NamedObjectType | undefined;

/** One field of a model as a resource has it: its check (or description of an output), and its codec. */
export interface RowField {
  /** The field's name in the API (`Domain`). */
  api: string;
  /** The property's name (`domain`). */
  property: string;
  /** Whether the model requires the field. */
  required: boolean;
  /** The property's schema, an enum as a string enum of its names; without its description. */
  schema: z.ZodType;
  codec: Codec;
}

/** The zod internals the walk reads: every generated schema has them. */
interface Walked {
  _zod: { def: ZodDefinition };
}

/** What a zod schema says of itself: its kind (`type`) and that kind's parts. */
export type ZodDefinition = Record<string, unknown> & { type: string };

/** The definition of `schema` without its wrappers (see {@link unwrapped}). */
export function definitionOf(schema: z.ZodType): ZodDefinition {
  return (unwrapped(schema).inner as unknown as Walked)._zod.def;
}

/**
 * The API's field name in lowerCamel (`Domain` → `domain`, `IPGeoLocationInfo` → `ipGeoLocationInfo`, `REQUEST_URI` →
 * `requestUri`).
 */
export function lowerCamel(name: string): string {
  if (/^[A-Z0-9]+(_[A-Z0-9]+)+$/.test(name)) {
    return name.toLowerCase().replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  }
  const capitals = /^[A-Z]+/.exec(name)?.[0] ?? "";
  const lead = capitals.length > 1 && capitals.length < name.length ? capitals.slice(0, -1) : capitals;
  return lead.toLowerCase() + name.slice(lead.length);
}

/** The metadata the generation gives a model's schema: its name, and an enum's names. */
function modelMeta(schema: z.ZodType): { model?: string; enumNames?: string[] } {
  return (z.globalRegistry.get(schema) ?? {}) as { model?: string; enumNames?: string[] };
}

/**
 * `schema` without its wrappers (optional, nullable, lazy, the case-insensitive answer's pipe), whether it was optional,
 * and the metadata of the model it is, which the generation puts on the outermost schema of a model.
 */
export function unwrapped(schema: z.ZodType): { inner: z.ZodType; optional: boolean; meta: { model?: string; enumNames?: string[] } } {
  let inner = schema as unknown as Walked;
  let optional = false;
  let meta: { model?: string; enumNames?: string[] } = {};
  for (;;) {
    if (meta.model === undefined) meta = modelMeta(inner as unknown as z.ZodType);
    const def = inner._zod.def;
    if (def.type === "optional") optional = true;
    if (def.type === "optional" || def.type === "nullable") inner = def.innerType as Walked;
    else if (def.type === "lazy") inner = (def.getter as () => Walked)();
    else if (def.type === "pipe" && (def.out as Walked)._zod.def.type === "object") inner = def.out as Walked;
    else return { inner: inner as unknown as z.ZodType, optional, meta };
  }
}

/** The enums made so far, by name: one schema per name, whichever model (request or answer) met it first. */
const namedEnums = new Map<string, { schema: z.ZodType; codec: Codec }>();

/** A type's name in words: `DnsRecordTypes` is "dns record types". */
export function spaced(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

/** The texts of a union of text literals, or of one (an enum the API sends by name), else undefined. */
function literalTexts(def: Walked["_zod"]["def"]): string[] | undefined {
  if (def.type === "literal") {
    const values = def.values as unknown[];
    return values.every((value) => typeof value === "string") ? (values as string[]) : undefined;
  }
  if (def.type !== "union") return undefined;
  const values = (def.options as Walked[]).map((option) => option._zod.def.values as unknown[] | undefined);
  if (!values.every((value) => value !== undefined && value.length === 1 && typeof value[0] === "string")) return undefined;
  return values.map((value) => value![0] as string);
}

/** The string enum of an enum the API sends by name, one schema per name. */
function namedTextEnum(name: string, texts: string[], described?: string): { schema: z.ZodType; codec: Codec } {
  const known = namedEnums.get(name);
  if (known !== undefined) return known;
  const description = described ?? `A value of the API's ${spaced(name)}, by its name.`;
  const made = { schema: z.enum(texts as [string, ...string[]]).meta({ id: name, description }), codec: { kind: "value" } as const };
  namedEnums.set(name, made);
  return made;
}

/** The named object types made so far, by name. */
const namedObjects = new Map<string, { schema: z.ZodType; codec: Codec }>();

/** The named object type `type` of the object model `model`, each of its properties described. */
function namedObject(model: z.ZodType, type: NamedObjectType, objectTypes: ObjectTypes): { schema: z.ZodType; codec: Codec } {
  const known = namedObjects.get(type.name);
  if (known !== undefined) return known;
  const fields = modelFields(model, type.name, new Set(), objectTypes);
  const shape = Object.fromEntries(
    fields.map((field) => {
      const description = type.descriptions[field.property];
      if (description === undefined) throw new Error(`${type.name}.${field.property}: the type gives no description`);
      return [field.property, (field.required ? field.schema : field.schema.optional()).meta({ description })];
    }),
  );
  const made = {
    schema: z.object(shape).meta({ id: type.name, description: type.description }),
    codec: { kind: "object", fields: fields.map(({ api, property, codec }) => ({ api, property, codec })) } as const,
  };
  namedObjects.set(type.name, made);
  return made;
}

/**
 * The resource's form of an API schema, with its codec. A field that holds an object is refused unless `objectTypes`
 * serves its model as a named object type: the resource classes declare no other object types of the API's models, so
 * a row leaves such a field out, with its reason.
 */
export function converted(
  schema: z.ZodType,
  where: string,
  objectTypes: ObjectTypes = () => undefined,
  fieldKey?: string,
): { schema: z.ZodType; codec: Codec } {
  const { inner, meta } = unwrapped(schema);
  const def = (inner as unknown as Walked)._zod.def;
  const objectType = def.type === "object" && meta.model !== undefined ? objectTypes(meta.model) : undefined;
  if (objectType !== undefined) return namedObject(inner, objectType, objectTypes);
  if (meta.enumNames !== undefined) {
    const name = meta.model!;
    const known = namedEnums.get(name);
    if (known !== undefined) return known;
    const values = (def.options as Walked[]).map((option) => (option._zod.def.values as number[])[0]);
    const names = meta.enumNames;
    const description = `A value of the API's ${spaced(name)}, given by its name; the API is sent the number the name stands for.`;
    const schema = z.enum(names as [string, ...string[]]).meta({ id: name, description });
    const made = { schema, codec: { kind: "enum", names, values } as const };
    namedEnums.set(name, made);
    return made;
  }
  const texts = literalTexts(def);
  if (texts !== undefined) {
    // `objectTypes` may serve a text enum under a name of its own, where another area's model has the API's name; an
    // enum written inside a model's field, which has no name, by `Model.field` (`fieldKey`).
    const renamed = objectTypes(meta.model ?? fieldKey ?? "");
    const name = renamed?.name ?? meta.model;
    if (name !== undefined) return namedTextEnum(name, texts, renamed?.description);
  }
  switch (def.type) {
    case "array": {
      const items = converted(def.element as z.ZodType, `${where}[]`, objectTypes);
      // The list's own bounds (at least one container of an app) are kept: the API refuses a list outside them.
      const list = z.array(items.schema).check(...((def.checks ?? []) as z.core.$ZodCheck<unknown[]>[]));
      return { schema: list, codec: { kind: "list", items: items.codec } };
    }
    case "record": {
      // A map of texts or numbers (an optimizer class's settings) is a value: sent and compared whole.
      const values = converted(def.valueType as z.ZodType, `${where}{}`, objectTypes);
      if (values.codec.kind === "value" && definitionOf(values.schema).type !== "object") {
        return { schema: z.record(z.string(), values.schema), codec: { kind: "value" } };
      }
      throw new Error(`${where}: holds a map of objects, which no property takes`);
    }
    case "object": {
      const alike = meta.model === undefined ? textFields(def) : undefined;
      if (alike !== undefined) return textMap(alike.names, alike.value);
      throw new Error(`${where}: holds an object, which no property takes`);
    }
    case "union":
    case "literal": {
      // An enum whose names the document does not give (a video's status) is its integer, as the data functions report it.
      const options = def.type === "union" ? (def.options as Walked[]).map((option) => option._zod.def) : [def];
      if (options.every((option) => option.type === "literal" && (option.values as unknown[]).every(Number.isInteger))) {
        return { schema: z.number().int(), codec: { kind: "value" } };
      }
      throw new Error(`${where}: holds a union, which no property takes`);
    }
    default:
      // An integer field named as an id (`PullZoneId`) is an id, which the resources take and report as a string.
      if (/Id$/.test(where) && (inner as unknown as { isInt?: boolean }).isInt === true) {
        return { schema: CanonicalIntegerId, codec: { kind: "id" } };
      }
      return { schema: inner, codec: { kind: "value" } };
  }
}

/**
 * The field names of an object that is no model of its own and whose fields are all optional and alike, texts or lists
 * of texts, with the schema of their values; else undefined.
 */
function textFields(def: ZodDefinition): { names: string[]; value: z.ZodType } | undefined {
  const fields = Object.entries(def.shape as Record<string, z.ZodType>);
  const kind = (field: z.ZodType) => {
    const own = definitionOf(field);
    return own.type === "array" ? `${definitionOf(own.element as z.ZodType).type}[]` : own.type;
  };
  const kinds = new Set(fields.map(([, field]) => (unwrapped(field).optional ? kind(field) : "required")));
  const [only] = kinds;
  if (fields.length === 0 || kinds.size !== 1 || (only !== "string" && only !== "string[]")) return undefined;
  return { names: fields.map(([name]) => name), value: only === "string" ? z.string() : z.array(z.string()) };
}

/**
 * An object of optional texts, or of optional lists of texts, with no model of its own (a shield rule's
 * `variableTypes`: the variable it matches, and the part of it named; an API Guardian endpoint's parameters by where
 * the request carries them) as a map from those field names to its values, a value sent and compared whole.
 */
function textMap(names: readonly string[], value: z.ZodType): { schema: z.ZodType; codec: Codec } {
  const schema = z.record(z.string(), value).refine((map) => Object.keys(map).every((key) => names.includes(key)), {
    message: `must have keys among ${names.join(", ")}`,
  });
  return { schema, codec: { kind: "value" } };
}

/**
 * The fields of an object model (request or answer) as a resource has them, but those `skipped` names, the models
 * `objectTypes` serves as named object types; `where` names the model in errors.
 */
export function modelFields(
  model: z.ZodType,
  where: string,
  skipped: ReadonlySet<string>,
  objectTypes: ObjectTypes = () => undefined,
): RowField[] {
  const { inner } = unwrapped(model);
  const def = (inner as unknown as Walked)._zod.def;
  if (def.type !== "object") throw new Error(`${where}: not an object model`);
  const fields = Object.entries(def.shape as Record<string, z.ZodType>).filter(([api]) => !skipped.has(api));
  const name = unwrapped(model).meta.model;
  return fields.map(([api, field]) => {
    const { schema, codec } = converted(field, `${where}.${api}`, objectTypes, name === undefined ? undefined : `${name}.${api}`);
    return { api, property: lowerCamel(api), required: !unwrapped(field).optional, schema, codec };
  });
}

/** The element model of a list field of `model` (`Records` of a DNS zone). */
export function listElement(model: z.ZodType, field: string, where: string): z.ZodType {
  const { inner } = unwrapped(model);
  const list = unwrapped((inner as unknown as { shape: Record<string, z.ZodType> }).shape[field]).inner as unknown as Walked;
  if (list._zod.def.type !== "array") throw new Error(`${where}: ${field} is not a list`);
  return list._zod.def.element as z.ZodType;
}

/** A model's name, as the generation gives it. */
export function modelName(schema: z.ZodType): string | undefined {
  return unwrapped(schema).meta.model;
}

/** `value`, in the resource's form, in the API's: enum names as their integers. */
export function toApi(value: unknown, codec: Codec): unknown {
  if (value === undefined || value === null) return value;
  switch (codec.kind) {
    case "value":
      return value;
    case "id":
      return Number(value);
    case "text-as-base64":
      return Buffer.from(value as string, "utf8").toString("base64");
    case "enum":
      return codec.values[codec.names.indexOf(value as string)];
    case "list":
      return (value as unknown[]).map((item) => toApi(item, codec.items));
    case "object":
      return objectIn(value, codec, toApi, (field) => field.property, (field) => field.api);
  }
}

/** `value`, in the API's form, in the resource's; null (the API's absent) becomes undefined. */
export function fromApi(value: unknown, codec: Codec): unknown {
  if (value === undefined || value === null) return undefined;
  switch (codec.kind) {
    case "value":
      return value;
    case "id":
      return String(value);
    case "text-as-base64":
      return Buffer.from(value as string, "base64").toString("utf8");
    case "enum": {
      const index = codec.values.indexOf(value as number);
      return index === -1 ? value : codec.names[index];
    }
    case "list":
      return (value as unknown[]).map((item) => fromApi(item, codec.items));
    case "object":
      return objectIn(value, codec, fromApi, (field) => field.api, (field) => field.property);
  }
}

type ObjectField = Extract<Codec, { kind: "object" }>["fields"][number];

/** An object converted field by field from the names `from` gives to those `to` gives, its absent fields left out. */
function objectIn(
  value: unknown,
  codec: Extract<Codec, { kind: "object" }>,
  convert: (value: unknown, codec: Codec) => unknown,
  from: (field: ObjectField) => string,
  to: (field: ObjectField) => string,
): Record<string, unknown> {
  const object = value as Record<string, unknown>;
  const entries = codec.fields.map((field) => [to(field), convert(object[from(field)], field.codec)] as const);
  return Object.fromEntries(entries.filter(([, converted_]) => converted_ !== undefined));
}

/**
 * `declared`, a value in the resource's form, with the properties its objects leave out taken from `found`, the same
 * value as a read reported it (an object's by name, a list's item by its place): so that a comparison of the two sees
 * only what the program gives.
 */
export function withUndeclaredFrom(declared: unknown, found: unknown, codec: Codec): unknown {
  if (codec.kind === "list" && Array.isArray(declared) && Array.isArray(found) && declared.length === found.length) {
    return declared.map((item, index) => withUndeclaredFrom(item, found[index], codec.items));
  }
  if (codec.kind !== "object" || !isPlainObject(declared) || !isPlainObject(found)) return declared;
  const filled: Record<string, unknown> = { ...declared };
  for (const field of codec.fields) {
    const value = declared[field.property];
    if (value === undefined && found[field.property] !== undefined) filled[field.property] = found[field.property];
    else if (value !== undefined) filled[field.property] = withUndeclaredFrom(value, found[field.property], field.codec);
  }
  return filled;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether two values of a key name the same object: text compared as the API does, without case. */
export function sameKeyValue(left: unknown, right: unknown): boolean {
  if (typeof left === "string" && typeof right === "string") return left.toLowerCase() === right.toLowerCase();
  return isDeepStrictEqual(left, right);
}
