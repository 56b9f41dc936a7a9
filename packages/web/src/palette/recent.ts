import {
  adminActionCommands,
  type CommandHit,
  findResourceHead,
  findRoute,
  isPermissionName,
  type PermissionName,
  permissionsOf,
} from '@shop-admin/core';

/** Where the palette remembers what the admin opened last. */
export const RECENT_KEY = 'shop-admin:palette-recent';
/** How many recent items are kept. */
export const RECENT_MAX = 8;

/** A remembered palette row: enough to show it and run it again. */
export interface RecentItem {
  id: string;
  title: string;
  kind: CommandHit['kind'];
  commandId?: string;
  /** The concrete admin path (a record, or a route opened with its params). */
  path?: string;
  hotkey?: string;
  /** Permission needed to see it again (records and routes); null is public. */
  permission: PermissionName | null;
}

function isRecentItem(value: unknown): value is RecentItem {
  const item = value as RecentItem | null;
  return (
    typeof item?.id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.kind === 'string' &&
    (item.permission === null || (typeof item.permission === 'string' && isPermissionName(item.permission)))
  );
}

/** The remembered items, newest first; anything unreadable is dropped. */
export function readRecent(storage: Pick<Storage, 'getItem'> = localStorage): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentItem).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts an item first (once), keeping at most {@link RECENT_MAX}. */
export function rememberRecent(
  item: RecentItem,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): void {
  const key = item.path ?? item.id;
  const rest = readRecent(storage).filter((other) => (other.path ?? other.id) !== key);
  try {
    storage.setItem(RECENT_KEY, JSON.stringify([item, ...rest].slice(0, RECENT_MAX)));
  } catch {
    // Storage full or disabled: the palette simply has no history.
  }
}

/** Forgets every recent item (on logout). */
export function forgetRecent(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  try {
    storage.removeItem(RECENT_KEY);
  } catch {
    // Storage disabled: there was nothing kept.
  }
}

/** The permission a palette hit needs (its route's, its action's, or read_<stem> for a record). */
export function permissionOfHit(hit: CommandHit): PermissionName | null {
  if (hit.kind === 'record') {
    const resource = findResourceHead(hit.id.split(':')[1] ?? '');
    return resource ? permissionsOf(resource.permissionStem).read : null;
  }
  if (hit.kind === 'action') {
    return adminActionCommands.find((command) => command.id === hit.commandId)?.permission ?? null;
  }
  return hit.routeName ? (findRoute(hit.routeName)?.permission ?? null) : null;
}
