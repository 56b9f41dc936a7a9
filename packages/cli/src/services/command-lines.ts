import {
  type ActionId,
  adminRoutes,
  type CommandHit,
  findAction,
  type RouteName,
} from '@shop-admin/core/base';

/** The shop-admin command of every registry action; null where the CLI has none. */
const ACTION_LINES: Readonly<Record<ActionId, string | null>> = {
  'notifications.markAllRead': 'shop-admin notifications read-all',
  'session.logout': 'shop-admin logout',
  'session.logoutEverywhere': 'shop-admin logout --all',
  'products.create': 'shop-admin products create',
  'customers.create': 'shop-admin customers create',
  'posts.create': 'shop-admin posts create',
  'hotkeys.cheatsheet': 'shop-admin --help',
  'orders.create': null,
  'shop.create': null,
  'orders.changeStatus': 'shop-admin orders status ID --to STATUS',
  'wallet.deposit': null,
  'store.adjust': null,
  'contacts.markAllRead': null,
  'data.refresh': null,
  'theme.toggle': null,
  'profile.changePassword': null,
};

/** Screens with a command of their own rather than `<resource> list`. */
const ROUTE_LINES: Readonly<Partial<Record<RouteName, string>>> = {
  'orders.index': 'shop-admin orders',
  dashboard: 'shop-admin tui',
};

/** The shop-admin command line that does what a palette hit does, or null when none does. */
export function commandLineOf(
  hit: CommandHit,
  record: { resource: string; id: string } | null,
): string | null {
  if (record) return `shop-admin ${record.resource} get ${record.id}`;
  if (hit.kind === 'action') {
    const action = findAction(hit.commandId);
    return action ? ACTION_LINES[action.id] : null;
  }
  if (!hit.routeName) return null;
  const special = ROUTE_LINES[hit.routeName as RouteName];
  if (special) return special;
  const route = adminRoutes.find((candidate) => candidate.name === hit.routeName);
  return route?.resource && !route.params?.length ? `shop-admin ${route.resource} list` : null;
}
