import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isSecretField } from "../api/secret-fields";
import { declarationOf } from "../client/declaration-of";
import { noBody } from "../client/operation-declaration";
import { CanonicalIntegerId, PathId } from "../schemas";
import { checkInputs } from "./check";
import { exactlyOneIssue } from "./exactly-one-of";
import type { ProviderDefinition } from "./definition";
import { listItem } from "./documentation-lines";
import { LIBRARY_KEY, LibraryKeySchema, libraryKeyed } from "./library-key";
import type { TriggerRow } from "./metadata/trigger";
import { ruleWords } from "./rule-words";
import { converted, fromApi, lowerCamel, modelFields, toApi, unwrapped, type RowField } from "./row-fields";
import { callOperation, parameterShape, pathParameters, requestLine } from "./row-operations";

/** A trigger resource's properties, as the engine holds them: its inputs, which are also its outputs. */
export type TriggerProperties = Record<string, unknown>;

/** The input every trigger resource has besides the operation's parameters. */
const TRIGGERS = "triggers";

/**
 * What a preview shows of a trigger taken from an output, said in the description of every `triggers` input: the engine
 * knows only the inputs of a resource it is about to update.
 */
export const TRIGGERS_IN_A_PREVIEW =
  "In a preview, an output of a resource about to be updated can be unknown unless the program sets it as an input; a " +
  "trigger taken from such an output then shows a run as possible.";

const TriggersSchema = z.array(z.unknown(), { error: "must be a list" }).optional().meta({
  description:
    "Values of any type, often outputs of other resources (a release's version, a file's hash): when any of them " +
    "changes, the operation runs again (as with `triggers` of `@pulumi/command`). A secret among them stays secret in " +
    `the state. ${TRIGGERS_IN_A_PREVIEW}`,
});

/** The line of the behaviour that names the recorded fields of the answer, or the output that holds it whole, if any. */
function recordedWords(recorded: readonly RowField[], recordedAnswer: string | undefined): string[] {
  if (recordedAnswer !== undefined) {
    return [
      `  The state also records the whole answer in \`${recordedAnswer}\`, a map by the API's field names, as the run left`,
      "  it (a refresh does not read it again); a field that holds a secret is left out.",
    ];
  }
  if (recorded.length === 0) return [];
  const names = recorded.map((field) => `\`${field.property}\``).join(" and ");
  return [`  The state also records the answer's ${names}, as the run left them:`, "  a refresh does not read them again."];
}

/** The line of the behaviour that says which two inputs exclude each other, if any. */
function exactlyOneWords(pair: TriggerRow["exactlyOneOf"]): string[] {
  if (pair === undefined) return [];
  const [first, second] = pair;
  return [`- check: exactly one of \`${first}\` and \`${second}\` is given; neither, or both, is refused before any call.`];
}

/** An answer as a run records it whole: every field that holds a secret left out, at any depth. */
function withoutSecretFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecretFields);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !isSecretField(name))
      .map(([name, field]) => [name, withoutSecretFields(field)]),
  );
}

/** Where a parameter of the operation goes: the path, the query or the body. */
type ParameterField = RowField & { at: "path" | "query" | "body" };

/**
 * The parameters of `operation` as a trigger resource takes them: its path parameters (an integer one as a whole number
 * in text, as the resources take ids), its query parameters and the fields of its body, each named in lowerCamel.
 */
function parameterFields(row: TriggerRow): ParameterField[] {
  const shape = parameterShape(row.operation);
  const path = pathParameters(row.operation);
  const where = `${row.name} (${row.operation})`;
  const { query, sent } = declarationOf(row.operation);
  const leftOut = new Set(Object.keys(row.leftOut ?? {}));
  const required = new Set(row.required ?? []);
  for (const name of leftOut) {
    const taken = name === "body" ? shape.body !== undefined : query.includes(name);
    if (!taken) throw new Error(`${where}: ${name}, left out, is neither a query parameter nor the body of the operation`);
    if (!shape[name].safeParse(undefined).success) throw new Error(`${where}: ${name}, left out, is one the operation requires`);
  }
  for (const name of required) {
    if (!query.includes(name) || leftOut.has(name)) throw new Error(`${where}: ${name}, required, is no query parameter the row takes`);
  }
  if (sent === "stream" && !leftOut.has("body")) {
    throw new Error(`${where}: its body is a file's bytes, which no input holds: the row must leave it out`);
  }
  const pathFields = path.map((name): ParameterField => {
    if (unwrapped(shape[name]).meta.enumNames !== undefined) {
      return { api: name, property: name, required: true, ...converted(shape[name], `${where}.${name}`), at: "path" };
    }
    const integer = shape[name].safeParse(1).success;
    const [schema, codec] = integer ? [CanonicalIntegerId, { kind: "id" } as const] : [PathId, { kind: "value" } as const];
    return { api: name, property: name, required: true, schema, codec, at: "path" };
  });
  const queryFields = query
    .filter((name) => !leftOut.has(name))
    .map((name): ParameterField => {
      const { schema, codec } = converted(shape[name], `${where}.${name}`);
      const isRequired = required.has(name) || !shape[name].safeParse(undefined).success;
      return { api: name, property: lowerCamel(name), required: isRequired, schema, codec, at: "query" };
    });
  const bodyFields =
    shape.body === undefined || leftOut.has("body")
      ? []
      : modelFields(shape.body, where, new Set()).map((field): ParameterField => ({ ...field, at: "body" }));
  return [...pathFields, ...queryFields, ...bodyFields];
}

