/** One page of a list, whatever form the server sent it in. */
export interface Page<T> {
  items: T[];
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
  /** 1-based position of the first and last item on this page; null on an empty page. */
  from: number | null;
  to: number | null;
  nextPageUrl: string | null;
  prevPageUrl: string | null;
}

/** Laravel's LengthAwarePaginator JSON (SPEC.md §3, plain form). */
export interface LaravelPlainPage<T> {
  current_page: number;
  data: T[];
  last_page: number;
  per_page: number | string;
  total: number;
  from: number | null;
  to: number | null;
  next_page_url: string | null;
  prev_page_url: string | null;
  first_page_url?: string;
  last_page_url?: string;
  path?: string;
  links?: { url: string | null; label: string; active: boolean }[];
}

/** An API Resource collection (SPEC.md §3, resource form). */
export interface LaravelResourcePage<T> {
  data: T[];
  meta: {
    current_page: number;
    last_page: number;
    per_page: number | string;
    total: number;
    from: number | null;
    to: number | null;
  };
  links: { first: string | null; last: string | null; prev: string | null; next: string | null };
}

export type LaravelPage<T> = LaravelPlainPage<T> | LaravelResourcePage<T> | T[];

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

function int(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.trunc(number) : fallback;
}

function intOrNull(value: unknown): number | null {
  const number = int(value, Number.NaN);
  return Number.isNaN(number) ? null : number;
}

const url = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Reads the plain form, the resource form (data + meta + links) or a plain array (`all=1`) into one
 * shape. Missing numbers are derived from what is there, so a partial response still pages sensibly.
 */
export function normalizeLaravelPage<T>(response: LaravelPage<T> | unknown): Page<T> {
  if (Array.isArray(response)) return singlePage(response as T[]);
  if (!isObject(response)) return singlePage([]);
  const items = Array.isArray(response.data) ? (response.data as T[]) : [];
  const meta = isObject(response.meta) ? response.meta : response;
  const links = isObject(response.meta) && isObject(response.links) ? response.links : undefined;
  const perPage = Math.max(1, int(meta.per_page, items.length || 15));
  const total = Math.max(0, int(meta.total, items.length));
  const lastPage = Math.max(1, int(meta.last_page, Math.ceil(total / perPage) || 1));
  const currentPage = Math.min(Math.max(1, int(meta.current_page, 1)), lastPage);
  const from = items.length === 0 ? null : (intOrNull(meta.from) ?? (currentPage - 1) * perPage + 1);
  const to = items.length === 0 ? null : (intOrNull(meta.to) ?? (from ?? 1) + items.length - 1);
  return {
    items,
    currentPage,
    lastPage,
    perPage,
    total,
    from,
    to,
    nextPageUrl: url(links ? links.next : response.next_page_url),
    prevPageUrl: url(links ? links.prev : response.prev_page_url),
  };
}

function singlePage<T>(items: T[]): Page<T> {
  const count = items.length;
  return {
    items,
    currentPage: 1,
    lastPage: 1,
    perPage: Math.max(1, count),
    total: count,
    from: count ? 1 : null,
    to: count ? count : null,
    nextPageUrl: null,
    prevPageUrl: null,
  };
}
