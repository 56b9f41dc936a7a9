/** The router's basename: every admin URL starts with it (core's route paths include it). */
export const ADMIN_BASE = '/admin';

/** The router path of a core route path: `/admin/order/:id` → `/order/:id`, `/admin` → `/`. */
export function toRouterPath(corePath: string): string {
  const rest = corePath.startsWith(ADMIN_BASE) ? corePath.slice(ADMIN_BASE.length) : corePath;
  return rest === '' ? '/' : rest;
}

/** The full URL path of a router location (`/order/5` → `/admin/order/5`). */
export function toAdminPath(routerPath: string): string {
  return routerPath === '/' || routerPath === '' ? ADMIN_BASE : `${ADMIN_BASE}${routerPath}`;
}

/**
 * The router location to land on after logging in, from the `redirect` query parameter: only
 * same-app paths under /admin are accepted (never another origin, never the login route itself).
 */
export function redirectTarget(redirect: string | null): string {
  if (!redirect || !/^\/admin(?:[/?#]|$)/.test(redirect) || redirect.startsWith('//')) return '/';
  const target = toRouterPath(redirect);
  return /^\/login(?:[/?#]|$)/.test(target) ? '/' : target;
}

/** The login route's location that comes back to `adminPath` (full path with query) afterwards. */
export function loginLocation(adminPath: string): string {
  const target = redirectTarget(adminPath);
  return target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(toAdminPath(target))}`;
}
