import type { ApiCaller } from "./caller";
import { ResponseValidationError } from "../errors";
import type { ApiRequest } from "./request";

/** A paged list: how to ask for a page and where a page gives the token of the next. */
export interface PagedList<Page> {
  /** The request of the first page (no token) or of the page a token names. */
  request(token: string | undefined): ApiRequest<Page>;
  /** The token of the page after this one; undefined or empty when this page is the last. */
  nextToken(page: Page): string | null | undefined;
  /** The field of a page that holds the token, named when a token repeats. */
  tokenField: string;
  /** Stop after this many pages even when more exist. */
  maxPages?: number;
}

/**
 * Every page of a list, in order, fetched one at a time as the iteration advances (only the current page is
 * held). A token seen before is an error rather than a loop.
 */
export async function* pages<Page>(api: ApiCaller, list: PagedList<Page>): AsyncGenerator<Page, void, undefined> {
  const followed = new Set<string>();
  let token: string | undefined;
  for (let fetched = 1; ; fetched++) {
    const request = list.request(token);
    const page = await api.call(request);
    yield page;
    const next = list.nextToken(page);
    if (!next || fetched >= (list.maxPages ?? Number.POSITIVE_INFINITY)) return;
    if (followed.has(next)) {
      throw new ResponseValidationError(api.target(request), 200, list.tokenField, "repeats a token already followed");
    }
    followed.add(next);
    token = next;
  }
}
