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
export const adminRoutes: readonly RouteDef[] = [
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
];

/** The route with this name (`products.edit`), or undefined. */
export function findRoute(name: string, routes: readonly RouteDef[] = adminRoutes): RouteDef | undefined {
  return routes.find((route) => route.name === name);
}
