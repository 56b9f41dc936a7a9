import type { Contact, ParsedNotification } from '@shop-admin/core/base';
import { formatJalali } from '@shop-admin/core/base';
import type { ListRow } from './list-view.ts';

/** A short Jalali time for lists (`08/21 14:05`, Tehran, Latin digits). */
export function shortTime(iso: string | undefined): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return '';
  return formatJalali(iso, 'MM/DD HH:mm', { digits: 'latin' });
}

/** Notification rows: the unread marker, time, title, description; unread ones bold. */
export function notificationRows(notifications: readonly ParsedNotification[]): ListRow[] {
  return notifications.map((n) => ({
    key: `n:${n.id}`,
    cells: [n.read ? ' ' : '●', shortTime(n.createdAt), n.title, n.description],
    strong: !n.read,
  }));
}

/** Contact rows: time, name, subject, read state. */
export function contactRows(contacts: readonly Contact[]): ListRow[] {
  return contacts.map((c) => ({
    key: `c:${c.id}`,
    cells: [
      shortTime(c.created_at),
      c.name ?? '',
      c.subject ?? '',
      c.status === 1 ? 'خوانده شده' : 'خوانده نشده',
    ],
    strong: c.status !== 1,
  }));
}

/** An item of the inbox when the server has no orders: a notification or an unread contact message. */
export type InboxItem =
  | { kind: 'notification'; item: ParsedNotification }
  | { kind: 'contact'; item: Contact };

/** Notifications and unread contacts, newest first. */
export function inboxItems(
  notifications: readonly ParsedNotification[],
  contacts: readonly Contact[],
): InboxItem[] {
  const items: InboxItem[] = [
    ...notifications.map((item) => ({ kind: 'notification' as const, item })),
    ...contacts.filter((c) => c.status !== 1).map((item) => ({ kind: 'contact' as const, item })),
  ];
  const time = (entry: InboxItem) =>
    new Date(entry.kind === 'notification' ? entry.item.createdAt : (entry.item.created_at ?? 0)).getTime() ||
    0;
  return items.sort((a, b) => time(b) - time(a));
}

export function inboxRows(items: readonly InboxItem[]): ListRow[] {
  return items.map((entry) =>
    entry.kind === 'notification'
      ? {
          key: `n:${entry.item.id}`,
          cells: [shortTime(entry.item.createdAt), entry.item.title, entry.item.description],
          strong: !entry.item.read,
        }
      : {
          key: `c:${entry.item.id}`,
          cells: [
            shortTime(entry.item.created_at),
            'پیام تماس',
            `${entry.item.subject ?? ''} (${entry.item.name ?? ''})`,
          ],
          strong: true,
        },
  );
}
