// A row whose writes send one text as their whole body and whose read answers that text alone (see
// ResourceRow.textBody): the rest of the row sees an object of one field, the text, under the row's name for it.
import { z } from "zod";
import type { ApiOperationName } from "../api/operations";
import type { CloudPlatformClient } from "../client";
import { declarationOf } from "../client/declaration-of";
import { definitionOf } from "./row-fields";
import { parameterShape, type callOperation, type ApiObject } from "./row-operations";

/** Whether a schema is a text. */
function isText(schema: z.ZodType | undefined): schema is z.ZodType {
  return schema !== undefined && definitionOf(schema).type === "string";
}

/** The object of one field, `field`, that holds the text `schema` checks. */
function textObject(field: string, schema: z.ZodType): z.ZodType {
  return z.object({ [field]: schema });
}

/** The model of an operation's body: where the body is a text, the object that holds it in `field`; undefined with no body. */
export function textBodyModel(operation: ApiOperationName, field: string): z.ZodType | undefined {
  const body = parameterShape(operation).body;
  return isText(body) ? textObject(field, body) : body;
}

/** The model of what a read answers, a text, as the object that holds it in `field`. */
export function textAnswerModel(operation: ApiOperationName, field: string): z.ZodType {
  const answer = declarationOf(operation).answer;
  if (!isText(answer)) throw new Error(`${operation} answers no text: it cannot be read as the text body \`${field}\``);
  return textObject(field, answer);
}

/**
 * The call of a row's operations where `field` holds the text of the bodies (see {@link textBodyModel}): the text sent
 * as the whole body of an operation that takes one, and a text answered given as the object that holds it in `field`;
 * `call` as it is where the row has no text body.
 */
export function textBodyCall(field: string | undefined, call: typeof callOperation): typeof callOperation {
  if (field === undefined) return call;
  return async (client: CloudPlatformClient, operation: ApiOperationName, parameters: Record<string, unknown>) => {
    const body = parameters.body as ApiObject | undefined;
    const sent = body !== undefined && isText(parameterShape(operation).body) ? { ...parameters, body: body[field] } : parameters;
    const answer: unknown = await call(client, operation, sent);
    return typeof answer === "string" ? { [field]: answer } : (answer as ApiObject);
  };
}