/** Whether the operation answers a body the published document gives no schema. */
const answersUndescribed = (operation: TriggerRow["operation"]): boolean => declarationOf(operation).answer instanceof z.ZodUnknown;

/**
 * The fields of the operation's answer that a run records (see {@link TriggerRow.recorded}): none for an operation that
 * answers no model, or an undescribed answer (recorded whole, {@link TriggerRow.recordedAnswer}); for one that answers
 * a model, the row must name them, each a field of the model.
 */
function recordedFields(row: TriggerRow): RowField[] {
  const answer = declarationOf(row.operation).answer;
  if (answersUndescribed(row.operation) !== (row.recordedAnswer !== undefined)) {
    throw new Error(`${row.name}: recordedAnswer is given exactly where ${row.operation} answers a body of no schema`);
  }
  if (answer === noBody || row.recordedAnswer !== undefined) {
    if (row.recorded !== undefined) throw new Error(`${row.name}: ${row.operation} answers no model, whose fields it could record`);
    return [];
  }
  if (row.recorded === undefined) throw new Error(`${row.name}: ${row.operation} answers a model, and the row records none of its fields`);
  const recorded = new Set(row.recorded);
  const answerFields = Object.keys((unwrapped(answer).inner as z.ZodObject).shape);
  const fields = modelFields(answer, `${row.name} (${row.operation})`, new Set(answerFields.filter((api) => !recorded.has(api))));
  return row.recorded.map((api) => {
    const field = fields.find((candidate) => candidate.api === api);
    if (field === undefined) throw new Error(`${row.name}: ${api} is no field of ${row.operation}'s answer`);
    return field;
  });
}

/**
 * The provider of a trigger resource (see {@link TriggerRow}): create runs the operation and records the inputs, and
 * the answer's fields the row names, under an id of its own; a change of any input replaces the resource, which runs
 * the operation again (but a change of the library's key, recorded with no call); read returns the state as it is,
 * with no call; delete forgets, with no call. A failed call fails the step and records nothing, so the next `up` runs
 * it again.
 */
