import {
  type ActionCommandDef,
  type ActionId,
  findRoute,
  matchRoute,
  ORDER_MOVE_SEARCH,
  type RouteDef,
  type RouteName,
  routeNamed,
} from '@shop-admin/core';
import type { AppServices } from '../app/services.ts';
import { toggleTheme } from '../shell/theme.ts';
import type { ShellDialog } from './palette-context.tsx';
import type { ParamPrompt } from './param-prompt.ts';

/** Done, or the route needs a parameter first. */
export type RunResult = { kind: 'done' } | { kind: 'ask'; prompt: ParamPrompt };

/** What an action's handler may use on the web. */
export interface ActionRun {
  action: ActionCommandDef;
  services: AppServices;
  openDialog(dialog: ShellDialog): void;
  logout(): Promise<void>;
  logoutEverywhere(): Promise<void>;
  /**
   * Opens a screen under the action's title, asking for a missing parameter first; `search` is
   * appended to its path (`?move=1`). Values the palette row named (`سفارش ۱۲۳۴`) are used.
   */
  open(route: RouteDef, options?: { search?: string; values?: Readonly<Record<string, string>> }): RunResult;
  /** The admin path the palette was opened on (`/admin/order/12`). */
  currentPath: string;
  /** Shows an API error's message (or a generic one) as an error toast. */
  fail(error: unknown): void;
}

type ActionHandler = (run: ActionRun) => RunResult;

const DONE: RunResult = { kind: 'done' };

/** Opens the route the action declares (a create form). */
const openItsRoute: ActionHandler = (run) => {
  const route = run.action.route === undefined ? undefined : findRoute(run.action.route);
  return route ? run.open(route) : DONE;
};

/**
 * Changing an order's status happens on the order's screen, its status chooser open (`?move=1`, which
 * the order screen reads): the order the palette row named, else the one on screen, else it asks.
 */
const openOrderMove: ActionHandler = (run) => {
  const route = routeNamed('orders.show');
  const here = matchRoute(run.currentPath);
  const values = here?.route.name === route.name ? here.params : undefined;
  return run.open(route, { search: ORDER_MOVE_SEARCH, ...(values ? { values } : {}) });
};

/** Actions without a route of their own that still lead to a screen: a deposit on the wallet screen. */
const openScreen =
  (name: RouteName): ActionHandler =>
  (run) =>
    run.open(routeNamed(name));

/** Marks the unread contacts of the admin home read one by one (the API has no "all read" call). */
async function markContactsRead(services: AppServices): Promise<string> {
  const { api, home } = services;
  const unread = home.getSnapshot().contacts.filter((contact) => contact.status !== 1);
  for (const contact of unread) await api.post(`admin/contacts/${contact.id}/read`);
  await home.load();
  return 'پیام‌های تماس خوانده شد';
}

/** The web's handler of every action of core's registry; a new action fails typechecking here. */
export const webActionHandlers: Readonly<Record<ActionId, ActionHandler>> = {
  'products.create': openItsRoute,
  'orders.create': openItsRoute,
  'customers.create': openItsRoute,
  'posts.create': openItsRoute,
  'shop.create': openItsRoute,
  'orders.changeStatus': openOrderMove,
  'wallet.deposit': openScreen('wallet.transactions'),
  'store.adjust': openScreen('store.index'),
  'notifications.markAllRead': ({ services: { home, toasts }, fail }) => {
    home
      .markAllNotificationsRead()
      .then(() => toasts.show('همه اعلان‌ها خوانده شد', { kind: 'success' }), fail);
    return DONE;
  },
  'contacts.markAllRead': ({ services, fail }) => {
    void markContactsRead(services).then(
      (message) => services.toasts.show(message, { kind: 'success' }),
      fail,
    );
    return DONE;
  },
  'data.refresh': ({ services: { home, queryClient, toasts }, fail }) => {
    void queryClient.invalidateQueries();
    home.load().then(() => toasts.show('اطلاعات دوباره بارگذاری شد', { kind: 'success' }), fail);
    return DONE;
  },
  'theme.toggle': () => {
    toggleTheme();
    return DONE;
  },
  'hotkeys.cheatsheet': ({ openDialog }) => {
    openDialog('cheatSheet');
    return DONE;
  },
  'session.logout': ({ logout }) => {
    void logout();
    return DONE;
  },
  'session.logoutEverywhere': ({ logoutEverywhere }) => {
    void logoutEverywhere();
    return DONE;
  },
  'profile.changePassword': ({ openDialog }) => {
    openDialog('password');
    return DONE;
  },
};
