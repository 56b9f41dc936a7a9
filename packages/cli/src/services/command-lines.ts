import { adminRoutes, type CommandHit } from '@shop-admin/core';

/** Registry actions that have a shop-admin command. */
const ACTION_LINES: Readonly<Record<string, string>> = {
  'notifications.markAllRead': 'shop-admin notifications read-all',
  'session.logout': 'shop-admin logout',
  'session.logoutEverywhere': 'shop-admin logout --all',
  'products.create': 'shop-admin products create',
  'customers.create': 'shop-admin customers create',
  'posts.create': 'shop-admin posts create',
  'hotkeys.cheatsheet': 'shop-admin --help',
};

/** Screens with a command of their own rather than `<resource> list`. */
const ROUTE_LINES: Readonly<Record<string, string>> = {
  'orders.index': 'shop-admin orders',
  dashboard: 'shop-admin tui',
};

/** The shop-admin command line that does what a palette hit does, or null when none does. */
export function commandLineOf(
  hit: CommandHit,
  record: { resource: string; id: string } | null,
): string | null {
  if (record) return `shop-admin ${record.resource} get ${record.id}`;
  if (hit.kind === 'action') return (hit.commandId && ACTION_LINES[hit.commandId]) || null;
  if (!hit.routeName) return null;
  const special = ROUTE_LINES[hit.routeName];
  if (special) return special;
  const route = adminRoutes.find((candidate) => candidate.name === hit.routeName);
  return route?.resource && !route.params?.length ? `shop-admin ${route.resource} list` : null;
}
