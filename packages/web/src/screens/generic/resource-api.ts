import {
  type ApiClient,
  getResource,
  normalizeLaravelPage,
  type Page,
  type QueryValue,
  type ResourceDef,
  toPersianDigits,
} from '@shop-admin/core';
import { queryOptions } from '@tanstack/react-query';

/** A record as the API sends it. */
export type Row = Record<string, unknown> & { id: number | string };

/** A choice of a select or reference field. */
export interface Choice {
  value: string | number;
  label: string;
}

/**
 * Query keys derived from the resource name, so every screen of a resource (and the palette's record
 * search) invalidates together: `[name]`, `[name, 'list', query]`, `[name, 'detail', id]`, `[name, 'choices']`.
 */
export const resourceKeys = {
  all: (resource: ResourceDef) => [resource.name] as const,
  lists: (resource: ResourceDef) => [resource.name, 'list'] as const,
  list: (resource: ResourceDef, query: Record<string, QueryValue>) => [resource.name, 'list', query] as const,
  detail: (resource: ResourceDef, id: string | number) => [resource.name, 'detail', String(id)] as const,
  choices: (name: string) => [name, 'choices'] as const,
  probe: (resource: ResourceDef) => [resource.name, 'probe'] as const,
};

/** One page of the list (`{<list key>: paginator}`), read with core's normalizeLaravelPage. */
export function listQuery(api: ApiClient, resource: ResourceDef, query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: resourceKeys.list(resource, query),
    queryFn: async ({ signal }): Promise<Page<Row>> => {
      const data = await api.get<Record<string, unknown>>(resource.endpoint, { query, signal });
      return normalizeLaravelPage<Row>(data?.[resource.responseKey.list] ?? data);
    },
    placeholderData: (previous) => previous,
  });
}

/** One record (`{<item key>: record}`). */
export function detailQuery(api: ApiClient, resource: ResourceDef, id: string | number) {
  return queryOptions({
    queryKey: resourceKeys.detail(resource, id),
    queryFn: async ({ signal }): Promise<Row> => {
      const data = await api.get<Record<string, unknown>>(`${resource.endpoint}/${id}`, { signal });
      return (data?.[resource.responseKey.item] ?? data) as Row;
    },
  });
}

/**
 * Whether the server serves the resource's list endpoint: a 404 there means its API is not built yet
 * (a served list never answers 404). Cached for the session.
 */
export function probeQuery(api: ApiClient, resource: ResourceDef) {
  return queryOptions({
    queryKey: resourceKeys.probe(resource),
    queryFn: async ({ signal }) => {
      await api.get(resource.endpoint, { query: { per_page: 1 }, signal });
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The text that names a record: the resource's search field, then the usual name-like keys. */
export function recordLabel(row: Record<string, unknown> | null | undefined, resource?: ResourceDef): string {
  if (!row) return '';
  const keys = [
    resource?.searchField,
    'label',
    'title',
    'name',
    'full_name',
    'username',
    'subject',
    'question',
  ];
  for (const key of keys) {
    const value = key ? row[key] : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return `#${String(row.id ?? '')}`;
}

/**
 * The text of a large table's row in a reference picker: its declared `lookup.label` keys joined with
 * « · » (an id as `#۱۲`), or recordLabel when the resource declares none.
 */
export function lookupLabel(row: Record<string, unknown> | null | undefined, resource?: ResourceDef): string {
  const keys = resource?.lookup?.label;
  if (!row || !keys) return recordLabel(row, resource);
  const parts: string[] = [];
  for (const key of keys) {
    const value = row[key];
    if (key === 'id' && (typeof value === 'number' || typeof value === 'string')) {
      parts.push(`#${toPersianDigits(String(value))}`);
    } else if (typeof value === 'string' && value.trim() !== '') parts.push(value.trim());
    else if (typeof value === 'number') parts.push(toPersianDigits(value));
  }
  return parts.length > 0 ? parts.join(' · ') : recordLabel(row, resource);
}

/** Whether references to this resource use the searching picker (a large table: products, varieties …). */
export const isLargeReference = (name: string | undefined) => !!(name && getResource(name)?.lookup);

/** A page of a large table's rows matching a term (`?search=`), for the searching reference picker. */
export async function searchRows(
  api: ApiClient,
  resource: ResourceDef,
  term: string,
  signal: AbortSignal,
): Promise<Row[]> {
  const data = await api.get<Record<string, unknown>>(resource.endpoint, {
    query: { search: term, per_page: 20 },
    signal,
  });
  return normalizeLaravelPage<Row>(data?.[resource.responseKey.list] ?? data).items;
}

/**
 * Every record of a referenced resource as choices (`?all=1`), for reference fields and filters over
 * small tables; never asked for a large one (`lookup`), whose fields search instead.
 */
export function choicesQuery(api: ApiClient, name: string) {
  const resource = getResource(name);
  return queryOptions({
    queryKey: resourceKeys.choices(name),
    enabled: resource !== undefined && !resource.lookup,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<Choice[]> => {
      if (!resource) return [];
      const data = await api.get<Record<string, unknown>>(resource.endpoint, { query: { all: 1 }, signal });
      const page = normalizeLaravelPage<Row>(data?.[resource.responseKey.list] ?? data);
      return treeChoices(page.items, (row) => recordLabel(row, resource));
    },
  });
}

/**
 * The choices of a list, where a tree (rows with `children`, as categories come) is walked depth
 * first: every node at any depth, labelled with its path from the root (`پوشاک › مردانه`).
 */
export function treeChoices(rows: readonly Row[], label: (row: Row) => string, path = ''): Choice[] {
  const out: Choice[] = [];
  for (const row of rows) {
    const own = path ? `${path} › ${label(row)}` : label(row);
    out.push({ value: row.id, label: own });
    if (Array.isArray(row.children)) out.push(...treeChoices(row.children as Row[], label, own));
  }
  return out;
}

/** Removes rows from every cached page of a list (optimistic delete). */
export function withoutRows(page: Page<Row> | undefined, ids: ReadonlySet<string>): Page<Row> | undefined {
  if (!page) return page;
  const items = page.items.filter((row) => !ids.has(String(row.id)));
  return { ...page, items, total: Math.max(0, page.total - (page.items.length - items.length)) };
}

/** Changes one field of a row in every cached page (optimistic toggle). */
export function withRowValue(
  page: Page<Row> | undefined,
  id: string | number,
  name: string,
  value: unknown,
): Page<Row> | undefined {
  if (!page) return page;
  return {
    ...page,
    items: page.items.map((row) => (String(row.id) === String(id) ? { ...row, [name]: value } : row)),
  };
}
