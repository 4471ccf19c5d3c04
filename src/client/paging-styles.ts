import type { OperationFacts } from "../api/operation-facts";

type Page = Record<string, unknown>;
type Parameters = Record<string, unknown>;

/** How the lists of one paging style of the API ask for a page, and what a page says of the next. */
export interface PagingStyle {
  /** The parameters of the page `token` names; the caller's own for the first page (no token). */
  parameters(parameters: Parameters, token: string | undefined): Parameters;
  /** The items a page holds. */
  items(page: unknown): unknown[];
  /** The token of the page after `page`, which `token` named; undefined when `page` is the last. */
  next(page: unknown, token: string | undefined, parameters: Parameters): string | undefined;
  /** Where a page names the next, for errors about paging. */
  tokenField: string;
  /** The total a page announces and where, for a list that announces its size. */
  total?: { of(page: unknown): number | null | undefined; field: string };
}

/** A field of an answer, its name matched in any case (the styles' fields differ in case between operations). */
function field(page: unknown, name: string): unknown {
  if (page === null || typeof page !== "object") return undefined;
  const key = Object.keys(page).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : (page as Page)[key];
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function count(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined;
}

/** The number of the page a token names, or the caller's `page` (default 1) for the first. */
function pageNumber(parameters: Parameters, token: string | undefined): number {
  return token === undefined ? Number(parameters.page ?? 1) : Number(token);
}

/** Styles that ask for a page by its number in `page`. */
function numbered(
  items: (page: unknown) => unknown[],
  hasNext: (page: unknown, parameters: Parameters) => boolean,
  tokenField: string,
  total?: PagingStyle["total"],
): PagingStyle {
  return {
    parameters: (parameters, token) => ({ ...parameters, page: pageNumber(parameters, token) }),
    items,
    next: (page, token, parameters) => (hasNext(page, parameters) ? String(pageNumber(parameters, token) + 1) : undefined),
    tokenField,
    total,
  };
}

/** Whether a page of a plain array may have a next: it is not empty, and as long as the `perPage` asked for. */
function isFull(items: unknown[], parameters: Parameters): boolean {
  return items.length > 0 && (parameters.perPage === undefined || items.length >= Number(parameters.perPage));
}

/** The name of the parameter that carries a continuation token: in the path or the query, in any case. */
function continuationParameter(facts: OperationFacts, query: readonly string[]): string {
  const inPath = /\{(continuationToken)\}/i.exec(facts.path)?.[1];
  const inQuery = query.find((name) => name.toLowerCase() === "continuationtoken");
  const name = inPath ?? inQuery;
  if (name === undefined) throw new Error(`${facts.method} ${facts.path} pages by a continuation token but takes none`);
  return name;
}

/** The paging style of an operation of the table, given its query parameters' names; undefined for a list of one page. */
export function pagingStyle(facts: OperationFacts, query: readonly string[]): PagingStyle | undefined {
  switch (facts.paging) {
    case "none":
      return undefined;
    case "core-items":
      return numbered((page) => list(field(page, "Items")), (page) => field(page, "HasMoreItems") === true, "HasMoreItems", {
        of: (page) => count(field(page, "TotalItems")),
        field: "TotalItems",
      });
    case "core-array":
      return numbered(list, (page, parameters) => isFull(list(page), parameters), "page");
    case "shield-data":
      return numbered(
        (page) => list(field(page, "data")),
        (page) => {
          const position = field(page, "page");
          const current = count(field(position, "currentPage"));
          const pages = count(field(position, "totalPages"));
          return field(position, "nextPage") != null || (current !== undefined && pages !== undefined && current < pages);
        },
        "page.nextPage",
        { of: (page) => count(field(field(page, "page"), "totalCount")), field: "page.totalCount" },
      );
    case "video-items":
      return numbered((page) => list(field(page, "items")), (page) => list(field(page, "items")).length > 0, "currentPage", {
        of: (page) => count(field(page, "totalItems")),
        field: "totalItems",
      });
    case "cursor":
      return {
        parameters: (parameters, token) => (token === undefined ? parameters : { ...parameters, nextCursor: token }),
        items: (page) => list(field(page, "items")),
        next: (page) => {
          const cursor = field(page, "cursor");
          return list(field(page, "items")).length === 0 || typeof cursor !== "string" || cursor === "" ? undefined : cursor;
        },
        tokenField: "cursor",
        total: { of: (page) => count(field(field(page, "meta"), "totalItems")), field: "meta.totalItems" },
      };
    case "continuation": {
      const parameter = continuationParameter(facts, query);
      return {
        parameters: (parameters, token) => (token === undefined ? parameters : { ...parameters, [parameter]: token }),
        items: (page) => list(Object.values((page ?? {}) as Page).find(Array.isArray)),
        next: (page) => {
          const token = field(page, "continuationToken");
          return field(page, "hasMoreData") === true && typeof token === "string" && token !== "" ? token : undefined;
        },
        tokenField: "continuationToken",
      };
    }
  }
}