export function triggerDefinition(row: TriggerRow): ProviderDefinition<TriggerProperties, TriggerProperties> {
  const fields = parameterFields(row);
  for (const property of row.exactlyOneOf ?? []) {
    const field = fields.find((candidate) => candidate.property === property);
    if (field === undefined || field.required) throw new Error(`${row.name}: exactlyOneOf names ${property}, which is no optional input`);
  }
  for (const property of row.secretInputs ?? []) {
    const known = fields.some((candidate) => candidate.property === property);
    if (!known) throw new Error(`${row.name}: secretInputs names ${property}, which is no input`);
  }
  const recorded = recordedFields(row);
  const description = (property: string): string => {
    const text = row.descriptions[property];
    if (text === undefined) throw new Error(`${row.name}.${property}: the row gives no description`);
    return text;
  };
  const described = (property: string): string => `${description(property)} Changing it runs the operation again.`;
  const inputSchema = z.object({
    ...Object.fromEntries(
      fields.map((field) => {
        const schema = field.required ? field.schema : field.schema.optional();
        return [field.property, schema.meta({ description: described(field.property) })];
      }),
    ),
    ...(row.libraryKey ? { [LIBRARY_KEY]: LibraryKeySchema.optional().meta({ description: description(LIBRARY_KEY) }) } : {}),
    [TRIGGERS]: TriggersSchema,
  });
  const answerOutput = row.recordedAnswer;
  const outputSchema = inputSchema.extend({
    ...Object.fromEntries(
      recorded.map((field) => {
        const schema = field.required ? field.schema : field.schema.optional();
        return [field.property, schema.meta({ description: description(field.property) })];
      }),
    ),
    ...(answerOutput === undefined
      ? {}
      : { [answerOutput]: z.record(z.string(), z.unknown()).optional().meta({ description: description(answerOutput) }) }),
  });
  /** The recorded fields of a run's answer (or the answer whole), in the resource's form. */
  const recordedOf = (answer: Record<string, unknown>): TriggerProperties => {
    if (answerOutput !== undefined) {
      const whole = withoutSecretFields(answer);
      return typeof whole === "object" && whole !== null && !Array.isArray(whole) ? { [answerOutput]: whole } : {};
    }
    return Object.fromEntries(
      recorded.map((field) => [field.property, fromApi(answer[field.api], field.codec)]).filter(([, value]) => value !== undefined),
    );
  };
  const recordedProperties = [...recorded.map((field) => field.property), ...(answerOutput === undefined ? [] : [answerOutput])];
  /** The recorded outputs a state holds, which an update keeps. */
  const keptRecorded = (olds: TriggerProperties): TriggerProperties =>
    Object.fromEntries(recordedProperties.filter((property) => olds[property] !== undefined).map((property) => [property, olds[property]]));
  const secretOutputs = [
    ...(row.libraryKey ? [LIBRARY_KEY] : []),
    ...(row.secretInputs ?? []),
    ...recorded.filter((field) => isSecretField(field.api)).map((field) => field.property),
  ];
  const body = row.leftOut?.body === undefined ? parameterShape(row.operation).body : undefined;
  const bodyRequired = body !== undefined && !body.safeParse(undefined).success;
  const call = requestLine(row.operation, pathParameters(row.operation));
  const sent = (at: ParameterField["at"], values: TriggerProperties) =>
    Object.fromEntries(
      fields
        .filter((field) => field.at === at && values[field.property] !== undefined)
        .map((field) => [field.api, toApi(values[field.property], field.codec)]),
    );
  /** The operation's parameters: path and query by name, the body's declared fields (none: no body, where it may have none). */
  const parametersOf = (values: TriggerProperties): Record<string, unknown> => {
    const declaredBody = sent("body", values);
    const withBody = bodyRequired || Object.keys(declaredBody).length > 0;
    return { ...sent("path", values), ...sent("query", values), ...(withBody ? { body: declaredBody } : {}) };
  };

  return {
    name: row.name,
    description: row.description,
    documentation: {
      behaviour: [
        ...exactlyOneWords(row.exactlyOneOf),
        `- create: ${call} with the inputs, once; the state records the inputs. A`,
        "  failure fails the step with the API's status and message and records nothing, so the next `up` runs it again.",
        ...recordedWords(recorded, answerOutput),
        ...(row.secretInputs === undefined
          ? []
          : listItem(
              `secrets: ${row.secretInputs.map((property) => `\`${property}\``).join(", ")}, held encrypted in the state, as Pulumi ` +
                "secrets, and never shown in an error.",
            )),
        ...Object.entries(row.leftOut ?? {}).flatMap(([name, reason]) =>
          listItem(`not served: ${name === "body" ? "the request's body" : `\`${lowerCamel(name)}\``}, ${reason}.`),
        ),
        ...(row.libraryKey
          ? [
              `- update: a change of \`${LIBRARY_KEY}\` alone, recorded with no call. A change of any other input, \`triggers\``,
              "  among them, replaces the resource: the operation runs again, and the old resource is forgotten.",
            ]
          : [
              "- update: none. A change of any input, `triggers` among them, replaces the resource: the operation runs again,",
              "  and the old resource is forgotten.",
            ]),
        "- read (`pulumi refresh`): no API call; the state is kept as it is, so a refresh plans nothing.",
        "- delete: no API call; what the operation did stays done.",
        "",
        "The resource id is a random UUID made by each run. A run cannot be imported: there is no object to read back;",
        "declaring the resource runs the operation on the next `up`.",
        ...(row.notes === undefined ? [] : ["", ...row.notes]),
      ],
      example: row.example,
    },
    inputs: inputSchema,
    outputs: outputSchema,
    ...(secretOutputs.length === 0 ? {} : { secretOutputs }),
    import: {
      refused:
        `a ${row.name} cannot be imported: it records a call that ran, not an object the API can give back. Declare it ` +
        "in the program instead; the next up runs the call once",
    },
    recordsACall: true,
    operations: [{ operation: row.operation, role: "run" }],
    objectList: (values) => (typeof row.objectList === "function" ? row.objectList(values) : row.objectList),
    check: async (_olds, news) => {
      const checked = checkInputs(inputSchema, news, ruleWords, new Set(secretOutputs));
      const pairIssue = row.exactlyOneOf === undefined ? undefined : exactlyOneIssue(news, row.exactlyOneOf);
      return pairIssue === undefined ? checked : { issues: [...("issues" in checked ? checked.issues : []), pairIssue] };
    },
    diffRules: { replaceOn: [...fields.map((field) => field.property), TRIGGERS], updateOn: row.libraryKey ? [LIBRARY_KEY] : [] },
    async create(client, inputs) {
      const keyed = row.libraryKey ? libraryKeyed(client, inputs, row.name) : client;
      const answer = await callOperation(keyed, row.operation, parametersOf(inputs));
      return { id: randomUUID(), outs: { ...inputs, ...recordedOf(answer) } };
    },
    // Every input but the library's key replaces the resource: an update records the new key beside the run's answer.
    async update(_client, _id, olds, news) {
      return { outs: { ...news, ...keptRecorded(olds) } };
    },
  };
}
