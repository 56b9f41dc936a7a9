import type { LaravelPlainPage } from '@shop-admin/core';

export interface PageRequest {
  page: number;
  perPage: number;
  /** `all=1`: the whole collection as a plain array. */
  all: boolean;
  /** `all=1` as asked: answered as a plain array, within LIST_ALL_MAX (route-kit's pagedList). */
  whole?: boolean;
}

/** A query string as parsed, not yet read: any keys, each value as the client sent it. */
export type RawQuery = Record<string, unknown>;

const MAX_PER_PAGE = 200;
/**
 * The most rows one `all=1` answer holds (README "Bounded answers"). Above it the list answers 422
 * `too_many`, pointing at paging or the download. Services read `all=1` as one page of
 * `LIST_ALL_MAX + 1` rows, so no request loads more than that.
 */
export const LIST_ALL_MAX = 2000;

/** Reads `page`, `per_page` and `all` from a query, with the resource's default page size. */
export function readPageRequest(query: RawQuery, defaultPerPage: number): PageRequest {
  // Pages past a million are not real pages; capping keeps OFFSET inside a bigint.
  const page = Math.min(1_000_000, Math.max(1, Math.trunc(Number(query.page)) || 1));
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.trunc(Number(query.per_page)) || defaultPerPage));
  const all = ['1', 'true', 'yes'].includes(String(query.all ?? '').toLowerCase());
  // The whole list is one bounded first page: one row more than the cap tells "too many" apart.
  if (all) return { page: 1, perPage: LIST_ALL_MAX + 1, all: false, whole: true };
  return { page, perPage, all };
}

/**
 * Laravel 8's LengthAwarePaginator JSON, with exactly its keys, links keeping the other query
 * parameters (`withQueryString`).
 */
export function laravelPage<T>(
  items: T[],
  total: number,
  request: PageRequest,
  url: { path: string; query: RawQuery },
): LaravelPlainPage<T> {
  const { page, perPage } = request;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pageUrl = (p: number): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(url.query)) {
      if (key !== 'page' && value !== undefined && typeof value !== 'object') params.set(key, String(value));
    }
    params.set('page', String(p));
    return `${url.path}?${params.toString()}`;
  };
  const from = items.length ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data: items,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    links: [
      { url: page > 1 ? pageUrl(page - 1) : null, label: '&laquo; Previous', active: false },
      ...linkPages(page, lastPage).map((p) =>
        p === null
          ? { url: null, label: '...', active: false }
          : { url: pageUrl(p), label: String(p), active: p === page },
      ),
      { url: page < lastPage ? pageUrl(page + 1) : null, label: 'Next &raquo;', active: false },
    ],
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    path: url.path,
    per_page: perPage,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    to: from === null ? null : from + items.length - 1,
    total,
  };
}

/** Laravel's UrlWindow with 3 pages on each side: every page up to 13, else a slider with gaps. */
function linkPages(page: number, last: number): (number | null)[] {
  const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
  if (last <= 13) return range(1, last);
  if (page <= 7) return [...range(1, 10), null, last - 1, last];
  if (page > last - 7) return [1, 2, null, ...range(last - 9, last)];
  return [1, 2, null, ...range(page - 3, page + 3), null, last - 1, last];
}
