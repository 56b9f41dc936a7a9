import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { ADMIN_BASE, loginLocation, toAdminPath } from './paths.ts';
import { createAppRoutes } from './routes.tsx';
import type { AppServices } from './services.ts';

/** The data router of the app (browser history, or memory history in tests). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Options of {@link createAppRouter}. */
export interface AppRouterOptions {
  /** Memory history starting at these full paths (`/admin/order/5`), for tests. */
  initialEntries?: string[];
}

/**
 * Creates the router with basename /admin and points the api client's 401 handler at it: after any
 * 401 the session, admin home and cached queries are forgotten and the user goes to the login route,
 * which brings them back here afterwards.
 */
export function createAppRouter(services: AppServices, options: AppRouterOptions = {}): AppRouter {
  const routes = createAppRoutes(services);
  const router = options.initialEntries
    ? createMemoryRouter(routes, { basename: ADMIN_BASE, initialEntries: options.initialEntries })
    : createBrowserRouter(routes, { basename: ADMIN_BASE });
  services.onUnauthenticated.current = () => {
    services.session.clear();
    services.home.reset();
    services.queryClient.clear();
    // The router's own state holds the full path, basename included (hooks give it without).
    const { pathname, search } = router.state.location;
    const adminPath =
      pathname === ADMIN_BASE || pathname.startsWith(`${ADMIN_BASE}/`) ? pathname : toAdminPath(pathname);
    if (adminPath === `${ADMIN_BASE}/login`) return;
    void router.navigate(loginLocation(`${adminPath}${search}`), { replace: true });
  };
  return router;
}
