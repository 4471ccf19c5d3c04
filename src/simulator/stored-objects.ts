import { apiOperations, type ApiOperationName } from "../api/operations";
import { servedOperations } from "../api/served-operations";

type StoredObject = Record<string, unknown>;

/** An id as the API binds it: `0310` is 310. */
export function normalizedId(value: string): string {
  return /^[0-9]+$/.test(value) ? String(Number(value)) : value;
}

/** Where a store key points: the host and the path template filled with the request's values. */
export function concretePath(host: string, segments: string[], params: Record<string, string>): string {
  const filled = segments.map((segment) =>
    segment.startsWith("{") ? normalizedId(params[segment.slice(1, -1)] ?? "") : segment.toLowerCase(),
  );
  return `${host}:/${filled.join("/")}`;
}

/** Whether a value is an object of fields, as the store keeps them (no array, no null). */
export function isObject(value: unknown): value is StoredObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A template as an object (an answer that is not one gives an empty template). */
export function objectTemplate(template: unknown): StoredObject {
  return isObject(template) ? template : {};
}

function shape(segments: string[]): string {
  return segments.map((segment) => (segment.startsWith("{") ? "{}" : segment.toLowerCase())).join("/");
}

const templates = new Map<string, unknown>();

/**
 * The object an item of a collection (or a settings object) is when none of its fields was set: the answer of the GET
 * of one item, else of the GET at the path itself, of the create, or one item of the list.
 */
export function templateOf(host: string, segments: string[]): unknown {
  const key = `${host}:${shape(segments)}`;
  if (templates.has(key)) return templates.get(key);
  const candidates: [number, unknown][] = [];
  for (const name of Object.keys(apiOperations) as ApiOperationName[]) {
    const facts = apiOperations[name];
    const served = servedOperations[name];
    if (facts.host !== host) continue;
    const path = facts.path.split("/").slice(1);
    const below = path.length === segments.length + 1 && path.at(-1)!.startsWith("{") && shape(path.slice(0, -1)) === shape(segments);
    const at = shape(path) === shape(segments);
    if (facts.method === "GET" && below) candidates.push([0, served.answer]);
    else if (facts.method === "GET" && at && served.item === undefined) candidates.push([1, served.answer]);
    else if (facts.method !== "GET" && at) candidates.push([2, served.answer]);
    else if (facts.method === "GET" && at) candidates.push([3, served.item]);
  }
  const found = candidates.filter(([, answer]) => isObject(answer)).sort(([a], [b]) => a - b)[0]?.[1];
  const object = enveloped(found) ? found.data : found;
  templates.set(key, object);
  return object;
}

/** Whether an answer holds its object in `data`, as the shield area's answers do (`{data, error}`). */
export function enveloped(answer: unknown): answer is StoredObject & { data: StoredObject } {
  return isObject(answer) && isObject(answer.data);
}

/**
 * A stored object as an operation answers it: the fields of its answer (the spec's answer of a create or an update
 * may be another model than the read's), each from the object where it has it; nothing for an operation answering
 * nothing, and the answer itself where it is not an object.
 */
export function projected(item: StoredObject, template: unknown): unknown {
  if (enveloped(template)) return { ...template, data: projected(item, template.data) };
  if (!isObject(template)) return template;
  return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, Object.hasOwn(item, key) ? item[key] : value]));
}

/** The field that holds an item's id: `Id`, `id`, `guid`, or the one named as the path parameter that names it. */
export function idFieldOf(template: StoredObject, collection: string[]): string {
  const keys = Object.keys(template);
  const named = keys.find((key) => ["id", "guid"].includes(key.toLowerCase()));
  if (named !== undefined) return named;
  const parameter = collection.at(-1)!.replace(/s$/, "").replace(/[^a-z]/gi, "").toLowerCase();
  return keys.find((key) => key.toLowerCase() === `${parameter}id`) ?? "Id";
}

function isScalar(value: unknown): boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

/** An object whose fields are scalars or maps of scalars (an optimizer class: its name and its settings). */
function isFlatObject(value: unknown): boolean {
  const flatField = (field: unknown) => isScalar(field) || (isObject(field) && Object.values(field).every(isScalar));
  return isObject(value) && Object.values(value).every(flatField);
}

/**
 * Whether a value sent may stand where the template has `example`: the same kind of scalar, scalars or flat objects
 * in a list, or an object where the template holds one.
 */
function fits(value: unknown, example: unknown): boolean {
  // An object held in a field of its own (a shield rule's configuration) is kept as sent.
  if (isObject(value)) return isObject(example) && Object.keys(value).every((key) => Object.hasOwn(example, key));
  if (Array.isArray(value)) return (Array.isArray(example) || example === null) && (value.every(isScalar) || value.every(isFlatObject));
  if (value === null) return example === null;
  return isScalar(value) && (example === null || typeof value === typeof example);
}

/**
 * The fields of a request's body that the object keeps, spelled as the object spells them (matched in any case): the
 * template's fields only, and only values the answer's schema can hold.
 */
export function fieldsOf(body: unknown, template: StoredObject): StoredObject {
  if (!isObject(body)) return {};
  const byLowerCase = new Map(Object.keys(template).map((key) => [key.toLowerCase(), key]));
  const fields: StoredObject = {};
  for (const [key, value] of Object.entries(body)) {
    const target = byLowerCase.get(key.toLowerCase());
    if (target !== undefined && fits(value, template[target])) fields[target] = value;
  }
  return fields;
}
