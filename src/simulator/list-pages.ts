import type { OperationFacts } from "../api/operation-facts";

type Query = Record<string, unknown>;

function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" ? value : fallback;
}

/** The items a list's `search` keeps: those with a text field holding the term, in any case; every item without one. */
export function searched<T extends Record<string, unknown>>(items: T[], query: Query): T[] {
  const term = typeof query.search === "string" ? query.search.toLowerCase() : "";
  if (term === "") return items;
  return items.filter((item) => Object.values(item).some((value) => typeof value === "string" && value.toLowerCase().includes(term)));
}

/**
 * One page of `items` in the operation's paging style, built over `template` (the spec's page with its fields unset),
 * `query` being the checked query parameters: `page`/`perPage` (core, shield), `page`/`itemsPerPage` (video),
 * `nextCursor`/`limit` (container apps, where the cursor is the index of the page's first item).
 */
export function listPage(paging: OperationFacts["paging"], items: unknown[], query: Query, template: unknown): unknown {
  const base = (typeof template === "object" && template !== null && !Array.isArray(template) ? template : {}) as Query;
  switch (paging) {
    case "core-array": {
      if (query.page === undefined) return items;
      const perPage = numberOr(query.perPage, 1000);
      return items.slice((numberOr(query.page, 1) - 1) * perPage, numberOr(query.page, 1) * perPage);
    }
    case "core-items": {
      const page = numberOr(query.page, 1);
      const perPage = numberOr(query.perPage, 1000);
      const start = (page - 1) * perPage;
      const hasMore = start + perPage < items.length;
      return { ...base, Items: items.slice(start, start + perPage), CurrentPage: page, TotalItems: items.length, HasMoreItems: hasMore };
    }
    case "shield-data": {
      const page = numberOr(query.page, 1);
      const perPage = numberOr(query.perPage, 100);
      const start = (page - 1) * perPage;
      const totalPages = Math.ceil(items.length / perPage);
      const position = { ...(base.page as Query | undefined), totalCount: items.length, totalPages, currentPage: page, pageSize: perPage };
      return { ...base, data: items.slice(start, start + perPage), page: { ...position, nextPage: page < totalPages ? page + 1 : null } };
    }
    case "video-items": {
      const page = numberOr(query.page, 1);
      const perPage = numberOr(query.itemsPerPage, 100);
      const start = (page - 1) * perPage;
      return { ...base, items: items.slice(start, start + perPage), totalItems: items.length, currentPage: page, itemsPerPage: perPage };
    }
    case "cursor": {
      const start = Number(query.nextCursor ?? 0) || 0;
      const end = start + numberOr(query.limit, 20);
      const meta = { ...(base.meta as Query | undefined), totalItems: items.length };
      return { ...base, items: items.slice(start, end), meta, cursor: end < items.length ? String(end) : null };
    }
    default: {
      // A list of one page: the items as the answer, or in its `items` (`Items`, `data`) field.
      if (Array.isArray(template)) return items;
      const field = Object.keys(base).find((key) => ["items", "data"].includes(key.toLowerCase()));
      return field === undefined ? template : { ...base, [field]: items };
    }
  }
}
