import type { RouteDef, RouteParam, RouteParamValues } from '@shop-admin/core';

/** A route parameter the palette asks for inline before it can open the route. */
export interface ParamPrompt {
  route: RouteDef;
  param: RouteParam;
  /** Values already known (for routes with several params). */
  values: Readonly<Record<string, string>>;
  /** The row's title, shown as the prompt's heading. */
  title: string;
  /** Appended to the built path (`?move=1`: the order screen opens its status chooser). */
  search?: string;
}

/** The first required parameter without a value or a default, or null when the path can be built. */
export function missingParam(route: RouteDef, values: RouteParamValues = {}): RouteParam | null {
  for (const param of route.params ?? []) {
    const value = values[param.name];
    const empty = value === undefined || value === null || value === '';
    if (empty && !param.optional && param.default === undefined) return param;
  }
  return null;
}
