import type { ApiClient, ResourceDef } from '@shop-admin/core';
import { normalizeLaravelPage } from '@shop-admin/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../app/services-context.tsx';
import { lookupLabel, type Row, resourceKeys } from '../resource-api.ts';

/**
 * The records named by these ids, read with one request through the list's several-ids parameter
 * (`ids=1,50,158`, core's `lookup.byIds`), as a map from id to row.
 */
export function namesByIdsQuery(api: ApiClient, resource: ResourceDef, ids: readonly string[]) {
  const param = resource.lookup?.byIds;
  return queryOptions({
    queryKey: [...resourceKeys.all(resource), 'names', ids] as const,
    enabled: param !== undefined && ids.length > 0,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<Map<string, Row>> => {
      const query = { [param ?? 'ids']: ids.join(','), per_page: ids.length };
      const data = await api.get<Record<string, unknown>>(resource.endpoint, { query, signal });
      const rows = normalizeLaravelPage<Row>(data?.[resource.responseKey.list] ?? data).items;
      return new Map(rows.map((row) => [String(row.id), row]));
    },
  });
}

/** What the chosen list shows for one id: its label, a loading state, or (never read) nothing known. */
export type ChosenName = { label: string } | 'loading' | 'unknown';

/**
 * The names of a multiselect's chosen records: those the value embeds (a set's answer carries its
 * products with their titles) or that were picked in this form are known at once; the rest are read
 * together in one request. `byRequest` is false when the resource has no several-ids read (the caller
 * names those one by one).
 */
export function useChosenNames(
  resource: ResourceDef,
  ids: readonly (string | number)[],
  known: ReadonlyMap<string, string>,
): { nameOf: (id: string | number) => ChosenName; byRequest: boolean } {
  const { api } = useServices();
  const missing = ids.map(String).filter((id) => !known.has(id));
  const names = useQuery(namesByIdsQuery(api, resource, missing));
  const byRequest = resource.lookup?.byIds !== undefined;
  const nameOf = (id: string | number): ChosenName => {
    const own = known.get(String(id));
    if (own !== undefined) return { label: own };
    const row = names.data?.get(String(id));
    if (row) return { label: lookupLabel(row, resource) };
    return names.isPending && byRequest ? 'loading' : 'unknown';
  };
  return { nameOf, byRequest };
}

/** Labels of the records a value embeds (`[{id, title, …}]`), by id. */
export function embeddedLabels(value: unknown, resource: ResourceDef): Map<string, string> {
  const out = new Map<string, string>();
  for (const item of Array.isArray(value) ? value : []) {
    if (!item || typeof item !== 'object') continue;
    const row = item as Record<string, unknown>;
    if (typeof row.id !== 'number' && typeof row.id !== 'string') continue;
    const label = lookupLabel(row, resource);
    if (label && label !== `#${row.id}`) out.set(String(row.id), label);
  }
  return out;
}
