import { type PermissionName, permissionsOf } from '../permissions.ts';
import { type ResourceName, resourceHead } from '../resource-heads.ts';
import type { Area, RouteDef, RouteParam } from '../types.ts';

type Written = Omit<RouteDef, 'area' | 'layout' | 'title' | 'permission' | 'resource'> & {
  layout?: RouteDef['layout'];
};

/**
 * A route as written in an area file: the area and the default layout are filled in by `inArea`. A
 * route of a resource may leave out its title and permission where they equal the resource's title
 * and read permission; it writes them where they differ (a create form needs write_<stem>).
 */
export type AreaRoute =
  | (Written & { resource: ResourceName; title?: string; permission?: PermissionName | null })
  | (Written & { resource?: undefined; title: string; permission: PermissionName | null });

/** A route whose name stays its literal type (`'products.edit'`), so route names are typed. */
export type NamedRoute<N extends string> = RouteDef & { readonly name: N };

/** The route as the surfaces read it: title and permission derived from its resource where left out. */
function complete(area: Area, route: AreaRoute): RouteDef {
  const { title, permission, ...rest } = route;
  const resource = route.resource === undefined ? undefined : resourceHead(route.resource);
  return {
    ...rest,
    title: title ?? resource?.title ?? '',
    permission:
      permission !== undefined ? permission : resource ? permissionsOf(resource.permissionStem).read : null,
    area,
    layout: route.layout ?? 'admin',
  };
}

/** Stamps every route of an area file with its area (and the admin layout unless it says otherwise). */
export function inArea<const N extends string>(
  area: Area,
  routes: readonly (AreaRoute & { name: N })[],
): readonly NamedRoute<N>[] {
  return routes.map((route) => complete(area, route) as NamedRoute<N>);
}

/** The usual numeric `:id` parameter, with its Persian prompt. */
export function idParam(label: string, optional = false): RouteParam {
  return optional ? { name: 'id', label, kind: 'id', optional: true } : { name: 'id', label, kind: 'id' };
}
