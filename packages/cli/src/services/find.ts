import {
  type AdminHomeState,
  type ApiClient,
  adminResources,
  adminRoutes,
  allowsOperation,
  buildPath,
  type CommandHit,
  type CommandRecord,
  can,
  createCommandSearch,
  normalizePersian,
  permissionsOf,
  type ResourceDef,
} from '@shop-admin/core/base';
import { commandLineOf } from './command-lines.ts';
import { listRecords, type Row } from './resources.ts';

/** A hit of `find`, as `find --json` prints it (a contract). */
export interface FindHit {
  kind: 'route' | 'action' | 'record';
  id: string;
  title: string;
  /** The web admin's path (a pattern like `/admin/order/:id` for routes with parameters). */
  path: string | null;
  /** The registry command id (`go:orders.index`, `notifications.markAllRead`); null for records. */
  command: string | null;
  /** The shop-admin command line that does the same, when there is one. */
  cli: string | null;
}

/** The web path of one record: the resource's show or edit screen, else its list. */
function recordPath(resource: ResourceDef, id: unknown): string {
  const list = adminRoutes.find((route) => route.resource === resource.name);
  const prefix = list?.name.split('.')[0];
  const screen = adminRoutes.find(
    (route) => route.name === `${prefix}.show` || route.name === `${prefix}.edit`,
  );
  if (screen && (typeof id === 'number' || typeof id === 'string')) return buildPath(screen, { id });
  return list?.path ?? '/admin';
}

function titleOf(record: Row, resource: ResourceDef): string {
  const value = record[resource.searchField ?? 'title'] ?? record.title ?? record.name ?? record.id;
  return `${resource.titleSingular}: ${String(value)}`;
}

/** Up to `perResource` records of every resource the admin may read, searched by the API. */
async function searchRecords(api: ApiClient, text: string, home: AdminHomeState, perResource: number) {
  const role = { role: home.admin?.role?.name ?? null };
  const searchable = adminResources.filter(
    (resource) =>
      resource.searchField &&
      allowsOperation(resource, 'list') &&
      can(home.permissions, permissionsOf(resource.permissionStem).read, role),
  );
  const pages = await Promise.all(
    searchable.map((resource) =>
      listRecords(api, resource, { query: { search: normalizePersian(text) }, limit: perResource }).then(
        ({ items }) => items.map((record) => ({ resource, record })),
        // A resource this server does not serve (yet) simply adds nothing.
        () => [],
      ),
    ),
  );
  return pages.flat();
}

/**
 * The palette's search from the terminal: screens and actions (core's command search, filtered by the
 * admin's permissions) and records found by the API, ranked together.
 */
export async function find(
  api: ApiClient,
  text: string,
  home: AdminHomeState,
  limit: number,
): Promise<FindHit[]> {
  const found = await searchRecords(api, text, home, 5);
  const byId = new Map(
    found.map(({ resource, record }) => [`${resource.name}:${String(record.id)}`, { resource, record }]),
  );
  const extra: CommandRecord[] = found.map(({ resource, record }) => ({
    id: `${resource.name}:${String(record.id)}`,
    title: titleOf(record, resource),
    // The API matched on more than the title (a contact's name, a mobile): search those words too.
    keywords: [
      String(record.id),
      resource.title,
      resource.name,
      ...resource.columns
        .map((column) => record[column.name])
        .filter((v): v is string => typeof v === 'string'),
    ],
    permission: permissionsOf(resource.permissionStem).read,
    value: { path: recordPath(resource, record.id) },
  }));
  // admin/home lists every permission name for a super admin, so the list alone decides.
  const hits: CommandHit[] = createCommandSearch()(text, { permissions: home.permissions, limit, extra });
  return hits.map((hit) => {
    const record = byId.get(hit.id);
    return {
      kind: hit.kind,
      id: hit.id,
      title: hit.title,
      path: hit.path ?? null,
      command: hit.commandId ?? null,
      cli: commandLineOf(
        hit,
        record ? { resource: record.resource.name, id: String(record.record.id) } : null,
      ),
    };
  });
}
