import { z } from "zod";
import { apiOperations, type ApiOperationName } from "../api/operations";
import type { CloudPlatformClient } from "../client";
import { NotListedError, NotUniqueError } from "../errors";
import { MaxPages } from "../schemas";
import { paragraph } from "./documentation-lines";
import { exactlyOneIssue } from "./exactly-one-of";
import { explainedError } from "./explained-error";
import { sameKeyValue } from "./row-fields";
import { filledPath, listedItems, parameterShape, type ApiObject } from "./row-operations";

/** A field no two objects of a list share, by which a lookup finds an object instead of its own id. */
export interface LookupKey {
  /** The resource whose object is looked up (`DnsZone`). */
  resource: string;
  /** The lookup's name (`getDnsZone`), which its errors start with. */
  functionName: string;
  /** The argument that holds the object's own id (`dnsZoneId`). */
  ownId: string;
  /** The field of the list's items (`Domain`). */
  api: string;
  /** The argument that holds the key (`domain`). */
  property: string;
  /** The list that holds the objects. */
  list: ApiOperationName;
  /** The field of the list's items that holds the own id (`Id`). */
  idField: string;
}

/**
 * The arguments of a lookup by its own id or by `key`: `idArguments` (the own id's made optional), the key checked by
 * `keySchema`, and `maxPages`; exactly one of the own id and the key, checked before any call.
 */
export function keyedArguments(idArguments: Record<string, z.ZodType>, key: LookupKey, keySchema: z.ZodType): z.ZodObject {
  const { ownId, property, resource } = key;
  const given = (value: unknown) => value !== undefined;
  const shape = {
    ...idArguments,
    [ownId]: idArguments[ownId].optional(),
    [property]: keySchema.optional().meta({
      description: `Finds the ${resource} by its \`${property}\` instead of \`${ownId}\`: the one whose \`${property}\` is this value.`,
    }),
    maxPages: MaxPages.optional().meta({
      description: `With \`${property}\`: read at most this many pages of the list (a positive integer). Unset: every page.`,
    }),
  };
  return z.object(shape).superRefine((checked, context) => {
    const args = checked as Record<string, unknown>;
    const issue = exactlyOneIssue(args, [ownId, property]);
    if (issue !== undefined) {
      context.addIssue({ code: "custom", path: [issue.field], message: issue.rule });
    } else if (given(args[ownId]) && given(args.maxPages)) {
      context.addIssue({ code: "custom", path: ["maxPages"], message: `applies to a lookup by ${property} only` });
    }
  });
}

/** What a lookup by `key` does, in the lines of its documentation. */
export function keyedLookupBehaviour({ resource, ownId, property }: LookupKey): string[] {
  return paragraph(
    `Exactly one of \`${ownId}\` and \`${property}\` is given. By \`${property}\`, every page of the list is read (at most ` +
      `\`maxPages\`), narrowed by the list's search where it has one, and the ${resource} whose \`${property}\` is the ` +
      "value given (compared as the API compares it, without case) is the result; none, or more than one, fails.",
  );
}

/**
 * The one item of the list (`parameters` naming its parent) whose key is `value`, read to its end or to `maxPages`
 * pages with its `search` where it has one; none fails with `NotListedError`, more than one with `NotUniqueError`.
 */
export async function itemByKey(
  client: CloudPlatformClient,
  key: LookupKey,
  parents: Record<string, unknown>,
  value: unknown,
  maxPages: number | undefined,
): Promise<ApiObject> {
  const { list, api, property, resource, functionName, ownId } = key;
  const search = "search" in parameterShape(list) ? { search: value } : {};
  const parameters = { ...parents, ...search };
  const items = await listedItems(client, list, parameters, maxPages);
  const found = items.filter((item) => sameKeyValue(item[api], value));
  const target = { operation: list, method: apiOperations[list].method, path: filledPath(list, parameters) };
  const object = `${resource} with ${property} ${JSON.stringify(value)}`;
  const read = maxPages === undefined ? "every page read" : `at most ${maxPages} pages read (maxPages)`;
  if (found.length === 0) throw explainedError(new NotListedError(target, object), `${functionName}: no ${object}, ${read}`);
  if (found.length > 1) {
    const ids = found.map((item) => String(item[key.idField]));
    throw explainedError(new NotUniqueError(target, object, ids), `${functionName}: more than one ${object}; look it up by ${ownId}`);
  }
  return found[0];
}
