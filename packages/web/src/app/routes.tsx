import { adminRoutes, isApiError, type RouteDef } from '@shop-admin/core';
import { type RouteObject, redirect } from 'react-router';
import { loadScreen } from '../screens/index.ts';
import { AdminLayout } from '../shell/admin-layout.tsx';
import { RootShell } from '../shell/root-shell.tsx';
import { Splash } from '../shell/splash.tsx';
import { NotFound } from './not-found.tsx';
import { loginLocation, redirectTarget, toRouterPath } from './paths.ts';

/** The till's path (issue 33: the one screen that opens offline). */
const TILL_PATH = '/admin/shop/create';

import { RouteError } from './route-error.tsx';
import { ScreenHost } from './screen-host.tsx';
import type { AppServices } from './services.ts';

/** Route `handle` of every registry screen: its definition, for breadcrumbs and titles. */
export interface ScreenHandle {
  route: RouteDef;
}

/**
 * Signs the admin in before any protected screen renders: no token cookie → the login route with
 * `?redirect=` back here; otherwise the profile and admin home are loaded once (a 401 also goes to
 * login). Runs on every navigation, so a cookie removed meanwhile is noticed at once.
 */
function requireSession(services: AppServices) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const here = `${url.pathname}${url.search}`;
    if (services.tokenStorage.get() === null) throw redirect(loginLocation(here));
    const { session, home } = services;
    try {
      await Promise.all([
        session.getSnapshot().status === 'authenticated' ? null : session.loadProfile(),
        home.getSnapshot().settingsInitialised ? null : home.load(),
      ]);
    } catch (error) {
      if (isApiError(error) && error.status === 401) throw redirect(loginLocation(here));
      if (await tillWorksOffline(services, url.pathname, error)) return null;
      throw error;
    }
    return null;
  };
}

/**
 * Issue 33: with no network the till (only) opens from the session its device store kept. The
 * offline code loads with the till's chunk, never with the shell.
 */
async function tillWorksOffline(services: AppServices, pathname: string, error: unknown): Promise<boolean> {
  if (!isApiError(error) || error.status !== 0 || !pathname.startsWith(`${TILL_PATH}`)) return false;
  try {
    const { restoreDeviceSession } = await import('../screens/till/offline/device-session.ts');
    return await restoreDeviceSession(services);
  } catch {
    return false;
  }
}

/**
 * A signed-in admin never sees the login form: /admin/login with a valid session goes on to its
 * `?redirect=` (or the admin home). Without a token, or when the profile does not load, the form shows.
 */
function skipLoginWhenSignedIn(services: AppServices) {
  return async ({ request }: { request: Request }) => {
    if (services.tokenStorage.get() === null) return null;
    try {
      if (services.session.getSnapshot().status !== 'authenticated') await services.session.loadProfile();
    } catch {
      return null;
    }
    throw redirect(redirectTarget(new URL(request.url).searchParams.get('redirect')));
  };
}

/** A registry route as a lazily loaded router route; the chunk load shows the loading indicator. */
function screenRoute(services: AppServices, route: RouteDef): RouteObject {
  const path = toRouterPath(route.path);
  const handle: ScreenHandle = { route };
  const lazy = async () => {
    const { Screen } = await services.loading.around(loadScreen(route), true);
    return { Component: () => <ScreenHost route={route} Screen={Screen} /> };
  };
  const base = { id: route.name, handle, lazy, ErrorBoundary: RouteError };
  return path === '/' ? { ...base, index: true } : { ...base, path: path.slice(1) };
}

/**
 * The route tree, generated from core's `adminRoutes`: /login outside everything; the protected part
 * holding the bare screens (invoice printing) and the admin layout with every other screen, each with
 * its own error boundary; unknown admin paths show a Persian "not found" inside the layout.
 */
export function createAppRoutes(services: AppServices): RouteObject[] {
  const bare = adminRoutes.filter((route) => route.layout === 'bare' && route.name !== 'auth.login');
  const inLayout = adminRoutes.filter((route) => route.layout === 'admin');
  return [
    {
      id: 'root',
      Component: RootShell,
      HydrateFallback: Splash,
      ErrorBoundary: RouteError,
      children: [
        {
          id: 'auth.login',
          path: 'login',
          loader: skipLoginWhenSignedIn(services),
          lazy: async () => {
            const { LoginScreen } = await import('../login/login-screen.tsx');
            return { Component: LoginScreen };
          },
        },
        {
          id: 'protected',
          loader: requireSession(services),
          shouldRevalidate: () => true,
          ErrorBoundary: RouteError,
          children: [
            ...bare.map((route) => screenRoute(services, route)),
            {
              id: 'layout',
              Component: AdminLayout,
              ErrorBoundary: RouteError,
              children: [
                ...inLayout.map((route) => screenRoute(services, route)),
                { path: '*', Component: NotFound },
              ],
            },
          ],
        },
      ],
    },
  ];
}
