import type { QueryValue, ResourceDef } from '@shop-admin/core';

/** The list state kept in the URL: page, sort, page size and the declaration's filters. */
export interface ListParams {
  page: number;
  sortBy: string | null;
  sortDesc: boolean;
  /** A number, or 'all' for every row at once (`?all=1`). */
  perPage: number | 'all';
  /** Filter query parameters as sent (search, status, start_date, end_date …). */
  filters: Record<string, string>;
}

/** The query parameters each filter of the declaration owns (a Jalali range owns start_date/end_date). */
export function filterKeys(resource: Pick<ResourceDef, 'filters'>): string[] {
  return resource.filters.flatMap((filter) =>
    filter.type === 'jalali-date-range' ? ['start_date', 'end_date'] : [filter.name],
  );
}

/** Reads the list state from the URL (`q` is accepted for the search box, as Shopit's colour list does). */
export function readListParams(resource: ResourceDef, search: URLSearchParams): ListParams {
  const page = Number(search.get('page'));
  const sortBy = search.get('sort_by');
  const perPageText = search.get('per_page');
  const filters: Record<string, string> = {};
  for (const key of filterKeys(resource)) {
    const value = search.get(key) ?? (key === 'search' ? search.get('q') : null);
    if (value !== null && value !== '') filters[key] = value;
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sortBy: sortBy && resource.sortKeys.includes(sortBy) ? sortBy : null,
    sortDesc: search.get('sort_desc') === '1',
    perPage: perPageText === 'all' ? 'all' : Number(perPageText) > 0 ? Number(perPageText) : resource.perPage,
    filters,
  };
}

/** Writes the list state back as URL parameters (defaults left out). */
export function writeListParams(resource: ResourceDef, params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params.filters)) if (value !== '') search.set(key, value);
  if (params.sortBy) search.set('sort_by', params.sortBy);
  if (params.sortBy && params.sortDesc) search.set('sort_desc', '1');
  if (params.perPage !== resource.perPage) search.set('per_page', String(params.perPage));
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The API query of the list: Laravel's page/per_page (or all=1), sort_by/sort_desc and the filters. */
export function apiQuery(params: ListParams): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = { ...params.filters };
  if (params.perPage === 'all') query.all = 1;
  else {
    query.page = params.page;
    query.per_page = params.perPage;
  }
  if (params.sortBy) {
    query.sort_by = params.sortBy;
    query.sort_desc = params.sortDesc ? 1 : 0;
  }
  return query;
}
