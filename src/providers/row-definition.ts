import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { asTheApiStores } from "../api/as-the-api-stores";
import { apiBehaviour } from "../api/behaviour";
import { asApiSet } from "../api/field-behaviour";
import { apiOperations, type ApiOperationName } from "../api/operations";
import { isSecretField } from "../api/secret-fields";
import type { CloudPlatformClient } from "../client";
import { declarationOf } from "../client/declaration-of";
import { ApiError, NetworkError, NotListedError, ResponseValidationError, type InputIssue } from "../errors";
import { IntegerId, PathId, type Checked } from "../schemas";
import { contentModel } from "./answer-envelope";
import { checkInputs } from "./check";
import type { ProviderDefinition } from "./definition";
import { listItem } from "./documentation-lines";
import { explainedError } from "./explained-error";
import { LIBRARY_KEY, LibraryKeySchema, libraryKeyed } from "./library-key";
import { unlessGone } from "./gone";
import { sendingOperation } from "./row-first-send";
import { objectListOf, type ResourceRow, type RowItemCalls, type RowSwitch, type RowWriteOnlyCall } from "./metadata/row";
import { PartiallyAppliedError } from "./partially-applied-error";
import { ruleWords } from "./rule-words";
import {
  fromApi,
  lowerCamel,
  modelFields,
  modelName,
  sameKeyValue,
  toApi,
  withUndeclaredFrom,
  type RowField,
} from "./row-fields";
import { rowLookup } from "./row-lookup";
import { rowOperationUses } from "./row-operation-uses";
import { adoptedByKeyLine, foundByKey } from "./row-adopt-by-key";
import { answeredBeside, answeredModel, bodyId, envelopedCall, envelopedModel } from "./row-envelope";
import {
  filledPath,
  listedItems,
  parameterShape,
  parametersFor as parametersOnPath,
  pathParameters,
  requestLine as requestOnPath,
  type ApiObject,
} from "./row-operations";
import { idsInPath, withParentField } from "./row-parent-field";
import { readyDeadlineInput, readyWaitingCall } from "./row-ready-wait";
import { asObjectFieldInput, pathObjectFieldInput } from "./row-object-field";
import { elementModel, listedElements, readFromText } from "./row-read-from";
import { textAnswerModel, textBodyCall, textBodyModel } from "./row-text-body";
import { adoptedSettings, parentPartsOf, settingsLines, settingsParentId, type SettingsSteps } from "./row-settings";
import { withReadyDeadline, withWritesUnderParent } from "./row-step-context";
import { containsUnknown } from "./unknown";

/** A resource's properties, as the engine holds them. */
export type RowProperties = Record<string, unknown>;

/** An input of a row's resource: where its field goes. */
interface InputField extends RowField {
  /** Whether the create's body takes it; one only an update takes is sent by an update right after the create. */
  created: boolean;
  /** Whether the update's body takes it; one only the create takes replaces the resource when it changes. */
  updated: boolean;
  /** The operations that switch it, for a field no body takes (see {@link ResourceRow.switches}). */
  switchedBy?: RowSwitch;
  /** The operation that sets it and its body's field of the value, for a field no body takes (see {@link ResourceRow.setBy}). */
  setBy?: { operation: ApiOperationName; field: string };
  /** The operations that add and remove its items, for a list no body takes (see {@link ResourceRow.itemCalls}). */
  itemsBy?: ItemCalls;
  /** The operation that sends it, for a write-only field of its own call (see {@link ResourceRow.writeOnlyCall}). */
  sentBy?: RowWriteOnlyCall;
  /**
   * Whether it is no field of the API's but a setting of the row's calls: the key they send (see
   * {@link ResourceRow.libraryKey}), the deadline of a wait (see {@link ResourceRow.readyWait}).
   */
  callKey?: true;
}

/** The input of a row whose calls take a library's own key (see {@link ResourceRow.libraryKey}). */
const LIBRARY_KEY_INPUT: InputField = {
  api: "LibraryApiKey",
  property: LIBRARY_KEY,
  required: false,
  schema: LibraryKeySchema,
  codec: { kind: "value" },
  created: false,
  updated: false,
  callKey: true,
};

/** The operations of a list's items, each with the field of its body that holds the item. */
interface ItemCalls {
  add: { operation: ApiOperationName; field: string };
  remove: { operation: ApiOperationName; field: string };
}

/** A switched field of a row's resource: its input, and the fields of its on-switch's answer it records as outputs. */
interface SwitchedField {
  input: InputField & { switchedBy: RowSwitch };
  recorded: RowField[];
}

/** A field of a row's resource that an operation of its own sets. */
type SetField = InputField & { setBy: NonNullable<InputField["setBy"]> };

/** The model of an operation's body. */
function bodyModel(operation: ApiOperationName): z.ZodType {
  const body = parameterShape(operation).body;
  if (body === undefined) throw new Error(`${operation} takes no body`);
  return body;
}

/**
 * The fields of the update's body under the names the object answers them: one the update takes under another name
 * (a `sent-as` behaviour of the corrections: a storage zone's `ReplicationZones` writes its `ReplicationRegions`) is
 * the field it writes, with the name it is sent under.
 */
function asTheObjectNames(update: ApiOperationName, fields: RowField[]): (RowField & { sentAs?: string })[] {
  const renamed = new Map(
    (apiBehaviour[update] ?? []).flatMap((behaviour) => (behaviour.kind === "sent-as" ? [[behaviour.from, behaviour.field] as const] : [])),
  );
  return fields.map((field) => {
    const written = renamed.get(field.api);
    return written === undefined ? field : { ...field, api: written, property: lowerCamel(written), sentAs: field.api };
  });
}

/** A text schema that also takes nothing but PEM text. */
function pemText(schema: z.ZodType): z.ZodType {
  return schema.refine((text) => typeof text === "string" && text.trimStart().startsWith("-----BEGIN"), {
    message: "must be PEM text, starting with `-----BEGIN`",
  });
}

/** Whether a failed create may have made the object: its answer was lost or unreadable, or the API failed (a 5xx). */
export function mayHaveCreated(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof ResponseValidationError || (error instanceof ApiError && error.status >= 500);
}

/**
 * The output (and checked input) that lists the inputs the program declares, as `check` finds them; kept by every
 * create, update and refresh, so that a refresh reports back as inputs those alone.
 */
const MANAGED_FIELDS = "managedFields";

/** The record of the declared inputs that `values` carries, as properties to spread (none where it has no record). */
function managedRecord(values: RowProperties): RowProperties {
  return Array.isArray(values[MANAGED_FIELDS]) ? { [MANAGED_FIELDS]: values[MANAGED_FIELDS] } : {};
}

/** The sentence that ends the description of a property whose change replaces the resource. */
const REPLACES_WHEN_CHANGED = "Changing it replaces the resource.";

