import { apiOperations, type ApiOperationName } from "../api/operations";
import type { ApiCaller } from "./caller";
import { checkInput } from "./check-input";
import { areaEnvelope } from "./envelopes";
import type { OperationDeclaration } from "./operation-declaration";
import { areaDeclarations, type ApiGroups } from "./operations";
import { query } from "./request";

type QueryValue = Parameters<typeof query>[0][string];
type Declaration = OperationDeclaration<unknown, unknown>;

/**
 * The method of one operation of the table: checks its parameters before any call, fills its path and query, sends
 * its body and checks its answer, through the caller (retries, deadlines, the 429 rule). A POST is retried only when
 * the request cannot have been received: a POST that creates something must never create two.
 */
function operationMethod(api: ApiCaller, name: ApiOperationName, declarationOf: () => Declaration) {
  const facts = apiOperations[name];
  return (parameters: unknown = {}): Promise<unknown> => {
    const declaration = declarationOf();
    const input = checkInput(name, declaration.parameters, parameters) as Record<string, unknown>;
    const path = facts.path.replace(/\{(\w+)\}/g, (_, parameter: string) => encodeURIComponent(String(input[parameter])));
    const values = Object.fromEntries(declaration.query.map((parameter) => [parameter, input[parameter] as QueryValue]));
    const body = input.body === undefined ? undefined : declaration.streamed ? { stream: input.body as never } : { json: input.body };
    return api.call({
      operation: name,
      method: facts.method,
      video: facts.host === "video",
      path,
      query: query(values),
      body,
      retry: facts.method === "POST" ? "whenNotSent" : "idempotent",
      envelope: areaEnvelope(facts.area, declaration.answer),
    });
  };
}

/** The client's groups of operations (`client.pullZones.get(…)`), made for its caller; a file's download is not one. */
export function apiGroups(api: ApiCaller): ApiGroups {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const [name, facts] of Object.entries(apiOperations) as [ApiOperationName, (typeof apiOperations)[ApiOperationName]][]) {
    if (facts.answer === "file") continue;
    const [group, method] = name.split(".");
    groups[group] ??= {};
    groups[group][method] = operationMethod(api, name, () => (areaDeclarations[facts.area]() as Record<string, Declaration>)[name]);
  }
  return groups as unknown as ApiGroups;
}
