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
  let path = "";
  for (const segment of pathSegments(facts.path)) {
    if (segment.parameter === undefined) path += segment.text;
    else if (input[segment.parameter] !== undefined) path += `/${encodeURIComponent(String(input[segment.parameter]))}`;
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

/** A path's literal parts and its `/{parameter}` segments, in order. */
type PathSegment = { text: string; parameter?: undefined } | { parameter: string };

const segmentsByPath = new Map<string, PathSegment[]>();

/** The segments of an operation's path, split once per path. */
function pathSegments(path: string): PathSegment[] {
  let segments = segmentsByPath.get(path);
  if (segments === undefined) {
    segments = path.split(/(\/\{\w+\})/).flatMap((part): PathSegment[] => {
      const parameter = /^\/\{(\w+)\}$/.exec(part)?.[1];
      if (parameter !== undefined) return [{ parameter }];
      return part === "" ? [] : [{ text: part }];
    });
    segmentsByPath.set(path, segments);
  }
  return segments;
}

/** The body of a request as its declaration sends it. */
function requestBody(declaration: OperationDeclaration<unknown, unknown>, body: unknown): ApiRequest<unknown>["body"] {
  if (declaration.sent === "json") return { json: body };
  if (declaration.sent === "stream") return { stream: body as StreamBody };
  return { text: body as string, mediaType: declaration.sent };
}
