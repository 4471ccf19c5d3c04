import { isDeepStrictEqual } from "node:util";
import { templateFields, type FieldBehaviour } from "../../../src/api/field-behaviour";
import type { BehaviourEntry } from "../../spec/corrections";
import type { AreaSpec } from "../../spec/facts";
import type { ApiOperation } from "./api-operations";
import { generatedModule } from "./generated-module";
import { refName, type SpecSchema } from "./schema-code";

/** The module of what the API does to the fields it stores and answers, relative to the repository. */
export const BEHAVIOUR_MODULE = "src/api/behaviour.ts";

/** The keys each kind of entry takes besides `field`, `when`, `operations`, `reason` and `source`. */
const KIND_KEYS: Record<FieldBehaviour["kind"], string[]> = {
  default: ["value"],
  set: ["value"],
  rewrite: ["as"],
  "set-of": [],
  "write-time": [],
  generated: [],
  "text-of": ["template"],
  "sent-as": ["from"],
  "refused-while": ["value", "status"],
  "items-below": ["collection"],
};
const REWRITES = ["lower-case", "upper-case", "no-trailing-dot", "no-trailing-slash"];
const COMMON_KEYS = ["kind", "field", "when", "operations", "reason", "source"];

type Schemas = Record<string, SpecSchema>;

/** The object model a schema stands for: through `$ref`, a `oneOf` of one, a list's items and a `data` envelope. */
function objectModel(schema: SpecSchema | undefined, schemas: Schemas): SpecSchema | undefined {
  if (schema === undefined) return undefined;
  if (schema.$ref !== undefined) return objectModel(schemas[refName(schema.$ref)], schemas);
  if (schema.oneOf?.length === 1) return objectModel(schema.oneOf[0], schemas);
  if (schema.type === "array") return objectModel(schema.items, schemas);
  const data = schema.properties?.data;
  const enveloped = data === undefined ? undefined : objectModel(data, schemas);
  return enveloped?.properties !== undefined ? enveloped : schema;
}

function fieldsOf(model: SpecSchema | undefined, schemas: Schemas): string[] {
  if (model === undefined) return [];
  const parts = model.allOf?.map((part) => objectModel(part, schemas)) ?? [];
  return [...Object.keys(model.properties ?? {}), ...parts.flatMap((part) => fieldsOf(part, schemas))];
}

/** A path template with its parameters unnamed, so that templates compare. */
function shape(path: string): string {
  return path.replace(/\{\w+\}/g, "{}").toLowerCase();
}

/**
 * The fields of the object an operation writes, as its area's models spell them: those of its own answer and of the
 * reads of the same object (a GET at its path, of the collection above it, of the object it is a part of, such as
 * `/dnszone/{id}` for `/dnszone/{id}/dnssec`, or of an item below it), and of the elements of the list that the read of
 * the object holding its collection answers under the collection's name (a bot category of
 * `.../bot-categorization/categories/{category}`, in the `categories` of `.../bot-categorization`).
 */
function writtenFields(operation: ApiOperation, operations: ApiOperation[], schemas: Schemas): Set<string> {
  const own = shape(operation.path);
  const related = [own, own.replace(/\/\{\}$/, ""), own.replace(/(\/\{\})\/[^/{}]+$/, "$1"), `${own}/{}`];
  const reads = operations.filter(
    (read) => read.area === operation.area && read.host === operation.host && read.method === "GET" && related.includes(shape(read.path)),
  );
  const answers = [operation, ...reads].map((each) => each.pageItem ?? (each.answer.kind === "json" ? each.answer.schema : undefined));
  const answered = answers.flatMap((answer) => fieldsOf(objectModel(answer, schemas), schemas));
  return new Set([...answered, ...listedFields(operation, operations, schemas)]);
}

/** The fields of the elements of the list named as an operation's collection in the read of the object above it. */
function listedFields(operation: ApiOperation, operations: ApiOperation[], schemas: Schemas): string[] {
  const held = /^(.*)\/([^/{}]+)\/\{\}$/.exec(shape(operation.path));
  if (held === null) return [];
  const [, holder, collection] = held;
  return operations
    .filter((read) => read.area === operation.area && read.host === operation.host && read.method === "GET" && shape(read.path) === holder)
    .flatMap((read) => {
      const answer = objectModel(read.answer.kind === "json" ? read.answer.schema : undefined, schemas);
      const list = Object.entries(answer?.properties ?? {}).find(([name]) => name.toLowerCase() === collection)?.[1];
      return list === undefined ? [] : fieldsOf(objectModel(list, schemas), schemas);
    });
}

function requestBody(operation: ApiOperation): SpecSchema | undefined {
  return operation.body?.kind === "json" ? operation.body.schema : undefined;
}

/**
 * Whether an operation reads, or deletes the object at its path: a DELETE of a part of an object (`/dnszone/{id}/dnssec`)
 * writes that object.
 */
function removesOrReads(operation: ApiOperation): boolean {
  return operation.method === "GET" || (operation.method === "DELETE" && operation.path.endsWith("}"));
}

/** Whether the table has a collection `collection` below each object an operation reads (or each item of its list). */
function hasCollectionBelow(operation: ApiOperation, collection: string, operations: ApiOperation[]): boolean {
  const own = shape(operation.path);
  const item = own.endsWith("/{}") ? own : `${own}/{}`;
  return operations.some((other) => other.host === operation.host && shape(other.path) === `${item}/${collection.toLowerCase()}`);
}

