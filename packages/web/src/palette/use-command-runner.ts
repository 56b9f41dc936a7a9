import {
  adminActionCommands,
  buildPath,
  findRoute,
  isApiError,
  type RouteDef,
  type RouteParam,
  type RouteParamValues,
} from '@shop-admin/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toRouterPath } from '../app/paths.ts';
import { useServices } from '../app/services-context.tsx';
import { useLogout, useLogoutEverywhere } from '../app/use-logout.ts';
import { toggleTheme } from '../shell/theme.ts';
import { usePalette } from './palette-context.tsx';

/** A route parameter the palette asks for inline before it can open the route. */
export interface ParamPrompt {
  route: RouteDef;
  param: RouteParam;
  /** Values already known (for routes with several params). */
  values: Readonly<Record<string, string>>;
  /** The row's title, shown as the prompt's heading. */
  title: string;
}

/** What to run: a command of core's registry (`go:<route>` or an action id), or a record's page. */
export interface RunTarget {
  commandId?: string;
  /** A record's admin path (`/admin/...`). */
  path?: string;
  params?: RouteParamValues;
  title?: string;
}

/** Done, or the route needs a parameter first. */
export type RunResult = { kind: 'done' } | { kind: 'ask'; prompt: ParamPrompt };

/**
 * Actions of core's registry without a route of their own that still lead to a screen: changing an
 * order's status happens on the order's page (asks for its number), a deposit on the wallet screen.
 */
const ACTION_SCREENS: Readonly<Record<string, string>> = {
  'orders.changeStatus': 'orders.show',
  'wallet.deposit': 'wallet.transactions',
  'store.adjust': 'store.index',
};

/** The first required parameter without a value or a default, or null when the path can be built. */
export function missingParam(route: RouteDef, values: RouteParamValues = {}): RouteParam | null {
  for (const param of route.params ?? []) {
    const value = values[param.name];
    const empty = value === undefined || value === null || value === '';
    if (empty && !param.optional && param.default === undefined) return param;
  }
  return null;
}

/**
 * Runs palette rows, hotkeys and menu items the same way: navigates to routes (asking for a missing
 * parameter through the returned prompt) and binds a handler to every action id of core's registry.
 */
export function useCommandRunner(): (target: RunTarget) => RunResult {
  const services = useServices();
  const navigate = useNavigate();
  const palette = usePalette();
  const logout = useLogout();
  const logoutEverywhere = useLogoutEverywhere();

  return useCallback(
    (target: RunTarget): RunResult => {
      const { toasts, home, queryClient } = services;
      const fail = (error: unknown) =>
        toasts.show(isApiError(error) ? error.message : 'خطایی رخ داد.', { kind: 'error' });
      const open = (route: RouteDef, title: string): RunResult => {
        const values = target.params ?? {};
        const param = missingParam(route, values);
        if (param) {
          const known: Record<string, string> = {};
          for (const [key, value] of Object.entries(values)) if (value != null) known[key] = String(value);
          return { kind: 'ask', prompt: { route, param, values: known, title } };
        }
        void navigate(toRouterPath(buildPath(route, values)));
        return { kind: 'done' };
      };

      if (target.path !== undefined) {
        void navigate(toRouterPath(target.path));
        return { kind: 'done' };
      }
      const id = target.commandId ?? '';
      if (id.startsWith('go:')) {
        const route = findRoute(id.slice(3));
        return route ? open(route, target.title ?? route.title) : { kind: 'done' };
      }
      const action = adminActionCommands.find((command) => command.id === id);
      const screen = action ? findRoute(action.route ?? ACTION_SCREENS[id] ?? '') : undefined;
      if (action && screen) return open(screen, target.title ?? action.title);
      switch (id) {
        case 'notifications.markAllRead':
          home
            .markAllNotificationsRead()
            .then(() => toasts.show('همه اعلان‌ها خوانده شد', { kind: 'success' }), fail);
          break;
        case 'contacts.markAllRead':
          void markContactsRead(services).then((message) => toasts.show(message, { kind: 'success' }), fail);
          break;
        case 'data.refresh':
          void queryClient.invalidateQueries();
          home.load().then(() => toasts.show('اطلاعات دوباره بارگذاری شد', { kind: 'success' }), fail);
          break;
        case 'theme.toggle':
          toggleTheme();
          break;
        case 'hotkeys.cheatsheet':
          palette.openCheatSheet();
          break;
        case 'session.logout':
          void logout();
          break;
        case 'session.logoutEverywhere':
          void logoutEverywhere();
          break;
        case 'profile.changePassword':
          toasts.show('تغییر رمز عبور هنوز در پنل وب ساخته نشده است.', { kind: 'info' });
          break;
        default:
          toasts.show('این فرمان در پنل وب کاری انجام نمی‌دهد.', { kind: 'info' });
      }
      return { kind: 'done' };
    },
    [services, navigate, palette, logout, logoutEverywhere],
  );
}

/** Marks the unread contacts of the admin home read one by one (the API has no "all read" call). */
async function markContactsRead(services: ReturnType<typeof useServices>): Promise<string> {
  const { api, home } = services;
  const unread = home.getSnapshot().contacts.filter((contact) => contact.status !== 1);
  for (const contact of unread) await api.post(`admin/contacts/${contact.id}/read`);
  await home.load();
  return 'پیام‌های تماس خوانده شد';
}
