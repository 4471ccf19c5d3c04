import type { ApiCaller } from "./caller";
import { ResponseValidationError } from "../errors";
import type { ApiRequest } from "./request";

/** A paged list: how to ask for a page and where a page gives the token of the next. */
export interface PagedList<Page> {
  /** The request of the first page (no token) or of the page a token names. */
  request(token: string | undefined): ApiRequest<Page>;
  /** The token of the page after this one (`token` named this one); undefined or empty when this page is the last. */
  nextToken(page: Page, token: string | undefined): string | null | undefined;
  /** The field of a page that holds the token, named when paging goes wrong. */
  tokenField: string;
  /** Stop quietly after this many pages even when more exist. */
  maxPages?: number;
  /** For a list that announces its size: the items of a page, the total announced, and the field announcing it. */
  sized?: { count(page: Page): number; total(page: Page): number | null | undefined; totalField: string };
}

/**
 * Every page of a list, in order, fetched one at a time as the iteration advances (only the current page is
 * held). Paging ends at the last page, after `maxPages`, or once a sized list has its announced total. It fails,
 * rather than running on, when a token repeats, when a sized list announces another page after more items than
 * its total, or when the list goes on past the caller's `pageLimit` pages.
 */
export async function* pages<Page>(api: ApiCaller, list: PagedList<Page>): AsyncGenerator<Page, void, undefined> {
  const followed = new Set<string>();
  let token: string | undefined;
  let items = 0;
  // The largest total a page announced: pages of a list that changes while it is read may announce different ones.
  let total: number | undefined;
  for (let fetched = 1; ; fetched++) {
    const request = list.request(token);
    const page = await api.call(request);
    const refuse = (field: string, problem: string) => new ResponseValidationError(api.target(request), 200, field, problem);
    const announced = list.sized?.total(page);
    if (announced !== undefined && announced !== null) total = Math.max(total ?? 0, announced);
    items += list.sized?.count(page) ?? 0;
    const next = list.nextToken(page, token);
    if (next && total !== undefined && items > total) {
      const excess = `the pages so far hold ${items} items, more than the ${total} announced, and another page is announced`;
      throw refuse(list.sized!.totalField, excess);
    }
    yield page;
    if (!next || items >= (total ?? Number.POSITIVE_INFINITY) || fetched >= (list.maxPages ?? Number.POSITIVE_INFINITY)) return;
    if (followed.has(next)) throw refuse(list.tokenField, "repeats a token already followed");
    if (fetched >= api.pageLimit) {
      throw refuse(list.tokenField, `announces a page after ${fetched} pages, the most a list may take (pageLimit ${api.pageLimit})`);
    }
    followed.add(next);
    token = next;
  }
}
