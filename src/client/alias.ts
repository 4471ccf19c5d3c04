import type { z } from "zod";
import { apiOperations, type ApiOperationName } from "../api/operations";
import type { ClientMethodOperation, OperationName } from "../operations";
import type { ApiCaller } from "./caller";
import { checkInput } from "./check-input";
import { declarationOf } from "./declaration-of";
import { bodyOf, type Envelope } from "./envelopes";
import { checkedRequest } from "./operation-request";
import { callWithTraits } from "./operation-traits";
import { pages } from "./pages";
import type { PagesOptions } from "./pages-options";
import { pagingStyle } from "./paging-styles";
import type { AnyMethod, MethodAlias } from "./method-alias";

type Parameters = Record<string, unknown>;

type Make<Method> = (api: ApiCaller, named: ClientMethodOperation) => Method;

function methodAlias<Method extends AnyMethod>(make: Make<Method>, operation?: ClientMethodOperation): MethodAlias<Method> {
  return { operation, make: make as MethodAlias<Method>["make"] };
}

/** The methods of the aliases, made for the caller. */
export function aliasMethods(api: ApiCaller, aliases: Record<string, MethodAlias<AnyMethod>>): Record<string, AnyMethod> {
  return Object.fromEntries(
    Object.entries(aliases).map(([name, alias]) => [name, (alias.make as Make<AnyMethod>)(api, alias.operation ?? (name as never))]),
  );
}

/** One call of `operation` with checked parameters, its answer read by `answer`, made as the operation's traits say. */
function aliasCall<Result>(
  api: ApiCaller,
  operation: ApiOperationName,
  named: ClientMethodOperation,
  parameters: Parameters,
  answer: Envelope<Result>,
): Promise<Result> {
  const request = checkedRequest(operation, declarationOf(operation), parameters, answer, named);
  return callWithTraits(api, operation, parameters, `${named}${request.query}`, () => api.call(request));
}

/**
 * A method that calls `operation` once: `args` names its positional arguments, `rules` checks them before any call
 * (InputValidationError naming the field, the rule and the value) and makes the operation's parameters of them,
 * `prepare` completes those (a file's content opened), and `answer` reads the 2xx answer.
 */
export function alias<Args extends unknown[], Result>(
  operation: ApiOperationName,
  args: (...args: Args) => Parameters,
  rules: z.ZodType<Parameters>,
  answer: Envelope<Result>,
  options: { operation?: ClientMethodOperation; prepare?: (parameters: Parameters, named: string) => Promise<Parameters> } = {},
): MethodAlias<(...args: Args) => Promise<Result>> {
  return methodAlias(
    (api, named) =>
      async (...values: Args) => {
        const checked = checkInput(named, rules, args(...values)) as Parameters;
        const parameters = options.prepare === undefined ? checked : await options.prepare(checked, named);
        return aliasCall(api, operation, named, parameters, answer);
      },
    options.operation,
  );
}

/**
 * A method that reads every page of a paged `operation` in its paging style, each page read by `page`, and returns
 * their `items` as one list: a read of one object, shared as the operation's traits say.
 */
export function allPagesAlias<Args extends unknown[], Item>(
  operation: ApiOperationName,
  args: (...args: Args) => Parameters,
  rules: z.ZodType<Parameters>,
  page: z.ZodType<{ items: Item[] }>,
): MethodAlias<(...args: Args) => Promise<Item[]>> {
  return methodAlias((api, named) => async (...values: Args) => {
    const parameters = checkInput(named, rules, args(...values)) as Parameters;
    const declaration = declarationOf(operation);
    const style = pagingStyle(apiOperations[operation], declaration.query)!;
    const envelope = bodyOf(page);
    return callWithTraits(api, operation, parameters, named, async () => {
      const items: Item[] = [];
      const list = pages<{ items: Item[] }>(api, {
        request: (token) => checkedRequest(operation, declaration, style.parameters(parameters, token), envelope, named),
        nextToken: (read, token) => style.next(read, token, parameters),
        tokenField: style.tokenField,
        sized: style.total && { count: (read) => read.items.length, total: style.total.of, totalField: style.total.field },
      });
      for await (const read of list) items.push(...read.items);
      return items;
    });
  });
}

/**
 * A method that returns the pages of a paged `operation` in its paging style, fetched one at a time as the iteration
 * advances, each read by `answer`. Its arguments are checked at once, before the first request; the one named
 * `options` holds the {@link PagesOptions}.
 */
export function pagesAlias<Args extends unknown[], Page>(
  operation: ApiOperationName,
  args: (...args: Args) => Parameters,
  rules: z.ZodType<Parameters & { options: PagesOptions }>,
  answer: Envelope<Page>,
  options: { operation?: ClientMethodOperation } = {},
): MethodAlias<(...args: Args) => AsyncIterableIterator<Page>> {
  return methodAlias(
    (api, named) =>
      (...values: Args) => {
        const { options: { maxPages }, ...parameters } = checkInput(named, rules, args(...values));
        const declaration = declarationOf(operation);
        const style = pagingStyle(apiOperations[operation], declaration.query)!;
        return pages(api, {
          request: (token) => checkedRequest(operation, declaration, style.parameters(parameters, token), answer, named),
          nextToken: (read, token) => style.next(read, token, parameters),
          tokenField: style.tokenField,
          maxPages,
        });
      },
    options.operation,
  );
}

/**
 * Reads the first page of a list through `operation`, for its answer alone: resolves once it answered 2xx with the
 * shape `page` requires. Never shared: the read shows what the address answers now.
 */
export async function readFirstPage(
  api: ApiCaller,
  named: OperationName,
  operation: ApiOperationName,
  parameters: Parameters,
  page: z.ZodType,
): Promise<void> {
  await api.call(checkedRequest(operation, declarationOf(operation), parameters, bodyOf(page), named));
}
