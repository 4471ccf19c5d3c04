import type { z } from "zod";
import type { ApiOperationName } from "../api/operations";
import type { CloudPlatformClient } from "../client";
import { declarationOf } from "../client/declaration-of";
import { callForContent, contentModel } from "./answer-envelope";
import { unwrapped } from "./row-fields";
import { callOperation, parameterShape, type ApiObject } from "./row-operations";

/**
 * Where a row's object sits one level down (a shield zone): its fields in one field of the bodies (`shieldZone`),
 * beside the fields that name its parent (`pullZoneId`) or itself (`shieldZoneId`); every answer holds it in one field
 * (`data`), and an answer that echoes a body holds it in that body's field. Where the read answers the object beside
 * others (API Guardian's `configuration` beside its `endpoints`), it is one level further down in the read's answer.
 */
export interface RowEnvelope {
  /** The field of the create's and the update's bodies that holds the object's fields; unset where they are flat. */
  body?: string;
  /** The field of the answers that holds the object, the echo of the body, or the read's {@link within} field. */
  answer: string;
  /**
   * The field of the read's {@link answer} field that holds the object, where the fields beside it are other objects
   * (API Guardian's `configuration`, beside its `endpoints`): the row names each of those in its `ownedElsewhere` or
   * `leftOut`. An answer without it (a write's, which answers the object alone) holds the object itself.
   */
  within?: string;
}

function isObject(value: unknown): value is ApiObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The fields of an object model, by name; undefined where the model is no object. */
function shapeOf(model: z.ZodType): Record<string, z.ZodType> | undefined {
  return (unwrapped(model).inner as unknown as { shape?: Record<string, z.ZodType> }).shape;
}

/** The model of the envelope's field of an operation's body: the object's own fields; undefined where it has none. */
export function envelopedModel(operation: ApiOperationName, envelope: RowEnvelope): z.ZodType | undefined {
  const body = parameterShape(operation).body;
  const field = body === undefined || envelope.body === undefined ? undefined : shapeOf(body)?.[envelope.body];
  return field === undefined ? undefined : field;
}

/** A flat body of API fields as the operation takes it: the object's own fields moved into the envelope's field. */
function nested(operation: ApiOperationName, envelope: RowEnvelope, body: ApiObject): ApiObject {
  const model = envelopedModel(operation, envelope);
  const own = model === undefined ? undefined : shapeOf(model);
  if (own === undefined || envelope.body === undefined) return body;
  const inside = Object.entries(body).filter(([name]) => name in own && !(name in shapeOf(parameterShape(operation).body!)!));
  const beside = Object.entries(body).filter(([name]) => !inside.some(([other]) => other === name));
  return { ...Object.fromEntries(beside), [envelope.body]: Object.fromEntries(inside) };
}

/**
 * The object an answer holds: in the envelope's answer field, or in the field of it that holds the object beside
 * others ({@link RowEnvelope.within}) or echoes the body.
 */
function held(envelope: RowEnvelope, answer: ApiObject): ApiObject {
  const data = answer[envelope.answer];
  if (!isObject(data)) return answer;
  const inner = [envelope.within, envelope.body].map((field) => (field === undefined ? undefined : data[field])).find(isObject);
  return inner ?? data;
}

/**
 * The call of a row's operations: where the row has an envelope, its bodies sent nested and its answers taken out of
 * it, so that the rest of the row sees flat objects; else each answer's `data` where its model wraps the object in one.
 */
export function envelopedCall(envelope: RowEnvelope | undefined): typeof callOperation {
  if (envelope === undefined) return callForContent;
  return async (client: CloudPlatformClient, operation: ApiOperationName, parameters: Record<string, unknown>) => {
    const body = parameters.body as ApiObject | undefined;
    const sent = body === undefined ? parameters : { ...parameters, body: nested(operation, envelope, body) };
    return held(envelope, await callOperation(client, operation, sent));
  };
}

/** The model of the envelope's answer field of a read's answer. */
function answerFieldModel(operation: ApiOperationName, envelope: RowEnvelope): z.ZodType {
  const field = shapeOf(declarationOf(operation).answer)?.[envelope.answer];
  if (field === undefined) throw new Error(`${operation}'s answer has no field ${envelope.answer}`);
  return field;
}

/**
 * The model of the object a read answers: that of the envelope's field of its answer (or of the field of that which
 * holds the object, {@link RowEnvelope.within}), or its content's.
 */
export function answeredModel(operation: ApiOperationName, envelope: RowEnvelope | undefined): z.ZodType {
  if (envelope === undefined) return contentModel(operation);
  const field = answerFieldModel(operation, envelope);
  if (envelope.within === undefined) return field;
  const inner = shapeOf(field)?.[envelope.within];
  if (inner === undefined) throw new Error(`${operation}'s answer has no field ${envelope.answer}.${envelope.within}`);
  return inner;
}

/** The fields a read answers beside the object, where the envelope holds it in a field among others (`within`). */
export function answeredBeside(operation: ApiOperationName, envelope: RowEnvelope | undefined): string[] {
  if (envelope?.within === undefined) return [];
  return Object.keys(shapeOf(answerFieldModel(operation, envelope)) ?? {}).filter((field) => field !== envelope.within);
}

/** An id as the body field `field` of `operation` takes it: a number where the field is one. */
export function bodyId(operation: ApiOperationName, field: string, id: string): unknown {
  const body = parameterShape(operation).body;
  const schema = body === undefined ? undefined : shapeOf(body)?.[field];
  return schema?.safeParse(1).success === true ? Number(id) : id;
}
