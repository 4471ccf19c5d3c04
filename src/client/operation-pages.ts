import { z } from "zod";
import type { ApiOperationName } from "../api/operations";
import { MaxPages } from "../schemas";
import type { ApiCaller } from "./caller";
import { checkInput } from "./check-input";
import type { OperationDeclaration } from "./operation-declaration";
import { operationRequest } from "./operation-request";
import { pages } from "./pages";
import type { PagesOptions } from "./pages-options";
import type { PagingStyle } from "./paging-styles";

const PagesOptionsInput = z.strictObject({ maxPages: MaxPages.optional() });

/**
 * Every page of a paged operation, in its style, fetched as the iteration advances: the parameters and options are
 * checked before the first call, and paging fails rather than loops (see `pages`).
 */
export function operationPages(
  api: ApiCaller,
  name: ApiOperationName,
  style: PagingStyle,
  declaration: OperationDeclaration<unknown, unknown>,
  parameters: Record<string, unknown>,
  options: PagesOptions,
): AsyncGenerator<unknown, void, undefined> {
  const { maxPages } = checkInput(name, PagesOptionsInput, options);
  // Checked as the first page's request sends them: with the page the style asks for (a list that requires one).
  checkInput(name, declaration.parameters, style.parameters(parameters, undefined));
  const total = style.total;
  return pages(api, {
    request: (token) => operationRequest(name, declaration, style.parameters(parameters, token)),
    nextToken: (page, token) => style.next(page, token, parameters),
    tokenField: style.tokenField,
    maxPages,
    sized: total === undefined ? undefined : { count: (page) => style.items(page).length, total: total.of, totalField: total.field },
  });
}

/** The items of every page `pages` yields, in order. */
export async function itemsOf(style: PagingStyle, pages: AsyncIterable<unknown>): Promise<unknown[]> {
  const items: unknown[] = [];
  for await (const page of pages) items.push(...style.items(page));
  return items;
}
