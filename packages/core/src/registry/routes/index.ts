import type { RouteDef } from '../types.ts';
import { catalogueRoutes } from './catalogue.ts';
import { contentRoutes } from './content.ts';
import { dashboardRoutes } from './dashboard.ts';
import { ordersRoutes } from './orders.ts';
import { peopleRoutes } from './people.ts';
import { reportsRoutes } from './reports.ts';
import { settingsRoutes } from './settings.ts';
import { shopRoutes } from './shop.ts';
import { systemRoutes } from './system.ts';
import { walletRoutes } from './wallet.ts';

/**
 * Every screen of SPEC.md §2, once, in sidebar order (dashboard, catalogue, orders, in-person shop,
 * people, wallet, content, reports, settings, system). The order is also the palette's empty-query order.
 */
export const adminRoutes = [
  ...dashboardRoutes,
  ...catalogueRoutes,
  ...ordersRoutes,
  ...shopRoutes,
  ...peopleRoutes,
  ...walletRoutes,
  ...contentRoutes,
  ...reportsRoutes,
  ...settingsRoutes,
  ...systemRoutes,
] as const;

/** The name of a declared route (`'products.edit'`): a typo in a literal name fails typechecking. */
export type RouteName = (typeof adminRoutes)[number]['name'];

/**
 * The route with this name (`products.edit`), or undefined: for names that arrive at run time (a
 * stored recent hit, a URL). Code naming a route itself uses {@link routeNamed}.
 */
export function findRoute(name: string, routes: readonly RouteDef[] = adminRoutes): RouteDef | undefined {
  return routes.find((route) => route.name === name);
}

/** The declared route with this name; throws on an unknown one (a name cast from untyped input). */
export function routeNamed(name: RouteName): RouteDef {
  const route = findRoute(name);
  if (!route) throw new Error(`core declares no route named "${name}"`);
  return route;
}
