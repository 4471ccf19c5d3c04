import { z } from "zod";
import type { ApiOperationName } from "../api/operations";
import type { CloudPlatformClient } from "../client";
import { NotListedError, type CloudPlatformError } from "../errors";
import { paragraph } from "./documentation-lines";
import { explainedError } from "./explained-error";
import { backedNotFound } from "./gone";
import { itemByKey, keyedArguments, keyedLookupBehaviour, type LookupKey } from "./lookup-by-key";
import { objectListOf, type ResourceRow } from "./metadata/row";
import type { FunctionExample } from "./program-example";
import { lowerCamel } from "./row-fields";
import { parametersFor, requestLine, type ApiObject } from "./row-operations";
import { idsInPath } from "./row-parent-field";
import { readFromText } from "./row-read-from";

/** What a lookup reports of an object: its ids and the read's fields, as the resource's outputs name them. */
export type LookupResult = Record<string, unknown>;

/** What a row's provider gives its lookup: how its resource reads the object, and how it checks and reports it. */
export interface RowReads {
  /** The parts of the resource id, in order. */
  idParts: string[];
  /** The check of an id part, as the resource's inputs check it, without a description. */
  idSchema(index: number): z.ZodType;
  /** The check of an input or reported field by its API name, without a description. */
  fieldSchema(api: string): z.ZodType;
  /** The ids and what the read reports but its secrets, each described as the resource's outputs are. */
  reported: z.ZodObject;
  /** The resource's secret outputs, which the result leaves out. */
  secretsLeftOut: string[];
  /** The object as the resource's read finds it (`NotListedError` when its parent's answer does not hold it). */
  fetchObject(client: CloudPlatformClient, ids: readonly string[]): Promise<ApiObject>;
  /** What the read reports of `live` but its secrets, under the resource's output names. */
  reportedOf(ids: readonly string[], live: ApiObject): LookupResult;
}

/**
 * The data function `get<Name>` of a row's resource: its arguments checked as the resource checks its inputs, its
 * result what the resource's read reports, its call the resource's read.
 */
export interface ObjectLookup {
  /** The function's name, `get` and the resource's name: `getDnsZone`. */
  name: string;
  /** The resource whose object it reads. */
  resource: string;
  /** What the function reads, in one sentence, with the requests. */
  description: string;
  /** What it checks and how it fails, in lines. */
  behaviour: string[];
  /** The id's parts (and, where the row has a unique key, that key and `maxPages`), each described. */
  arguments: z.ZodObject;
  result: z.ZodObject;
  /** What the arguments are, in one sentence. */
  argumentsSummary: string;
  /** A call that reads an object of the simulator's demo account, showing its key (or its own id). */
  example: FunctionExample;
  /** The operations it calls to find the object: the read, and the list where it finds a key. */
  operations: readonly ApiOperationName[];
  /** Reads the object the checked arguments name. */
  find(client: CloudPlatformClient, args: Record<string, unknown>): Promise<LookupResult>;
}

/** Where a row's lookup by its unique key reads: the key's field and argument, and the list that holds the objects. */
function uniqueKeyOf(row: ResourceRow, ownId: string): LookupKey | undefined {
  if (row.uniqueKey === undefined) return undefined;
  if (row.list === undefined) throw new Error(`${row.name}: a uniqueKey is looked up in the row's list, and the row names none`);
  const { name, uniqueKey, list, idField } = row;
  return { resource: name, functionName: `get${name}`, ownId, api: uniqueKey, property: lowerCamel(uniqueKey), list, idField };
}

