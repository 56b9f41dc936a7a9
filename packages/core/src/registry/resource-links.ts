import { buildPath } from './route-path.ts';
import { adminRoutes } from './routes/index.ts';
import type { ResourceDef, RouteDef } from './types.ts';

/** Where a resource's screens live: its own create/edit/show routes, or modes of its list route. */
export interface ResourceLinks {
  list: string;
  create: string;
  edit: (id: string | number) => string;
  show: (id: string | number) => string;
}

/** A route's kind from its name's last part (`pages.create` → create). */
export const routeSuffix = (route: RouteDef) => route.name.slice(route.name.lastIndexOf('.') + 1);

/**
 * The routes of the registry that show this resource, by their name's last part (index, create…):
 * those declaring it, and its own screens named after it (`products.edit`, `customers.show`).
 */
function routesOf(resource: ResourceDef): Map<string, RouteDef> {
  const found = new Map<string, RouteDef>();
  for (const route of adminRoutes) {
    const kind = routeSuffix(route);
    const ownScreen = ['create', 'edit', 'show'].includes(kind) && route.name === `${resource.name}.${kind}`;
    if (route.resource !== resource.name && !ownScreen) continue;
    found.set(['create', 'edit', 'show'].includes(kind) ? kind : 'list', route);
  }
  return found;
}

/**
 * Links between a resource's list, form and detail. A resource with dedicated routes (pages:
 * `/admin/pages/create`, `/admin/pages/:id/edit`) uses them; one with only a list route (brands) opens
 * its form and detail as modes of that route: `?create`, `?edit=5`, `?show=5`, so they stay addressable.
 */
export function resourceLinks(resource: ResourceDef, fallbackList?: RouteDef): ResourceLinks {
  const routes = routesOf(resource);
  const listRoute = routes.get('list') ?? fallbackList;
  const list = listRoute ? buildPath(listRoute) : `/admin/${resource.name}`;
  const create = routes.get('create');
  const edit = routes.get('edit');
  const show = routes.get('show');
  return {
    list,
    create: create ? buildPath(create) : `${list}?create`,
    edit: (id) => (edit ? buildPath(edit, { id }) : `${list}?edit=${encodeURIComponent(String(id))}`),
    show: (id) => (show ? buildPath(show, { id }) : `${list}?show=${encodeURIComponent(String(id))}`),
  };
}