/** The sentence that ends the description of a list whose items can be added in place but not removed. */
const REPLACES_WHEN_REMOVED = "Adding an item updates the resource; removing one replaces it.";

/**
 * The provider of a resource said by a metadata row (see {@link ResourceRow}): inputs from the bodies of its create
 * and update, outputs from its read, each checked and converted as the generated models say.
 */
export function rowDefinition(row: ResourceRow): ProviderDefinition<RowProperties, RowProperties> {
  const idParts = [...row.id.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const parentParts = parentPartsOf(row, idParts);
  const parametersFor = (operation: ApiOperationName, ids: readonly string[]) =>
    parametersOnPath(operation, idsInPath(row, operation, ids));
  const requestLine = (operation: ApiOperationName, parts: readonly string[]) => requestOnPath(operation, idsInPath(row, operation, parts));
  const skipped = new Set([
    ...(row.parentField === undefined ? [] : [row.parentField]),
    ...Object.keys(row.ownedElsewhere ?? {}),
    ...Object.keys(row.leftOut ?? {}),
    ...(row.setByApi ?? []),
    ...(row.envelope?.body === undefined ? [] : [row.envelope.body]),
    // A settings object's update names its parent by the path: the body's field of the parent's id is not sent.
    ...(row.settingsOf === undefined ? [] : [row.idField]),
  ]);
  const asBase64 = new Set(row.textAsBase64);
  const fieldsOf = (model: z.ZodType, where: string) =>
    modelFields(model, where, skipped, (name) => row.objectTypes?.[name]).map((field) =>
      asBase64.has(field.api) ? { ...field, codec: { kind: "text-as-base64" } as const } : field,
    );
  const waitedReads = [row.read, ...(row.adoptBy === undefined ? [] : [row.adoptBy.read])];
  const call = readyWaitingCall(row.readyWait, row.name, waitedReads, textBodyCall(row.textBody, envelopedCall(row.envelope)));
  /** The model of an operation's body: the object that holds its text where the row has one (see {@link ResourceRow.textBody}). */
  const rowBodyModel = (operation: ApiOperationName) =>
    row.textBody === undefined ? bodyModel(operation) : (textBodyModel(operation, row.textBody) ?? bodyModel(operation));
  /** The fields of an operation's body, those of the envelope's field (see {@link ResourceRow.envelope}) among them. */
  const bodyFields = (operation: ApiOperationName) => {
    const where = `${row.name} (${operation})`;
    const inner = row.envelope === undefined ? undefined : envelopedModel(operation, row.envelope);
    return [...fieldsOf(rowBodyModel(operation), where), ...(inner === undefined ? [] : fieldsOf(inner, where))];
  };

  const objectFieldInPath = row.create === undefined ? undefined : pathObjectFieldInput(row, row.create, idParts.at(-1)!);
  const createFields =
    row.create === undefined
      ? []
      : [
          ...bodyFields(row.create).map((field) => asObjectFieldInput(row, field, idParts.at(-1)!)),
          ...(objectFieldInPath === undefined || bodyTakes(row.create, objectFieldInPath.api) ? [] : [objectFieldInPath]),
        ];
  const updateFields = row.update === undefined ? [] : asTheObjectNames(row.update, bodyFields(row.update));
  const inputs: InputField[] = [
    ...createFields.map((field) => ({
      ...field,
      created: true,
      updated: updateFields.some((other) => other.api === field.api),
    })),
    ...updateFields
      .filter((field) => !createFields.some((other) => other.api === field.api))
      .map((field) => ({ ...field, required: false, created: false, updated: true })),
  ];
  const readAnswer = row.textBody === undefined ? answeredModel(row.read, row.envelope) : textAnswerModel(row.read, row.textBody);
  const unnamedBeside = answeredBeside(row.read, row.envelope).filter((field) => !skipped.has(field));
  if (unnamedBeside.length > 0) {
    const fields = unnamedBeside.join(", ");
    throw new Error(`${row.name}: ${row.read} answers ${fields} beside the object, in neither ownedElsewhere nor leftOut`);
  }
  const readModel = row.readFrom === undefined ? readAnswer : elementModel(readAnswer, row.readFrom, row.name);
  if (row.adopt !== undefined && row.objectField === undefined) throw new Error(`${row.name}: adopt needs the objectField`);
  const writeOnlyCall = row.writeOnlyCall;
  const callFields: (InputField & { sentBy: RowWriteOnlyCall })[] =
    writeOnlyCall === undefined
      ? []
      : fieldsOf(bodyModel(writeOnlyCall.operation), `${row.name} (${writeOnlyCall.operation})`)
          .filter((field) => field.api !== row.objectField)
          .map((field) => ({
            ...field,
            property: writeOnlyCall.inputNames?.[field.api] ?? field.property,
            schema: writeOnlyCall.encoding === "pem-as-base64" ? pemText(field.schema) : field.schema,
            required: false,
            created: false,
            updated: false,
            sentBy: writeOnlyCall,
          }));
  for (const field of callFields) {
    if (inputs.some((input) => input.api === field.api)) throw new Error(`${row.name}: the write-only field ${field.api} is in a body`);
  }
  // The read may answer them (only when asked to), but the state keeps them as the program gave them.
  const readFields = fieldsOf(readModel, `${row.name} (${row.read})`).filter(
    (field) => field.api !== row.idField && !callFields.some((sent) => sent.api === field.api),
  );
  const switched: SwitchedField[] = Object.entries(row.switches ?? {}).map(([api, switchedBy]) => {
    const read = readFields.find((field) => field.api === api);
    if (read === undefined) throw new Error(`${row.name}: the switched field ${api} is not in ${row.read}'s answer`);
    if (inputs.some((field) => field.api === api)) throw new Error(`${row.name}: the switched field ${api} is in a body`);
    const recorded = (switchedBy.recorded?.fields ?? []).map((name) => {
      const onAnswer = fieldsOf(declarationOf(switchedBy.on).answer, `${row.name} (${switchedBy.on})`);
      const field = onAnswer.find((answered) => answered.api === name);
      if (field === undefined) throw new Error(`${row.name}: ${name} is not in ${switchedBy.on}'s answer`);
      if (readFields.some((other) => other.property === field.property)) throw new Error(`${row.name}: ${name} is also read`);
      return field;
    });
    return { input: { ...read, required: false, created: false, updated: false, switchedBy }, recorded };
  });
  inputs.push(...switched.map((field) => field.input));
  const fieldsSetByCall = Object.entries(row.setBy ?? {}).map(([api, operation]): SetField => {
    const read = readFields.find((field) => field.api === api);
    if (read === undefined) throw new Error(`${row.name}: ${api}, set by ${operation}, is not in ${row.read}'s answer`);
    if (inputs.some((field) => field.api === api)) throw new Error(`${row.name}: ${api}, set by ${operation}, is in a body`);
    const valueFields = fieldsOf(bodyModel(operation), `${row.name} (${operation})`).filter((field) => field.api !== row.objectField);
    if (valueFields.length !== 1) {
      throw new Error(`${row.name}: ${operation}'s body has ${valueFields.length} fields besides the object's, not the value's one`);
    }
    const setBy = { operation, field: valueFields[0].api };
    return { ...read, required: false, created: false, updated: false, setBy };
  });
  inputs.push(...fieldsSetByCall);
  /** An item operation with the one field of its body, which holds the item. */
  const itemCall = (operation: ApiOperationName) => {
    const fields = fieldsOf(bodyModel(operation), `${row.name} (${operation})`);
    if (fields.length !== 1) throw new Error(`${row.name}: ${operation}'s body has ${fields.length} fields, not the item's one`);
    return { operation, field: fields[0].api };
  };
  const itemLists = Object.entries(row.itemCalls ?? {}).map(([api, calls]: [string, RowItemCalls]) => {
    const read = readFields.find((field) => field.api === api);
    if (read === undefined || read.codec.kind !== "list") throw new Error(`${row.name}: ${api} is no list of ${row.read}'s answer`);
    if (inputs.some((field) => field.api === api)) throw new Error(`${row.name}: the item list ${api} is in a body`);
    const itemsBy = { add: itemCall(calls.add), remove: itemCall(calls.remove) };
    return { ...read, required: false, created: false, updated: false, itemsBy };
  });
  inputs.push(...itemLists, ...callFields);
  if (row.libraryKey) inputs.push(LIBRARY_KEY_INPUT);
  if (row.readyWait) inputs.push({ ...readyDeadlineInput(row.readyWait), created: false, updated: false, callKey: true });
  const createdInputs = new Set(inputs.filter((field) => field.created).map((field) => field.property));
  const keyed = (client: CloudPlatformClient, values: RowProperties) => (row.libraryKey ? libraryKeyed(client, values, row.name) : client);
  const recordedFields = switched.flatMap((field) => field.recorded);
  const adoptedWhen = (row.adopt?.when ?? []).map((api) => {
    const field = readFields.find((read) => read.api === api);
    if (field === undefined) throw new Error(`${row.name}: the adopt field ${api} is not in ${row.read}'s answer`);
    return field;
  });
  /** Whether the object of these outputs is one the API made itself, which deleting the resource forgets. */
  const madeByTheApi = (outputs: RowProperties) => adoptedWhen.some((field) => outputs[field.property] === true);
  const writeOnly = inputs.filter((field) => !readFields.some((read) => read.api === field.api));
  const unheld = (field: InputField, olds: RowProperties) => writeOnly.includes(field) && olds[field.property] === undefined;
  const secretOutputs = [
    ...readFields.filter((field) => isSecretField(field.api)),
    ...writeOnly.filter((field) => isSecretField(field.api) || field.sentBy?.secret === true),
  ].map((field) => field.property);
  const turnedOn =
    writeOnlyCall?.turnsOn === undefined ? undefined : switched.find(({ input }) => input.api === writeOnlyCall.turnsOn);
  if (writeOnlyCall?.turnsOn !== undefined && turnedOn === undefined) {
    throw new Error(`${row.name}: ${writeOnlyCall.turnsOn}, turned on by ${writeOnlyCall.operation}, is no switched field`);
  }
  const heldWhenSet = writeOnlyCall?.first?.heldWhenSet;
  if (heldWhenSet !== undefined && !readFields.some((field) => field.api === heldWhenSet)) {
    throw new Error(`${row.name}: ${heldWhenSet}, which tells whether ${writeOnlyCall!.operation}'s inputs are held, is not read`);
  }
  /** A field of the object, by its API name, as `outputs` report it. */
  const reportedIn = (outputs: RowProperties) => (api: string) => {
    const field = readFields.find((read) => read.api === api);
    return field === undefined ? undefined : outputs[field.property];
  };
  const onlyAdded = Object.keys(row.onlyAdded ?? {}).map((api) => {
    const field = inputs.find((input) => input.api === api);
    if (field === undefined || field.codec.kind !== "list") throw new Error(`${row.name}: ${api} is no list input`);
    return field.property;
  });
  /** The lists of `only added` fields from which `news` removes an item `olds` holds: their change replaces the resource. */
  const itemsRemoved = (news: RowProperties, olds: RowProperties): string[] =>
    onlyAdded.filter((property) => {
      const next = news[property];
      const before = olds[property];
      if (!Array.isArray(next) || !Array.isArray(before) || containsUnknown(next)) return false;
      return before.some((item) => !next.some((kept) => isDeepStrictEqual(kept, item)));
    });

  const described = (property: string): string => {
    const description = row.descriptions[property];
    if (description === undefined) throw new Error(`${row.name}.${property}: the row gives no description`);
    return description;
  };
  /** Whether a change of the input replaces the resource: one no update takes, and no operation switches or changes. */
  const replaces = (field: InputField) =>
    field.switchedBy === undefined &&
    field.setBy === undefined &&
    field.itemsBy === undefined &&
    field.sentBy === undefined &&
    field.callKey === undefined &&
    (row.update === undefined || !field.updated || field.api === row.objectField);
  const replacing = new Set([...parentParts, ...inputs.filter(replaces).map((field) => field.property)]);
  /** A property's description, ending with what its change does where it replaces the resource. */
  const describedHere = (property: string): string =>
    replacing.has(property)
      ? `${described(property)} ${REPLACES_WHEN_CHANGED}`
      : onlyAdded.includes(property)
        ? `${described(property)} ${REPLACES_WHEN_REMOVED}`
        : described(property);
  /** An id part, checked as the path parameter it fills in the first of the row's operations whose path has it. */
  const idSchema = (index: number): z.ZodType => {
    // An object named by a field of the bodies is checked as that field.
    if (row.objectField !== undefined && index === idParts.length - 1) return fieldSchema(row.objectField);
    const operations = [row.create, row.read, row.update, row.delete, row.list].filter((operation) => operation !== undefined);
    const parameterOf = (operation: ApiOperationName) =>
      pathParameters(operation)[idsInPath(row, operation, idParts).indexOf(idParts[index])];
    const operation = operations.find((candidate) => parameterOf(candidate) !== undefined);
    if (operation === undefined) throw new Error(`${row.name}: no operation of the row has the id part ${idParts[index]} in its path`);
    return parameterShape(operation)[parameterOf(operation)].safeParse(1).success ? IntegerId : PathId;
  };
  const fieldSchema = (api: string): z.ZodType => {
    const field = [...inputs, ...readFields].find((candidate) => candidate.api === api);
    if (field === undefined) throw new Error(`${row.name}: ${api} is no field of the row's bodies or read`);
    return field.schema;
  };
  const inputSchema = z.object({
    ...Object.fromEntries(parentParts.map((part, index) => [part, idSchema(index).meta({ description: describedHere(part) })])),
    ...Object.fromEntries(
      inputs.map((field) => {
        const schema = field.required ? field.schema : field.schema.optional();
        return [field.property, schema.meta({ description: describedHere(field.property) })];
      }),
    ),
  });
  const alwaysAnswered = new Set(row.alwaysAnswered ?? []);
  for (const api of alwaysAnswered) {
    if (!readFields.some((field) => field.api === api)) {
      throw new Error(`${row.name}: ${api}, always answered, is no field of ${row.read}'s answer`);
    }
  }
  /** The ids and the read's `fields`, each described by `description`; those the row says every object has are required. */
  const reportedSchema = (description: (property: string) => string, fields: readonly RowField[]) =>
    z.object({
      ...Object.fromEntries(idParts.map((part) => [part, z.string().meta({ description: description(part) })])),
      ...Object.fromEntries(
        fields.map((field) => [
          field.property,
          (alwaysAnswered.has(field.api) ? field.schema : field.schema.optional()).meta({ description: description(field.property) }),
        ]),
      ),
    });
  const outputSchema = reportedSchema(describedHere, readFields).extend({
    ...Object.fromEntries(
      [...writeOnly, ...recordedFields].map((field) => [
        field.property,
        field.schema.optional().meta({ description: describedHere(field.property) }),
      ]),
    ),
    [MANAGED_FIELDS]: z.array(z.string()).optional().meta({
      description:
        "The inputs the program sets. A refresh reports these back as inputs, and the other fields as outputs only, so " +
        "that a diff never lists a field the program leaves out. A resource imported, or written by an earlier version, has " +
        "none until its next update, and a refresh then reports every field as an input.",
    }),
  });

  const bodyOf = (fields: readonly RowField[], values: RowProperties): ApiObject =>
    Object.fromEntries(
      fields
        .filter((field) => values[field.property] !== undefined)
        .map((field) => [field.api, toApi(values[field.property], field.codec)]),
    );
  /** The update's body of `fields`, each under the name the update takes it by. */
  const updateBodyOf = (fields: readonly InputField[], values: RowProperties): ApiObject =>
    Object.fromEntries(Object.entries(bodyOf(fields, values)).map(([api, value]) => [sentName(api), value]));
  /** The name the update's body takes a field under. */
  const sentName = (api: string): string => updateFields.find((field) => field.api === api)?.sentAs ?? api;
  const declared = (values: RowProperties) => inputs.filter((field) => values[field.property] !== undefined);
  /** The declared inputs but the write-only ones of a call of their own. */
  const bodyDeclared = (values: RowProperties) => declared(values).filter((field) => field.sentBy === undefined);
  const declaredValues = (values: RowProperties, fields = declared(values)) =>
    Object.fromEntries(fields.map((field) => [field.property, values[field.property]]));
  /**
   * The declared inputs as the API stores them when its update (or, without one, its create) writes them: what its
   * read then reports, the properties a declared object leaves out as `olds` (the outputs so far) has them. A value
   * unknown during a preview is left as it is.
   */
  const asStored = (values: RowProperties, olds: RowProperties = {}): RowProperties => {
    const known = declared(values).filter((field) => !containsUnknown(values[field.property]));
    const body = bodyOf(known, values);
    const stored = asTheApiStores((row.update ?? row.create)!, body, body, new Date(), false);
    const storedValue = (field: InputField) =>
      withUndeclaredFrom(fromApi(stored[field.api], field.codec), olds[field.property], field.codec);
    return { ...values, ...Object.fromEntries(known.map((field) => [field.property, storedValue(field)])) };
  };
  /**
   * The fields the API keeps as sets (a `set-of` behaviour of the writes): read in the order the declared value is
   * compared in, whatever order the answer lists them in.
   */
  const setFields = new Set(
    [row.create, row.update]
      .flatMap((operation) => (operation === undefined ? [] : (apiBehaviour[operation] ?? [])))
      .flatMap((behaviour) => (behaviour.kind === "set-of" ? [behaviour.field] : [])),
  );
  const answersTheObject = (operation: ApiOperationName) => modelName(contentModel(operation)) === modelName(readModel);
  /** Whether the body of `operation` takes the field `api`. */
  function bodyTakes(operation: ApiOperationName, api: string): boolean {
    if (parameterShape(operation).body === undefined) return false;
    return fieldsOf(rowBodyModel(operation), `${row.name} (${operation})`).some((field) => field.api === api);
  }

  /**
   * The parameters of `operation` on the object of `ids`: the ids its path takes, and where the row names the object by
   * a field (see {@link ResourceRow.objectField}), the object's own id in that field of its body or in the query
   * parameter that takes it; `sent`, more fields of its body.
   */
  function objectCall(operation: ApiOperationName, ids: readonly string[], sent: ApiObject = {}): Record<string, unknown> {
    const parameters = parametersFor(operation, ids);
    const own = row.objectField;
    if (own !== undefined && lowerCamel(own) in parameterShape(operation)) parameters[lowerCamel(own)] = ids.at(-1);
    const body = { ...(own !== undefined && bodyTakes(operation, own) ? { [own]: ids.at(-1) } : {}), ...sent };
    return Object.keys(body).length === 0 ? parameters : { ...parameters, body };
  }

  /** The value of a field of the object that a create's `body` sends: the own id under the row's object field. */
  const sentValue = (body: ApiObject, api: string) =>
    api === row.idField && row.objectField !== undefined ? body[row.objectField] : body[api];

  /** The object as the read finds it: the read's answer, or its element in the parent's answer (NotListedError if none). */
  async function fetchObject(client: CloudPlatformClient, ids: readonly string[]): Promise<ApiObject> {
    const readIds = row.readFrom === undefined ? ids : ids.slice(0, -1);
    const parameters = parametersFor(row.read, readIds);
    const answer = await call(client, row.read, parameters);
    if (row.readFrom === undefined) return answer;
    const found = listedElements(answer, row.readFrom).find((item) => String(item[row.idField]) === ids.at(-1));
    if (found === undefined) {
      const target = { operation: row.read, method: apiOperations[row.read].method, path: filledPath(row.read, parameters) };
      throw new NotListedError(target, `${row.name} ${ids.at(-1)}`);
    }
    return found;
  }

  /** The object after `operation`, which answered `answer`: that answer where it is the object, else the object read back. */
  async function objectAfter(client: CloudPlatformClient, operation: ApiOperationName, answer: unknown, ids: readonly string[]) {
    return answersTheObject(operation) ? (answer as ApiObject) : fetchObject(client, ids);
  }

  /**
   * The outputs of the object `live` has: the ids, what the read reports, the write-only inputs as `given` has them,
   * and what an on-switch's answer recorded in `before` (the outputs so far) while its field is still on.
   */
  function outputsOf(ids: readonly string[], live: ApiObject, given: RowProperties, before: RowProperties = {}): RowProperties {
    const outputs: RowProperties = { ...Object.fromEntries(idParts.map((part, index) => [part, ids[index]])), ...managedRecord(given) };
    for (const field of readFields) {
      const answered = live[field.api];
      const value = fromApi(setFields.has(field.api) && Array.isArray(answered) ? asApiSet(answered) : answered, field.codec);
      if (value !== undefined) outputs[field.property] = value;
    }
    for (const field of writeOnly) {
      if (field.sentBy === undefined && given[field.property] !== undefined) outputs[field.property] = given[field.property];
    }
    // Those of a call of their own are the outputs' once the call sent them.
    for (const field of callFields) {
      if (before[field.property] !== undefined) outputs[field.property] = before[field.property];
    }
    for (const { input, recorded } of switched) {
      if (outputs[input.property] !== true) continue;
      for (const field of recorded) {
        if (before[field.property] !== undefined) outputs[field.property] = before[field.property];
      }
    }
    return outputs;
  }

  /**
   * `outputs` after the switch of `field` to `on`: the field as switched, and what the on-switch answers recorded (or,
   * switched off, cleared).
   */
  async function switchedTo(
    client: CloudPlatformClient,
    ids: readonly string[],
    field: SwitchedField,
    on: boolean,
    outputs: RowProperties,
  ): Promise<RowProperties> {
    const answer = await switchAnswer(client, ids, field, on);
    const next: RowProperties = { ...outputs, [field.input.property]: on };
    for (const recorded of field.recorded) {
      const value = on ? fromApi(answer[recorded.api], recorded.codec) : undefined;
      if (value === undefined) delete next[recorded.property];
      else next[recorded.property] = value;
    }
    return next;
  }

  /**
   * The answer of the switch of `field` to `on`. Turning it off is done, too, when the API refuses it (a 4xx) and a read
   * then finds it off: the dashboard turned it off since the last read.
   */
  async function switchAnswer(client: CloudPlatformClient, ids: readonly string[], field: SwitchedField, on: boolean): Promise<ApiObject> {
    const operation = on ? field.input.switchedBy.on : field.input.switchedBy.off;
    const value = bodyTakes(operation, field.input.api) ? { [field.input.api]: on } : {};
    try {
      return await call(client, operation, objectCall(operation, ids, value));
    } catch (error) {
      if (on || !(error instanceof ApiError) || error.status >= 500) throw error;
      const live = await fetchObject(client, ids).catch(() => undefined);
      if (live === undefined || fromApi(live[field.input.api], field.input.codec) !== false) throw error;
      return {};
    }
  }

  /** `outputs` after `field` is set to `value` by its own operation (see {@link ResourceRow.setBy}). */
  async function setByCall(client: CloudPlatformClient, ids: readonly string[], field: SetField, value: unknown, outputs: RowProperties) {
    const { operation, field: sentIn } = field.setBy;
    await call(client, operation, objectCall(operation, ids, { [sentIn]: toApi(value, field.codec) }));
    return { ...outputs, [field.property]: value };
  }

  /**
   * Makes the object's list `field`, which held `before`, hold the `wanted` items: removes those no longer wanted, then
   * adds the new ones, one call an item, in the order declared.
   */
  async function changedItems(client: CloudPlatformClient, ids: readonly string[], field: InputField, before: unknown, wanted: unknown) {
    const calls = field.itemsBy!;
    const had = Array.isArray(before) ? before : [];
    const items = Array.isArray(wanted) ? wanted : [];
    const among = (list: unknown[], item: unknown) => list.some((other) => isDeepStrictEqual(other, item));
    const send = (step: ItemCalls["add"], item: unknown) =>
      call(client, step.operation, { ...parametersFor(step.operation, ids), body: { [step.field]: item } });
    for (const item of had.filter((old) => !among(items, old))) await send(calls.remove, item);
    for (const item of items.filter((next) => !among(had, next))) await send(calls.add, item);
  }

  /**
   * The issues of the write-only inputs of `values` taken together (see {@link ResourceRow.writeOnlyCall}): declared all
   * or none, and not beside the field they turn on declared false. No value of theirs is named.
   */
  function writeOnlyIssues(values: RowProperties): InputIssue[] {
    const given = callFields.filter((field) => values[field.property] !== undefined);
    if (given.length === 0) return [];
    const names = given.map((field) => `\`${field.property}\``).join(", ");
    const missing = callFields
      .filter((field) => values[field.property] === undefined)
      .map((field) => ({ field: field.property, rule: `is required with ${names}: they are declared all or none` }));
    const off =
      turnedOn !== undefined && values[turnedOn.input.property] === false
        ? [{ field: turnedOn.input.property, rule: `must not be false with ${names}, which turn it on (got false)` }]
        : [];
    return [...missing, ...off];
  }

  /**
   * `outputs` after the write-only inputs of `values` are sent: those inputs, and the field they turn on. They are sent
   * by the call's first operation where the object holds none yet, as `reported`, the last read's answer, tells.
   */
  async function sentWriteOnly(
    client: CloudPlatformClient,
    ids: readonly string[],
    values: RowProperties,
    outputs: RowProperties,
    reported: (api: string) => unknown,
  ) {
    const sent = writeOnlyCall!;
    const operation = sendingOperation(sent.operation, sent.first, reported);
    const encoded = (field: InputField) =>
      sent.encoding === "pem-as-base64"
        ? Buffer.from(String(values[field.property]), "utf8").toString("base64")
        : toApi(values[field.property], field.codec);
    const body = Object.fromEntries(callFields.map((field) => [field.api, encoded(field)]));
    await call(client, operation, objectCall(operation, ids, body));
    return {
      ...outputs,
      ...Object.fromEntries(callFields.map((field) => [field.property, values[field.property]])),
      ...(turnedOn === undefined ? {} : { [turnedOn.input.property]: true }),
    };
  }

  /**
   * `outputs` after the write-only inputs are taken off the object: without them, the field they turn on off. A call
   * without a remove sends nothing: the object keeps them.
   */
  async function removedWriteOnly(client: CloudPlatformClient, ids: readonly string[], outputs: RowProperties) {
    const remove = writeOnlyCall!.remove;
    if (remove !== undefined) await call(client, remove, objectCall(remove, ids));
    const next: RowProperties = { ...outputs, ...(turnedOn === undefined ? {} : { [turnedOn.input.property]: false }) };
    for (const field of callFields) delete next[field.property];
    return next;
  }

  /** A value of the API's field as the program wrote it: an enum's integer by its name. */
  const asWritten = (api: string, value: unknown): unknown => {
    const field = inputs.find((input) => input.api === api);
    return field === undefined ? value : fromApi(value, field.codec);
  };

  /** The objects among which a lost create's object would be: its parent's list of them, or the row's list. */
  async function siblings(client: CloudPlatformClient, parents: readonly string[]): Promise<ApiObject[]> {
    if (row.readFrom !== undefined) {
      const answer = await call(client, row.read, parametersFor(row.read, parents));
      return listedElements(answer, row.readFrom);
    }
    if (row.list === undefined) return [];
    return listedItems(client, row.list, parametersFor(row.list, parents));
  }

  /**
   * The create's answer; where the create may have made the object though it failed, the object found by the natural
   * key among its siblings, else the failure told with what was looked for.
   */
  async function created(client: CloudPlatformClient, parents: readonly string[], body: ApiObject): Promise<ApiObject> {
    try {
      const ids = row.objectField === undefined ? parents : [...parents, String(body[row.objectField])];
      return await call(client, row.create!, { ...parametersFor(row.create!, ids), body });
    } catch (error) {
      if (!mayHaveCreated(error)) throw error;
      const key = row.naturalKey;
      if (!Array.isArray(key)) {
        throw explainedError(error as ApiError, `the ${row.name} may have been created though the create failed: ${key.none}`);
      }
      const found = (await siblings(client, parents)).filter((item) =>
        key.every((field) => sameKeyValue(item[field], sentValue(body, field))),
      );
      if (found.length !== 1) {
        const looked = key.map((field) => `${field} ${JSON.stringify(asWritten(field, sentValue(body, field)))}`).join(", ");
        throw explainedError(
          error as ApiError,
          `the ${row.name} create failed, and ${found.length === 0 ? "no object" : "more than one object"} with ${looked} ` +
            `was found after it; ${found.length === 0 ? "nothing was created" : "check which one the program should own, and import it"}`,
        );
      }
      return found[0];
    }
  }

  /**
   * Where the row adopts (see {@link ResourceRow.adopt}): the object of the create's id that the parent already holds
   * and the API made itself, which the create takes over; undefined where the parent holds none. One the parent holds
   * that the API did not make fails the create before any write, naming the import id.
   */
  async function adopted(client: CloudPlatformClient, parents: readonly string[], body: ApiObject): Promise<ApiObject | undefined> {
    if (row.adopt === undefined) return undefined;
    const own = sentValue(body, row.idField);
    const existing = (await siblings(client, parents)).find((item) => sameKeyValue(item[row.idField], own));
    if (existing === undefined) return undefined;
    if (row.adopt.when.some((field) => existing[field] === true)) return existing;
    const id = [...parents, String(own)].join("/");
    throw new Error(
      `${row.name} ${id} already exists, made outside this stack: import it with the id \`${id}\` (\`${row.id}\`), or ` +
        "remove it, before the next `pulumi up`",
    );
  }

  /** The outputs after the update of the declared fields of the update's body that changed (no call if none did). */
  async function updatedOutputs(client: CloudPlatformClient, ids: readonly string[], olds: RowProperties, news: RowProperties) {
    const stored = asStored(news, olds);
    const changed = declared(news).filter((field) => field.updated && !isDeepStrictEqual(olds[field.property], stored[field.property]));
    if (changed.length === 0 || row.update === undefined) {
      return { ...olds, ...declaredValues(stored) };
    }
    // A whole update sends every field its body takes: the declared ones as declared, the others as the API has them.
    const live = row.updateStyle === "whole" ? await fetchObject(client, ids) : {};
    const kept = Object.fromEntries(
      updateFields.filter((field) => live[field.api] !== undefined).map((field) => [sentName(field.api), live[field.api]]),
    );
    const sent = row.updateStyle === "whole" ? declared(news).filter((field) => field.updated) : changed;
    const named = row.updateIdField === undefined ? {} : { [row.updateIdField]: bodyId(row.update, row.updateIdField, ids.at(-1)!) };
    const body = { ...kept, ...updateBodyOf(sent, news), ...named };
    const answer = await call(client, row.update, { ...parametersFor(row.update, ids), body });
    // An update that answers nothing is read back: the fields the API changes with it (when it changed) are outputs too.
    return outputsOf(ids, await objectAfter(client, row.update, answer, ids), news, olds);
  }

  const operationLine = (what: string, operation: ApiOperationName) => `${what}: ${requestLine(operation, idParts)}`;
  const afterCreate = inputs.filter((field) => !field.created && field.updated).map((field) => `\`${field.property}\``);
  const settings = settingsLines(row, (operation) => requestLine(operation, idParts));
  const settingsSteps: SettingsSteps = {
    read: fetchObject,
    write: (client, ids, given) =>
      call(client, row.update!, { ...parametersFor(row.update!, ids), body: updateBodyOf(bodyDeclared(given), given) }),
    outputs: outputsOf,
    declaredValues: (given) => {
      const stored = asStored(given);
      return declaredValues(stored, bodyDeclared(stored));
    },
    sendWriteOnly: async (client, ids, live, given) =>
      callFields.some((field) => given[field.property] !== undefined) ? sentWriteOnly(client, ids, given, {}, (api) => live[api]) : {},
  };

  return withReadyDeadline(row.readyWait, withWritesUnderParent<RowProperties, RowProperties>(row, {
    name: row.name,
    description: row.description,
    documentation: {
      behaviour: [
        ...row.owns,
        "",
        ...(row.adopt === undefined
          ? []
          : listItem(
              `adopted: the create first reads ${requestLine(row.read, idParts)}; a ${row.name} of the declared ` +
                `\`${idParts.at(-1)}\` that the API made itself (${adoptedWhen.map((field) => `\`${field.property}\``).join(" or ")} ` +
                "true) is taken over with no create call, the declared switches applied to it; one made elsewhere fails the " +
                "create before any write, naming its import id.",
            )),
        ...(row.adoptBy === undefined ? [] : listItem(adoptedByKeyLine(row.adoptBy, row.name))),
        ...(settings?.create ??
          listItem(
          `${operationLine("create", row.create!)} with the declared fields` +
            (row.objectField === undefined || answersTheObject(row.create!)
              ? ""
              : `; it answers no object, so ${requestLine(row.read, idParts)} finds it by \`${row.idField}\`, the ` +
                `\`${row.objectField}\` sent`) +
            (afterCreate.length === 0 || row.update === undefined
              ? "."
              : `, then ${requestLine(row.update, idParts)} with those only an update ` +
                `takes (${afterCreate.join(", ")}); if that fails, the ${row.name} is recorded and the next \`pulumi up\` ` +
                "updates it."),
        )),
        ...(row.update === undefined
          ? []
          : listItem(
              `${operationLine("update", row.update)} ` +
                (row.updateStyle === "whole"
                  ? "with every field its body takes, the declared ones as declared and the others as a read finds them"
                  : "with the declared fields that changed") +
                (row.updateIdField === undefined
                  ? ""
                  : `, and \`${row.updateIdField}\`, the ${row.name}'s id, which makes the call an update`) +
                (answersTheObject(row.update) ? "." : `; then ${requestLine(row.read, idParts)} for what the API changed with them.`),
            )),
        ...switched.flatMap(({ input, recorded }) => [
          ...listItem(
            `\`${input.property}\`: ${operationLine("on", input.switchedBy.on)}, ${operationLine("off", input.switchedBy.off)}; ` +
              "switched after the create when the declared value differs from what the create found (if that fails, the " +
              `${row.name} is recorded and the next \`pulumi up\` switches it); switched by an update when the declared ` +
              "value differs from what the last read found, the switch off also done when the API refuses it and a read " +
              "then finds it off already; never switched while undeclared.",
          ),
          ...(recorded.length === 0
            ? []
            : listItem(
                `${recorded.map((field) => `\`${field.property}\``).join(", ")}: recorded from the answer of turning ` +
                  `\`${input.property}\` on and kept while it stays on, cleared when it is turned off; ` +
                  `${input.switchedBy.recorded!.reason}.`,
              )),
        ]),
        ...fieldsSetByCall.flatMap((field) =>
          listItem(
            `\`${field.property}\`: ${operationLine("set", field.setBy.operation)}, the value in \`${field.setBy.field}\`; set ` +
              "after the create when the declared value differs from what the create found (if that fails, the " +
              `${row.name} is recorded and the next \`pulumi up\` sets it); set by an update when the declared value ` +
              "differs from what the last read found; never set while undeclared.",
          ),
        ),
        ...(writeOnlyCall === undefined
          ? []
          : listItem(
              `${callFields.map((field) => `\`${field.property}\``).join(", ")}: write-only, declared all or none; ` +
                (writeOnlyCall.first === undefined
                  ? operationLine("sent", writeOnlyCall.operation)
                  : `sent by ${requestLine(writeOnlyCall.first.operation, idParts)} to an object that holds none yet (its ` +
                    `\`${lowerCamel(writeOnlyCall.first.heldWhenSet)}\` unset when last read), else by ` +
                    requestLine(writeOnlyCall.operation, idParts) + ",") +
                ` after the create (if that fails, the ${row.name} is ` +
                "recorded and the next `pulumi up` sends them) and by an update when one of them changed" +
                (writeOnlyCall.first === undefined ? "" : ", the object then read again for what it reports of them") +
                (writeOnlyCall.remove === undefined
                  ? "; no longer declared, they are no change: nothing is sent, and the object keeps them. They are kept in the "
                  : `; ${operationLine("removed", writeOnlyCall.remove)} when they are no longer declared. They are kept in the `) +
                "state as the program gave them and never read back, so a refresh reports no drift of them" +
                (writeOnlyCall.encoding === "pem-as-base64" ? "; each is PEM text, sent as the Base64 of that text" : "") +
                (turnedOn === undefined
                  ? "."
                  : `; sending them turns \`${turnedOn.input.property}\` on (no switch call besides), removing them ` +
                    `turns it off, and \`${turnedOn.input.property}\` declared \`false\` beside them is refused.`),
            )),
        ...itemLists.flatMap((field) =>
          listItem(
            `\`${field.property}\`: ${operationLine("add", field.itemsBy.add.operation)}, ` +
              `${operationLine("remove", field.itemsBy.remove.operation)}, one item a call; the declared items added after ` +
              `the create (if that fails, the ${row.name} is recorded and the next \`pulumi up\` adds them); an update ` +
              "removes the items the last read found that are no longer declared and adds the new ones; never changed while " +
              "undeclared.",
          ),
        ),
        ...(replacing.size === 0 && onlyAdded.length === 0
          ? listItem("replace: never; every field changes in place.")
          : listItem(
              `replace: a change of ${[...replacing].map((property) => `\`${property}\``).join(", ")}` +
                onlyAdded.map((property) => `, an item removed from \`${property}\` (adding one is an update)`).join("") +
                ".",
            )),
        ...listItem(
          operationLine("read", row.read) +
            (row.readFrom === undefined ? "" : `, the ${row.name} found in ${readFromText(row.readFrom)}`) +
            "; " +
            `drift of a declared field shows as a change to apply, and a ${row.name} the API no longer has is reported gone.`,
        ),
        ...(settings?.delete ?? listItem(
          row.delete === undefined
            ? `delete: no API call; the ${row.name} is left as it is.`
            : `${operationLine("delete", row.delete)}; a ${row.name} already gone counts as deleted` +
                (row.adopt === undefined
                  ? "."
                  : `; one the API made itself is forgotten with no call, and the engine's log says so: ${row.adopt.reason}.`),
        )),
        ...Object.entries(row.ownedElsewhere ?? {}).flatMap(([field, owner]) =>
          listItem(`not managed here: \`${lowerCamel(field)}\`, which \`${owner}\` owns; it is neither sent nor compared.`),
        ),
        ...Object.entries(row.leftOut ?? {}).flatMap(([field, reason]) => listItem(`not served: \`${lowerCamel(field)}\`, ${reason}.`)),
        ...(secretOutputs.length === 0
          ? []
          : listItem(
              `secrets: ${secretOutputs.map((property) => `\`${property}\``).join(", ")}, outputs the state holds encrypted, as ` +
                `Pulumi secrets; \`get${row.name}\` leaves them out.`,
            )),
        "",
        `The resource id, and the import id, is \`${row.id}\`.`,
      ],
      example: row.example,
    },
    inputs: inputSchema,
    outputs: outputSchema,
    secretOutputs,
    import: { idForm: row.id },
    objectList: (resource) => objectListOf(row, parentParts.map((part) => String(resource[part]))),
    operations: rowOperationUses(row),
    lookup: rowLookup(row, {
      idParts,
      idSchema,
      fieldSchema,
      reported: reportedSchema(
        described,
        readFields.filter((field) => !secretOutputs.includes(field.property)),
      ),
      // The write-only inputs of a call of their own are no part of what the read reports.
      secretsLeftOut: secretOutputs.filter((property) => !callFields.some((field) => field.property === property)),
      fetchObject,
      reportedOf: (ids, live) => {
        const reported = outputsOf(ids, live, {});
        for (const property of secretOutputs) delete reported[property];
        return reported;
      },
    }),

    async check(_olds, news) {
      const checked = checkInputs(inputSchema, news, ruleWords, new Set(secretOutputs)) as Checked<RowProperties>;
      if ("issues" in checked) return checked;
      const issues = writeOnlyIssues(checked.value);
      if (issues.length > 0) return { issues };
      return { value: { ...checked.value, [MANAGED_FIELDS]: declared(checked.value).map((field) => field.property) } };
    },

    asStored,

    diffRules(news, olds) {
      const changing = declared(news);
      // A state without the record (imported, or written by an earlier version) is not updated for it: its next update
      // records it.
      const recorded = MANAGED_FIELDS in olds ? [MANAGED_FIELDS] : [];
      return {
        replaceOn: [...parentParts, ...changing.filter(replaces).map((field) => field.property), ...itemsRemoved(news, olds)],
        updateOn: [
          // A write-only input an imported state does not hold is no proven change: the API never shows its value.
          ...changing.filter((field) => !replaces(field) && (recorded.length > 0 || !unheld(field, olds))).map((field) => field.property),
          // Write-only inputs dropped are taken off the object, where the API can.
          ...callFields
            .filter((field) => news[field.property] === undefined && field.sentBy.remove !== undefined)
            .map((field) => field.property),
          ...recorded,
        ],
      };
    },

    async create(configured, given) {
      const client = keyed(configured, given);
      const parents = parentParts.map((part) => given[part] as string);
      if (row.settingsOf !== undefined) return adoptedSettings(row, row.settingsOf, client, parents, given, settingsSteps);
      const body = withParentField(row, bodyOf(createFields, given), parents);
      const found = row.adoptBy === undefined ? undefined : await foundByKey(call, client, row.adoptBy, body);
      const taken = found ?? (await adopted(client, parents, body));
      const answer = taken ?? (await created(client, parents, body));
      const ids = [...parents, String(row.objectField === undefined ? answer[row.idField] : body[row.objectField])];
      const id = ids.join("/");
      // What is known of the object so far, recorded if a later step fails: the answer, or what the create sent.
      const sent = Object.fromEntries(Object.entries(declaredValues(asStored(given))).filter(([name]) => createdInputs.has(name)));
      let known =
        taken !== undefined || answersTheObject(row.create!) ? outputsOf(ids, answer, given) : { ...outputsOf(ids, {}, given), ...sent };
      try {
        if (taken === undefined && !answersTheObject(row.create!)) known = outputsOf(ids, await fetchObject(client, ids), given);
        // An object found by key is given the declared fields it does not have yet.
        if (found !== undefined) known = await updatedOutputs(client, ids, known, given);
        const later = declared(given).filter((field) => !field.created && field.updated);
        if (later.length > 0 && row.update !== undefined) {
          const updated = await call(client, row.update, { ...parametersFor(row.update, ids), body: updateBodyOf(later, given) });
          // What the update wrote is recorded should the read back fail.
          known = { ...known, ...declaredValues(asStored(given)) };
          known = outputsOf(ids, await objectAfter(client, row.update, updated, ids), given);
        }
        if (callFields.some((field) => given[field.property] !== undefined)) {
          known = await sentWriteOnly(client, ids, given, known, reportedIn(known));
        }
        for (const field of switched) {
          const wanted = given[field.input.property];
          if (wanted !== undefined && wanted !== (known[field.input.property] ?? false)) {
            known = await switchedTo(client, ids, field, wanted === true, known);
          }
        }
        for (const field of fieldsSetByCall) {
          const wanted = given[field.property];
          if (wanted !== undefined && wanted !== known[field.property]) known = await setByCall(client, ids, field, wanted, known);
        }
        for (const field of itemLists) {
          if (given[field.property] === undefined) continue;
          await changedItems(client, ids, field, known[field.property], given[field.property]);
          known = { ...known, [field.property]: given[field.property] };
        }
        return { id, outs: known };
      } catch (error) {
        const cause = error as Error;
        const message = `${row.name} ${id} was created, but not all of it was applied: ${cause.message}`;
        throw new PartiallyAppliedError(id, known, given, message, cause);
      }
    },

    async read(configured, id, props) {
      const client = keyed(configured, props);
      const ids = id.split("/");
      const live = await unlessGone(fetchObject(client, ids), client, objectListOf(row, ids));
      if (live === undefined) return { id: "" };
      const outputs = outputsOf(ids, live, props, props);
      // Without the record of the declared inputs, every field the API holds: an import then writes a whole program.
      const managed = outputs[MANAGED_FIELDS] as string[] | undefined;
      const reported = managed === undefined ? inputs : inputs.filter((field) => managed.includes(field.property));
      const inputsRead: RowProperties = {
        ...Object.fromEntries(parentParts.map((part, index) => [part, ids[index]])),
        ...managedRecord(outputs),
      };
      // A value the input's own check refuses (the API's "not set", such as a 0 where the least is 1) is no input a
      // program could declare: it stays an output, so that an import asks the program for nothing it cannot write.
      for (const field of reported) {
        const value = outputs[field.property];
        if (value !== undefined && field.schema.safeParse(value).success) inputsRead[field.property] = value;
      }
      return { id, props: outputs, inputs: inputsRead };
    },

    async update(configured, id, olds, news) {
      const client = keyed(configured, news);
      const ids = id.split("/");
      // What the switched fields are before they are switched: as the last read found them, but for the one the
      // write-only inputs turn on or off.
      const found: RowProperties = { ...olds };
      let outs = await updatedOutputs(client, ids, olds, news);
      if (callFields.some((field) => !isDeepStrictEqual(olds[field.property], news[field.property]))) {
        const declaredNow = callFields.some((field) => news[field.property] !== undefined);
        outs = declaredNow ? await sentWriteOnly(client, ids, news, outs, reportedIn(olds)) : await removedWriteOnly(client, ids, outs);
        // Where the read reports what the inputs hold (a document's title and version), it is read again after them.
        if (declaredNow && writeOnlyCall!.first !== undefined) outs = outputsOf(ids, await fetchObject(client, ids), news, outs);
        if (turnedOn !== undefined) found[turnedOn.input.property] = declaredNow;
      }
      const flipped = switched.filter(({ input }) => news[input.property] !== undefined && found[input.property] !== news[input.property]);
      for (const field of flipped) outs = await switchedTo(client, ids, field, news[field.input.property] === true, outs);
      for (const field of fieldsSetByCall) {
        const wanted = news[field.property];
        if (wanted !== undefined && wanted !== olds[field.property]) outs = await setByCall(client, ids, field, wanted, outs);
      }
      for (const field of itemLists) {
        if (news[field.property] === undefined || isDeepStrictEqual(olds[field.property], news[field.property])) continue;
        await changedItems(client, ids, field, olds[field.property], news[field.property]);
        outs = { ...outs, [field.property]: news[field.property] };
      }
      return { outs: { ...outs, ...managedRecord(news) } };
    },

    ...(row.delete !== undefined && {
      async delete(configured: CloudPlatformClient, id: string, props: RowProperties) {
        const client = keyed(configured, props);
        const remove = row.delete!;
        const ids = id.split("/");
        await unlessGone(call(client, remove, objectCall(remove, ids)), client, objectListOf(row, ids));
      },
    }),
    ...(row.adopt !== undefined && { forgets: madeByTheApi }),
    ...(row.settingsOf !== undefined && {
      settingsOf: { resource: row.settingsOf, parentId: (id: string) => settingsParentId(row, id.split("/")) },
    }),
  }));
}
