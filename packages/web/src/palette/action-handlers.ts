import {
  type ActionCommandDef,
  type ActionId,
  findRoute,
  type RouteDef,
  type RouteName,
  routeNamed,
} from '@shop-admin/core';
import type { AppServices } from '../app/services.ts';
import { toggleTheme } from '../shell/theme.ts';
import type { ParamPrompt } from './param-prompt.ts';

/** Done, or the route needs a parameter first. */
export type RunResult = { kind: 'done' } | { kind: 'ask'; prompt: ParamPrompt };

/** What an action's handler may use on the web. */
export interface ActionRun {
  action: ActionCommandDef;
  services: AppServices;
  openCheatSheet(): void;
  logout(): Promise<void>;
  logoutEverywhere(): Promise<void>;
  /** Opens a screen under the action's title, asking for a missing parameter first. */
  open(route: RouteDef): RunResult;
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
 * Actions without a route of their own that still lead to a screen: changing an order's status happens
 * on the order's page (asks for its number), a deposit on the wallet screen.
 */
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
  'orders.changeStatus': openScreen('orders.show'),
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
  'hotkeys.cheatsheet': ({ openCheatSheet }) => {
    openCheatSheet();
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
  // Not on this face yet: the web says so.
  'profile.changePassword': ({ services: { toasts } }) => {
    toasts.show('تغییر رمز عبور هنوز در پنل وب ساخته نشده است.', { kind: 'info' });
    return DONE;
  },
};