/** Why an entry's own content is wrong, or undefined. */
function shapeProblem(entry: BehaviourEntry): string | undefined {
  if (!entry.reason?.trim() || !entry.source?.trim()) return "needs a reason and a source";
  if (!Array.isArray(entry.operations) || entry.operations.length === 0) return "names no operation";
  const kindKeys = (KIND_KEYS as Record<string, string[] | undefined>)[entry.kind];
  if (kindKeys === undefined) return `has kind ${JSON.stringify(entry.kind)}, not one of ${Object.keys(KIND_KEYS).join(", ")}`;
  const missing = kindKeys.filter((key) => !(key in entry));
  if (missing.length > 0) return `of kind ${entry.kind} needs ${missing.join(" and ")}`;
  const unknown = Object.keys(entry).filter((key) => !COMMON_KEYS.includes(key) && !kindKeys.includes(key));
  if (unknown.length > 0) return `of kind ${entry.kind} takes no ${unknown.join(", ")}`;
  if (entry.kind === "rewrite" && !REWRITES.includes(entry.as)) return `rewrites as ${JSON.stringify(entry.as)}, not one of ${REWRITES.join(", ")}`;
  if (entry.kind === "text-of" && templateFields(entry.template).length === 0) return `has a template naming no {Field}: ${entry.template}`;
  if (entry.kind === "refused-while" && !(Number.isInteger(entry.status) && entry.status >= 400 && entry.status < 500)) {
    return `refuses with status ${JSON.stringify(entry.status)}, not a 4xx`;
  }
  return undefined;
}

/** The fields an entry reads from the request's body, or else from the object: a template's, or the field it copies. */
function sentFields(entry: BehaviourEntry): string[] {
  if (entry.kind === "text-of") return templateFields(entry.template);
  return entry.kind === "sent-as" ? [entry.from] : [];
}

/** An entry as the generated module holds it: what the simulator and a diff need, without its operations and sources. */
function behaviourOf(entry: BehaviourEntry): FieldBehaviour {
  const { operations: _operations, reason: _reason, source: _source, ...behaviour } = entry;
  return behaviour;
}

/**
 * Each operation's behaviour entries, in the file's order; fails naming an entry without a reason or a source, of an
 * unknown kind or missing what its kind needs, naming an operation the table does not have (or one that writes nothing:
 * a read, or the delete of an object; or for `items-below`, one that is no read, or a collection the table has not below its objects), a field the objects
 * the operation writes do not have, or said twice.
 */
export function operationBehaviour(entries: BehaviourEntry[], operations: ApiOperation[], areas: AreaSpec[]): Map<string, FieldBehaviour[]> {
  const byName = new Map(operations.map((operation) => [operation.name, operation]));
  const byOperation = new Map<string, FieldBehaviour[]>();
  entries.forEach((entry, index) => {
    const fail = (problem: string) =>
      new Error(`spec/corrections.json: the behaviour entry ${index} (${entry.kind} of ${entry.field}) ${problem}`);
    const problem = shapeProblem(entry);
    if (problem !== undefined) throw fail(problem);
    const behaviour = behaviourOf(entry);
    for (const name of entry.operations) {
      const operation = byName.get(name);
      if (operation === undefined) throw fail(`names ${name}, which is no operation of the table`);
      if (entry.kind === "items-below" && operation.method !== "GET") throw fail(`names ${name}, which is no read`);
      if (entry.kind !== "items-below" && removesOrReads(operation)) throw fail(`names ${name}, which writes nothing`);
      if (entry.kind === "items-below" && !hasCollectionBelow(operation, entry.collection, operations)) {
        throw fail(`names the collection ${entry.collection}, which the table has not below the objects ${name} reads`);
      }
      const schemas = areas.find((area) => area.area === operation.area)!.schemas as Schemas;
      const fields = writtenFields(operation, operations, schemas);
      const absent = [entry.field, ...Object.keys(entry.when ?? {})].filter((field) => !fields.has(field));
      if (absent.length > 0) throw fail(`names ${absent.join(", ")}, which the objects ${name} writes do not have`);
      const sendable = new Set([...fields, ...fieldsOf(objectModel(requestBody(operation), schemas), schemas)]);
      const unsent = sentFields(entry).filter((field) => !sendable.has(field));
      if (unsent.length > 0) throw fail(`reads ${unsent.join(", ")}, which neither ${name}'s body nor the objects it writes have`);
      const said = byOperation.get(name) ?? [];
      if (said.some((earlier) => isDeepStrictEqual(earlier, behaviour))) throw fail(`says again what an earlier entry says of ${name}`);
      byOperation.set(name, [...said, behaviour]);
    }
  });
  return byOperation;
}

/** The text of src/api/behaviour.ts: each operation's behaviour entries, by operation name. */
export function behaviourSource(byOperation: Map<string, FieldBehaviour[]>): string {
  const lines = [...byOperation].map(
    ([name, behaviours]) => `  ${JSON.stringify(name)}: [\n${behaviours.map((behaviour) => `    ${JSON.stringify(behaviour)},\n`).join("")}  ],`,
  );
  const text = `/**
 * What the API does to the fields of the objects these operations write (or, for \`items-below\`, read), beyond storing
 * what was sent, applied in order; spec/corrections.json gives each entry's reason and source.
 */
export const apiBehaviour: Partial<Record<ApiOperationName, readonly FieldBehaviour[]>> = {
${lines.join("\n")}
};`;
  return generatedModule(['import type { FieldBehaviour } from "./field-behaviour";', 'import type { ApiOperationName } from "./operations";'], text);
}
