/** How many pages a read of a paged list takes at most. */
export interface PagesOptions {
  /** Stop after this many pages, even when more exist; at least 1. Unset: every page (up to the client's `pageLimit`). */
  maxPages?: number;
}
