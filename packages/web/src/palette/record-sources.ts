import {
  type ApiClient,
  adminResources,
  adminRoutes,
  allowsOperation,
  buildPath,
  type CommandRecord,
  isApiError,
  normalizeLaravelPage,
  type PermissionName,
  permissionsOf,
  type ResourceDef,
  type RouteDef,
  toPersianDigits,
} from '@shop-admin/core';

/** Records each source asks the API for per query. */
const PER_SOURCE = 5;

/** Where the palette finds live records: one source per resource that declares a `searchField`. */
export interface RecordSource {
  resource: ResourceDef;
  /** Permission to list it (read_<stem>). */
  permission: PermissionName;
  /** Builds the admin path that opens one record. */
  pathOf(record: Record<string, unknown>): string;
}

function routeOf(resource: ResourceDef, predicate: (route: RouteDef) => boolean): RouteDef | undefined {
  return adminRoutes.find((route) => route.resource === resource.name && predicate(route));
}

const hasId = (route: RouteDef) => (route.params ?? []).some((param) => param.name === 'id');

/**
 * A record opens its detail page (a route of the resource with an `:id`, `.show` preferred to
 * `.edit`), or else the resource's list filtered by the record's title (`?search=`).
 */
function pathBuilder(resource: ResourceDef): ((record: Record<string, unknown>) => string) | null {
  const detail =
    routeOf(resource, (route) => hasId(route) && route.name.endsWith('.show')) ??
    routeOf(resource, (route) => hasId(route));
  if (detail) return (record) => buildPath(detail, { id: String(record.id) });
  const list = routeOf(resource, (route) => !route.params?.length);
  if (!list) return null;
  const field = resource.searchField ?? 'id';
  return (record) => `${list.path}?search=${encodeURIComponent(String(record[field] ?? record.id ?? ''))}`;
}

/** The record sources of the registry: resources with a `searchField` and a screen to open. */
export function recordSources(resources: readonly ResourceDef[] = adminResources): RecordSource[] {
  return resources.flatMap((resource) => {
    if (!resource.searchField || !allowsOperation(resource, 'list')) return [];
    const pathOf = pathBuilder(resource);
    return pathOf ? [{ resource, permission: permissionsOf(resource.permissionStem).read, pathOf }] : [];
  });
}

/** A record as a palette entry: `<singular>: <title>` with its id, mobile, SKU … as keywords. */
export function toCommandRecord(source: RecordSource, record: Record<string, unknown>): CommandRecord | null {
  const { resource } = source;
  const id = record.id;
  if (id === undefined || id === null) return null;
  const field = resource.searchField ?? 'id';
  const text = String(record[field] ?? record.title ?? record.name ?? id);
  const keywords = ['id', 'mobile', 'sku', 'username', 'email', 'code', 'number']
    .map((key) => record[key])
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String);
  return {
    id: `record:${resource.name}:${String(id)}`,
    title: `${resource.titleSingular}: ${text}`,
    keywords: [...keywords, toPersianDigits(String(id))],
    permission: source.permission,
    value: { path: source.pathOf(record) },
  };
}

/** Result of one source for one query. */
export type SourceResult = { ok: true; records: CommandRecord[] } | { ok: false; missing: boolean };

/**
 * Asks one source's list endpoint for records matching the query (`?search=`, a few per source). An
 * endpoint that answers 404 or 405 is reported `missing` so the palette stops asking it.
 */
export async function searchSource(
  api: ApiClient,
  source: RecordSource,
  query: string,
  signal: AbortSignal,
): Promise<SourceResult> {
  try {
    const data = await api.get<Record<string, unknown> | null>(source.resource.endpoint, {
      query: { search: query, per_page: PER_SOURCE },
      signal,
    });
    const list = data?.[source.resource.responseKey.list] ?? data;
    const items = normalizeLaravelPage<Record<string, unknown>>(list).items.slice(0, PER_SOURCE);
    const records = items
      .map((item) => toCommandRecord(source, item))
      .filter((record): record is CommandRecord => record !== null);
    return { ok: true, records };
  } catch (error) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 405);
    return { ok: false, missing };
  }
}
