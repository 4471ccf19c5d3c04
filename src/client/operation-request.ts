import { apiOperations, type ApiOperationName } from "../api/operations";
import type { OperationName } from "../operations";
import { checkInput } from "./check-input";
import { areaEnvelope, type Envelope } from "./envelopes";
import type { OperationDeclaration } from "./operation-declaration";
import { operationTraits } from "./operation-traits";
import { query, type ApiRequest } from "./request";
import type { StreamBody } from "./stream-body";

type QueryValue = Parameters<typeof query>[0][string];

/**
 * The request of one call of an operation of the table, its parameters checked first (InputValidationError naming the
 * operation, before any HTTP call), its answer checked by the area's envelope (see {@link checkedRequest}).
 */
export function operationRequest(
  name: ApiOperationName,
  declaration: OperationDeclaration<unknown, unknown>,
  parameters: unknown,
): ApiRequest<unknown> {
  const input = checkInput(name, declaration.parameters, parameters) as Record<string, unknown>;
  return checkedRequest(name, declaration, input, areaEnvelope(apiOperations[name].area, declaration.answer));
}

/**
 * The request of one call of an operation of the table with parameters already checked: the path filled (an optional
 * path parameter left out with its slash), the query and the body from the parameters, the answer read by `envelope`,
 * the errors naming `named` (the operation, or the client's method that calls it). A POST is retried only when the
 * request cannot have been received, unless the operation's traits say otherwise: a POST that creates something must
 * never create two.
 */
export function checkedRequest<Result>(
  name: ApiOperationName,
  declaration: OperationDeclaration<unknown, unknown>,
  input: Record<string, unknown>,
  envelope: Envelope<Result>,
  named: OperationName = name,
): ApiRequest<Result> {
  const facts = apiOperations[name];
  const traits = operationTraits[name];
  const parts = pathParts(facts.path);
  let path = parts[0];
  for (let index = 1; index < parts.length; index += 2) {
    const value = input[parts[index]];
    if (value !== undefined) path += `/${encodeURIComponent(String(value))}`;
    path += parts[index + 1];
  }
  const values = Object.fromEntries(declaration.query.map((parameter) => [parameter, input[parameter] as QueryValue]));
  const body = input.body === undefined ? undefined : requestBody(declaration, input.body);
  return {
    operation: named,
    method: facts.method,
    video: facts.host === "video",
    path,
    query: query(values),
    body,
    retry: traits?.retry ?? (facts.method === "POST" ? "whenNotSent" : "idempotent"),
    failure: traits?.failure,
    provesAddress: traits?.provesAddress,
    envelope,
  };
}

const partsByPath = new Map<string, string[]>();

/** An operation's path split once: its literal parts, with the name of each `/{parameter}` between two of them. */
function pathParts(path: string): string[] {
  let parts = partsByPath.get(path);
  if (parts === undefined) partsByPath.set(path, (parts = path.split(/\/\{(\w+)\}/)));
  return parts;
}

/** The body of a request as its declaration sends it. */
function requestBody(declaration: OperationDeclaration<unknown, unknown>, body: unknown): ApiRequest<unknown>["body"] {
  if (declaration.sent === "json") return { json: body };
  if (declaration.sent === "stream") return { stream: body as StreamBody };
  return { text: body as string, mediaType: declaration.sent };
}
