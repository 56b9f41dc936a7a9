import { can, type MenuItem, matchRoute, type RouteDef } from '@shop-admin/core';
import { type ComponentType, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { ScreenProps } from '../screens/types.ts';
import { NotFound } from './not-found.tsx';
import { toAdminPath, toRouterPath } from './paths.ts';
import { useAdminHome, usePermissions } from './services-context.tsx';

/** Persian "forbidden" state: the admin lacks the route's permission. */
function Forbidden({ route }: { route: RouteDef }) {
  return (
    <section className="screen">
      <h1>{route.title}</h1>
      <div className="empty-state" role="alert">
        شما مجوز لازم برای دیدن این صفحه را ندارید (<bdi dir="ltr">{route.permission}</bdi>).
      </div>
    </section>
  );
}

/** The path of the first menu entry (the admin home's menu is already filtered by permission). */
function firstMenuPath(menus: readonly MenuItem[]): string | undefined {
  for (const item of menus) {
    const path = item.path && item.path !== '/admin' ? item.path : firstMenuPath(item.children ?? []);
    if (path) return path;
  }
  return undefined;
}

/**
 * Renders a registry screen: checks the URL with core's `matchRoute` (an `:id` must be a number, so
 * /admin/order/abc is "not found"), checks the permission with core's `can`, sets the page title, and
 * remounts the screen when its params change.
 */
export function ScreenHost({ route, Screen }: { route: RouteDef; Screen: ComponentType<ScreenProps> }) {
  const location = useLocation();
  const permissions = usePermissions();
  const { menus } = useAdminHome();
  const match = matchRoute(toAdminPath(location.pathname));
  useEffect(() => {
    document.title = `${route.title} · پنل مدیریت`;
  }, [route.title]);
  if (!match || match.route.name !== route.name) return <NotFound />;
  if (!can(permissions, route.permission)) {
    // The home (/admin) of a role without the dashboard is its first permitted screen in the menu.
    const first = route.name === 'dashboard' ? firstMenuPath(menus) : undefined;
    if (first) return <Navigate to={toRouterPath(first)} replace />;
    return <Forbidden route={route} />;
  }
  return <Screen key={JSON.stringify(match.params)} route={route} params={match.params} />;
}
