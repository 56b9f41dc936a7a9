import {
  type ApiClient,
  allowsOperation,
  changedFields,
  ifMatchHeaders,
  isApiError,
  normalizeLaravelPage,
  type QueryValue,
  type ResourceDef,
  versionConflictOf,
} from '@shop-admin/core/base';
import { CliError } from '../errors/cli-error.ts';
import { endpointUnavailable } from '../errors/from-api.ts';

export type Row = Record<string, unknown>;

/** The server's page size limit (per_page above it is capped). */
export const MAX_PER_PAGE = 200;

/** What to list: filters as query parameters, sort, and how many (a number or every record). */
export interface ListRequest {
  query: Record<string, QueryValue>;
  limit: number | 'all';
  /** Told after each page: how many records so far, of how many. */
  onPage?: (fetched: number, total: number) => void;
}

/** A list as fetched across pages: the records and the server's total for the filters. */
export interface ListResult {
  items: Row[];
  total: number;
}

function listOf(data: unknown, key: string): unknown {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && key in data
    ? (data as Record<string, unknown>)[key]
    : data;
}

/**
 * Lists records page after page (core's `normalizeLaravelPage` reads either paginator form) until
 * `limit` records or the last page. A 404 means the server does not serve the resource.
 */
export async function listRecords(
  api: ApiClient,
  resource: ResourceDef,
  request: ListRequest,
): Promise<ListResult> {
  const { limit } = request;
  const perPage = limit === 'all' ? MAX_PER_PAGE : Math.max(1, Math.min(limit, MAX_PER_PAGE));
  const items: Row[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    let data: unknown;
    try {
      data = await api.get<unknown>(resource.endpoint, {
        query: { ...request.query, page, per_page: perPage },
      });
    } catch (error) {
      throw endpointUnavailable(error, `${resource.name} (${resource.endpoint})`);
    }
    const result = normalizeLaravelPage<Row>(listOf(data, resource.responseKey.list));
    items.push(...result.items);
    total = result.total;
    request.onPage?.(items.length, total);
    const enough = limit !== 'all' && items.length >= limit;
    if (enough || result.items.length === 0 || result.currentPage >= result.lastPage) break;
  }
  return { items: limit === 'all' ? items : items.slice(0, limit), total };
}

const itemOf = (data: unknown, resource: ResourceDef): Row =>
  (listOf(data, resource.responseKey.item) ?? {}) as Row;

/**
 * A 404 of a record or create request means the record is missing, or the server does not serve the
 * resource at all: its list tells which (a served list never answers 404), so the command exits 9
 * only in the second case.
 */
async function explainNotFound(api: ApiClient, resource: ResourceDef, error: unknown): Promise<unknown> {
  if (!isApiError(error) || error.status !== 404 || error.code === 'invalid_response') return error;
  if (!allowsOperation(resource, 'list')) return error;
  try {
    await api.get(resource.endpoint, { query: { page: 1, per_page: 1 } });
    return error;
  } catch (probe) {
    const served = !isApiError(probe) || probe.status !== 404;
    return served ? error : endpointUnavailable(probe, `${resource.name} (${resource.endpoint})`);
  }
}

/** Runs a record request, turning the 404 of an endpoint the server lacks into `endpoint_unavailable`. */
async function onRecord<T>(api: ApiClient, resource: ResourceDef, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw await explainNotFound(api, resource, error);
  }
}

const recordPath = (resource: ResourceDef, id: string) => `${resource.endpoint}/${encodeURIComponent(id)}`;

/** One record by id. */
export async function getRecord(api: ApiClient, resource: ResourceDef, id: string): Promise<Row> {
  return itemOf(await onRecord(api, resource, () => api.get(recordPath(resource, id))), resource);
}

/** How a write request is sent: as it is, or through a Ctrl+C guard (`WriteGuard.send`). */
export type Sending = <T>(request: () => Promise<T>) => Promise<T>;
const direct: Sending = (request) => request();

/** Creates a record; resolves to what the server saved and its Persian message. */
export async function createRecord(api: ApiClient, resource: ResourceDef, values: Row, send = direct) {
  const { data, message } = await onRecord(api, resource, () =>
    send(() => api.raw.post(resource.endpoint, values)),
  );
  return { record: itemOf(data, resource), message };
}

/**
 * Updates the given fields of a record, guarded by its version (If-Match): `ifMatch` is the version the
 * caller read (`get --json` shows it; `*` overwrites whatever is there); without it the record is read
 * first and its version sent. A record changed meanwhile is the `version_conflict` error (exit 10),
 * naming the fields that changed (or, given only a version, the fields being written and their values now).
 */
export async function updateRecord(
  api: ApiClient,
  resource: ResourceDef,
  id: string,
  values: Row,
  ifMatch?: string,
  send = direct,
) {
  const before = ifMatch === undefined ? await getRecord(api, resource, id) : null;
  const version = ifMatch ?? before?.version;
  try {
    const { data, message } = await onRecord(api, resource, () =>
      send(() => api.raw.put(recordPath(resource, id), values, { headers: ifMatchHeaders(version) })),
    );
    return { record: itemOf(data, resource), message };
  } catch (error) {
    const conflict = versionConflictOf(error);
    if (!conflict) throw error;
    throw conflictError(resource, id, values, before, conflict.current, String(version));
  }
}

function conflictError(
  resource: ResourceDef,
  id: string,
  values: Row,
  before: Row | null,
  current: Record<string, unknown>,
  version: string,
): CliError {
  const names = before
    ? changedFields(
        before,
        current,
        resource.fields.map((field) => field.name),
      )
    : Object.keys(values);
  const fields = Object.fromEntries(
    names.map((name) => [name, [`now ${JSON.stringify(current[name] ?? null)}`]]),
  );
  const what = before ? 'changed meanwhile' : 'being written';
  return new CliError({
    code: 'version_conflict',
    status: 412,
    kind: 'conflict',
    message: `${resource.name} ${id} changed since version ${version}; nothing was written. Fields ${what}: ${names.join(', ') || '(none of its form fields)'}.`,
    hint: `Read it again (shop-admin ${resource.name} get ${id} --json) and retry with --if-match <version>, or pass --if-match '*' to overwrite.`,
    messageFa: 'این مورد در این فاصله تغییر کرده است؛ چیزی نوشته نشد.',
    fields,
  });
}

/** Deletes a record. */
export async function deleteRecord(api: ApiClient, resource: ResourceDef, id: string, send = direct) {
  const { message } = await onRecord(api, resource, () =>
    send(() => api.raw.delete(recordPath(resource, id))),
  );
  return { message };
}
