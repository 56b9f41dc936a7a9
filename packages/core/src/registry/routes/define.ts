import type { Area, RouteDef, RouteParam } from '../types.ts';

/** A route as written in an area file: the area and the default layout are filled in by `inArea`. */
export type AreaRoute = Omit<RouteDef, 'area' | 'layout'> & { layout?: RouteDef['layout'] };

/** A route whose name stays its literal type (`'products.edit'`), so route names are typed. */
export type NamedRoute<N extends string> = RouteDef & { readonly name: N };

/** Stamps every route of an area file with its area (and the admin layout unless it says otherwise). */
export function inArea<const N extends string>(
  area: Area,
  routes: readonly (AreaRoute & { name: N })[],
): readonly NamedRoute<N>[] {
  return routes.map((route) => ({ ...route, area, layout: route.layout ?? 'admin' }));
}

/** The usual numeric `:id` parameter, with its Persian prompt. */
export function idParam(label: string, optional = false): RouteParam {
  return optional ? { name: 'id', label, kind: 'id', optional: true } : { name: 'id', label, kind: 'id' };
}