/** The lookup of a row's object, by its id and, where the row names a unique key, by that key in the row's list. */
export function rowLookup(row: ResourceRow, reads: RowReads): ObjectLookup {
  const name = `get${row.name}`;
  const { idParts } = reads;
  const parentParts = idParts.slice(0, -1);
  const ownId = idParts.at(-1)!;
  const key = uniqueKeyOf(row, ownId);
  const idArguments = Object.fromEntries(
    idParts.map((part, index) => [part, reads.idSchema(index).meta({ description: row.descriptions[part] })]),
  );
  const argumentSchema = key === undefined ? z.object(idArguments) : keyedArguments(idArguments, key, reads.fieldSchema(key.api));

  const named = (values: readonly string[]) => values.map((value, index) => `${idParts[index]} ${value}`).join(", ");

  /** The object the ids name, as the resource's read finds it; its absence, backed by the API's word, fails naming it. */
  async function byId(client: CloudPlatformClient, ids: readonly string[]): Promise<LookupResult> {
    try {
      return reads.reportedOf(ids, await reads.fetchObject(client, ids));
    } catch (error) {
      if (!(error instanceof NotListedError)) await backedNotFound(error, client, objectListOf(row, ids));
      throw explainedError(error as CloudPlatformError, `${name}: no ${row.name} with ${named(ids)}`);
    }
  }

  /** The one object of the list whose key is `value` (every page the list has, or `maxPages` of them). */
  async function byKey(
    client: CloudPlatformClient,
    uniqueKey: LookupKey,
    parents: readonly string[],
    value: unknown,
    maxPages: number | undefined,
  ): Promise<LookupResult> {
    const found = await itemByKey(client, uniqueKey, parametersFor(uniqueKey.list, parents), value, maxPages);
    return reads.reportedOf([...parents, String(found[row.idField])], found);
  }

  const request = (operation: ApiOperationName) => requestLine(operation, idsInPath(row, operation, idParts));
  const foundIn = row.readFrom === undefined ? "" : `, the ${row.name} found in its ${readFromText(row.readFrom)}`;
  const readLine = `${request(row.read)}${foundIn}`;
  const exampleParts = Object.keys(row.lookupExample);
  if (exampleParts.join() !== idParts.join()) {
    throw new Error(`${row.name}: lookupExample gives ${exampleParts.join(", ")}; it gives the id's parts, ${idParts.join(", ")}`);
  }
  return {
    name,
    resource: row.name,
    description:
      `Reads a ${row.name} by its id (${readLine})` +
      (key === undefined ? "." : `, or finds it by its \`${key.property}\` in the list (${request(key.list)}).`),
    behaviour: [
      ...paragraph(
        `The result is what a \`${row.name}\` resource reads and reports of its object, under the same names; its id's ` +
          `parts are checked as the resource checks them (a number is turned into its string), before any call. A ${row.name} ` +
          "the API does not have fails, naming it.",
      ),
      ...(reads.secretsLeftOut.length === 0
        ? []
        : [
            "",
            ...paragraph(
              `The result leaves out ${reads.secretsLeftOut.map((property) => `\`${property}\``).join(", ")}: secrets, which ` +
                `a data function's result would hold in plain text. The \`${row.name}\` resource reports them as secrets.`,
            ),
          ]),
      ...(key === undefined ? [] : ["", ...keyedLookupBehaviour(key)]),
    ],
    arguments: argumentSchema,
    result: reads.reported,
    operations: key === undefined ? [row.read] : [row.read, key.list],
    argumentsSummary:
      key === undefined
        ? `The ${row.name}'s id: ${idParts.map((part) => `\`${part}\``).join(" and ")}.`
        : `The ${row.name}'s id, or its \`${key.property}\` with an optional page limit.`,
    example: {
      arguments: row.lookupExample,
      // The natural key's first field, unless it is the object's own id (a hostname's `Value`), shown under the id's name.
      shown: key?.property ?? (Array.isArray(row.naturalKey) && row.naturalKey[0] !== row.idField ? lowerCamel(row.naturalKey[0]) : ownId),
    },
    find(client, args) {
      const parents = parentParts.map((part) => args[part] as string);
      if (key !== undefined && args[key.property] !== undefined) {
        return byKey(client, key, parents, args[key.property], args.maxPages as number | undefined);
      }
      return byId(
        client,
        idParts.map((part) => args[part] as string),
      );
    },
  };
}
