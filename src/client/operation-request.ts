import { apiOperations, type ApiOperationName } from "../api/operations";
import { checkInput } from "./check-input";
import { areaEnvelope } from "./envelopes";
import type { OperationDeclaration } from "./operation-declaration";
import { query, type ApiRequest } from "./request";

type QueryValue = Parameters<typeof query>[0][string];

/**
 * The request of one call of an operation of the table, its parameters checked first (InputValidationError naming the
 * operation, before any HTTP call): the path filled (an optional path parameter left out with its slash), the query
 * and the body from the parameters, the answer checked by the area's envelope. A POST is retried only when the request
 * cannot have been received: a POST that creates something must never create two.
 */
export function operationRequest(
  name: ApiOperationName,
  declaration: OperationDeclaration<unknown, unknown>,
  parameters: unknown,
): ApiRequest<unknown> {
  const facts = apiOperations[name];
  const input = checkInput(name, declaration.parameters, parameters) as Record<string, unknown>;
  const path = facts.path.replace(/\/\{(\w+)\}/g, (_, parameter: string) =>
    input[parameter] === undefined ? "" : `/${encodeURIComponent(String(input[parameter]))}`,
  );
  const values = Object.fromEntries(declaration.query.map((parameter) => [parameter, input[parameter] as QueryValue]));
  const body = input.body === undefined ? undefined : declaration.streamed ? { stream: input.body as never } : { json: input.body };
  return {
    operation: name,
    method: facts.method,
    video: facts.host === "video",
    path,
    query: query(values),
    body,
    retry: facts.method === "POST" ? "whenNotSent" : "idempotent",
    envelope: areaEnvelope(facts.area, declaration.answer),
  };
}
