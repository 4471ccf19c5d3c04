import { randomUUID } from "node:crypto";
import { z } from "zod";
import { declarationOf } from "../client/declaration-of";
import { noBody } from "../client/operation-declaration";
import { CanonicalIntegerId, PathId } from "../schemas";
import { checkInputs } from "./check";
import type { ProviderDefinition } from "./definition";
import type { TriggerRow } from "./metadata/trigger";
import { ruleWords } from "./rule-words";
import { converted, lowerCamel, modelFields, toApi, type RowField } from "./row-fields";
import { callOperation, parameterShape, pathParameters, requestLine } from "./row-operations";

/** A trigger resource's properties, as the engine holds them: its inputs, which are also its outputs. */
export type TriggerProperties = Record<string, unknown>;

/** The input every trigger resource has besides the operation's parameters. */
const TRIGGERS = "triggers";

const TriggersSchema = z.array(z.unknown(), { error: "must be a list" }).optional().meta({
  description:
    "Values of any type, often outputs of other resources (a release's version, a file's hash): when any of them " +
    "changes, the operation runs again (as with `triggers` of `@pulumi/command`). A secret among them stays secret in " +
    "the state.",
});

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
  const pathFields = path.map((name): ParameterField => {
    const integer = shape[name].safeParse(1).success;
    const [schema, codec] = integer ? [CanonicalIntegerId, { kind: "id" } as const] : [PathId, { kind: "value" } as const];
    return { api: name, property: name, required: true, schema, codec, at: "path" };
  });
  const queryFields = declarationOf(row.operation).query.map((name): ParameterField => {
    const { schema, codec } = converted(shape[name], `${where}.${name}`);
    return { api: name, property: lowerCamel(name), required: !shape[name].safeParse(undefined).success, schema, codec, at: "query" };
  });
  const bodyFields =
    shape.body === undefined ? [] : modelFields(shape.body, where, new Set()).map((field): ParameterField => ({ ...field, at: "body" }));
  return [...pathFields, ...queryFields, ...bodyFields];
}

/**
 * The provider of a trigger resource (see {@link TriggerRow}): create runs the operation and records the inputs under
 * an id of its own; a change of any input replaces the resource, which runs the operation again; read returns the
 * state as it is, with no call; delete forgets, with no call. A failed call fails the step and records nothing, so the
 * next `up` runs it again.
 */
export function triggerDefinition(row: TriggerRow): ProviderDefinition<TriggerProperties, TriggerProperties> {
  if (declarationOf(row.operation).answer !== noBody) {
    throw new Error(`${row.name}: ${row.operation} answers a model, which no output reports`);
  }
  const fields = parameterFields(row);
  const described = (property: string): string => {
    const description = row.descriptions[property];
    if (description === undefined) throw new Error(`${row.name}.${property}: the row gives no description`);
    return `${description} Changing it runs the operation again.`;
  };
  const inputSchema = z.object({
    ...Object.fromEntries(
      fields.map((field) => {
        const schema = field.required ? field.schema : field.schema.optional();
        return [field.property, schema.meta({ description: described(field.property) })];
      }),
    ),
    [TRIGGERS]: TriggersSchema,
  });
  const body = parameterShape(row.operation).body;
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
        `- create: ${call} with the inputs, once; the state records the inputs. A`,
        "  failure fails the step with the API's status and message and records nothing, so the next `up` runs it again.",
        "- update: none. A change of any input, `triggers` among them, replaces the resource: the operation runs again,",
        "  and the old resource is forgotten.",
        "- read (`pulumi refresh`): no API call; the state is kept as it is, so a refresh plans nothing.",
        "- delete: no API call; what the operation did stays done.",
        "",
        "The resource id is a random UUID made by each run. A run cannot be imported: there is no object to read back;",
        "declaring the resource runs the operation on the next `up`.",
      ],
      example: row.example,
    },
    inputs: inputSchema,
    outputs: inputSchema,
    import: {
      refused:
        `a ${row.name} cannot be imported: it records a call that ran, not an object the API can give back. Declare it ` +
        "in the program instead; the next up runs the call once",
    },
    recordsACall: true,
    operations: [{ operation: row.operation, role: "run" }],
    objectList: () => row.objectList,
    check: async (_olds, news) => checkInputs(inputSchema, news, ruleWords),
    diffRules: { replaceOn: [...fields.map((field) => field.property), TRIGGERS], updateOn: [] },
    async create(client, inputs) {
      await callOperation(client, row.operation, parametersOf(inputs));
      return { id: randomUUID(), outs: inputs };
    },
    // Every input replaces the resource: the engine never asks for an update.
    async update(_client, _id, _olds, news) {
      return { outs: news };
    },
  };
}
