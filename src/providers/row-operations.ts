import type { z } from "zod";
import { apiOperations, type ApiOperationName } from "../api/operations";
import type { CloudPlatformClient } from "../client";
import { declarationOf } from "../client/declaration-of";

/** An object as the API answers it, its keys the API's. */
export type ApiObject = Record<string, unknown>;

/** The path parameters of an operation, in the order of its path. */
export function pathParameters(operation: ApiOperationName): string[] {
  return [...apiOperations[operation].path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

/** The shape of an operation's parameters (path, query and `body`). */
export function parameterShape(operation: ApiOperationName): Record<string, z.ZodType> {
  return (declarationOf(operation).parameters as unknown as z.ZodObject).shape;
}

/** The parameters of `operation` for an object's ids: its path parameters in order take the ids in order. */
export function parametersFor(operation: ApiOperationName, ids: readonly string[]): Record<string, unknown> {
  const shape = parameterShape(operation);
  return Object.fromEntries(
    pathParameters(operation).map((name, index) => [name, shape[name].safeParse(1).success ? Number(ids[index]) : ids[index]]),
  );
}

/**
 * An operation's `METHOD /path` as a row's documentation shows it: each path parameter named as the id part it takes
 * (in order, as {@link parametersFor} gives them), so that a record's read of its zone shows `{zoneId}`.
 */
export function requestLine(operation: ApiOperationName, idParts: readonly string[]): string {
  let index = 0;
  const path = apiOperations[operation].path.replace(/\{\w+\}/g, () => `{${idParts[index++]}}`);
  return `\`${apiOperations[operation].method} ${path}\``;
}

/** The path of an operation filled with `values`, as errors name it. */
export function filledPath(operation: ApiOperationName, values: Record<string, unknown>): string {
  return apiOperations[operation].path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** The methods of the client's groups (`client.dnsZones.get`, `client.dnsZones.listAll`), by group and name. */
function groupMethod<Answer>(
  client: CloudPlatformClient,
  group: string,
  method: string,
): (parameters: Record<string, unknown>, options?: { maxPages?: number }) => Promise<Answer> {
  type Method = (parameters: Record<string, unknown>, options?: { maxPages?: number }) => Promise<Answer>;
  const groups = client as unknown as Record<string, Record<string, Method>>;
  return (parameters, options) => groups[group][method](parameters, options);
}

/** Calls an operation of the client's groups by its table name. */
export function callOperation(
  client: CloudPlatformClient,
  operation: ApiOperationName,
  parameters: Record<string, unknown>,
): Promise<ApiObject> {
  const [group, method] = operation.split(".");
  return groupMethod<ApiObject>(client, group, method)(parameters);
}

/**
 * The items of every page of a paged operation (at most `maxPages` pages), or of the one list field of an unpaged one's
 * answer (an app's log forwardings, `{items}`), by its table name.
 */
export async function listedItems(
  client: CloudPlatformClient,
  operation: ApiOperationName,
  parameters: Record<string, unknown>,
  maxPages?: number,
): Promise<ApiObject[]> {
  if (apiOperations[operation].paging === "none") {
    const answer = await callOperation(client, operation, parameters);
    const lists = Object.values(answer).filter(Array.isArray);
    if (lists.length !== 1) throw new Error(`${operation} answers ${lists.length} lists, not the one of its items`);
    return lists[0] as ApiObject[];
  }
  const [group, method] = operation.split(".");
  return groupMethod<ApiObject[]>(client, group, `${method}All`)(parameters, maxPages === undefined ? {} : { maxPages });
}
