import {
  adminCommands,
  buildPath,
  findAction,
  findRoute,
  isApiError,
  type RouteDef,
  type RouteParamValues,
} from '@shop-admin/core';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toAdminPath, toRouterPath } from '../app/paths.ts';
import { useServices } from '../app/services-context.tsx';
import { useLogout, useLogoutEverywhere } from '../app/use-logout.ts';
import { type RunResult, webActionHandlers } from './action-handlers.ts';
import { usePalette } from './palette-context.tsx';
import { missingParam } from './param-prompt.ts';

/** What to run: a command of core's registry (`go:<route>` or an action id), or a record's page. */
export interface RunTarget {
  commandId?: string;
  /** A record's admin path (`/admin/...`). */
  path?: string;
  params?: RouteParamValues;
  title?: string;
}

export type { RunResult };

/**
 * Runs palette rows, hotkeys and menu items the same way: navigates to routes (asking for a missing
 * parameter through the returned prompt) and runs actions through their handlers (action-handlers.ts).
 */
export function useCommandRunner(): (target: RunTarget) => RunResult {
  const services = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const palette = usePalette();
  const logout = useLogout();
  const logoutEverywhere = useLogoutEverywhere();

  return useCallback(
    (target: RunTarget): RunResult => {
      const { toasts } = services;
      const fail = (error: unknown) =>
        toasts.show(isApiError(error) ? error.message : 'خطایی رخ داد.', { kind: 'error' });
      const open = (
        route: RouteDef,
        title: string,
        options: { search?: string; values?: Readonly<Record<string, string>> } = {},
      ): RunResult => {
        const values = { ...options.values, ...target.params };
        const search = options.search ?? '';
        const param = missingParam(route, values);
        if (param) {
          const known: Record<string, string> = {};
          for (const [key, value] of Object.entries(values)) if (value != null) known[key] = String(value);
          const prompt = { route, param, values: known, title, ...(search ? { search } : {}) };
          return { kind: 'ask', prompt };
        }
        void navigate(toRouterPath(buildPath(route, values) + search));
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
      // A list-only resource's create command (`create:coupons`): the list with its create form open.
      const listCreate = id.startsWith('create:') ? adminCommands.find((c) => c.id === id) : undefined;
      if (listCreate?.kind === 'navigate') {
        const search = listCreate.search ? { search: listCreate.search } : {};
        return open(listCreate.route, target.title ?? listCreate.title, search);
      }
      const action = findAction(id);
      if (!action) {
        toasts.show('این فرمان در پنل وب کاری انجام نمی‌دهد.', { kind: 'info' });
        return { kind: 'done' };
      }
      return webActionHandlers[action.id]({
        action,
        services,
        openDialog: (dialog) => palette.openDialog(dialog),
        logout,
        logoutEverywhere,
        open: (route, options) => open(route, target.title ?? action.title, options),
        currentPath: toAdminPath(location.pathname),
        fail,
      });
    },
    [services, navigate, location.pathname, palette, logout, logoutEverywhere],
  );
}
