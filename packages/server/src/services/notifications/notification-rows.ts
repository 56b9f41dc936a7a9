import { ORDER_NOTIFICATION_TYPE, toAsciiDigits } from '@shop-admin/core';
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/** What Laravel's `notifiable_type` holds for staff rows. */
export const ADMIN_NOTIFIABLE = 'admin';

/** Notifications per call of GET admin/notifications and in admin/home (Shopit: 20). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** A notification as the API shows it (shopit-contract.md c): `{id, read_at, type, data, created_at}`. */
export interface NotificationJson {
  id: string;
  read_at: string | null;
  type: string;
  data: Record<string, unknown>;
  created_at: string;
}

/** A notification with the admin it belongs to, as the event hub carries it. */
export interface AddressedNotification {
  adminId: number;
  notification: NotificationJson;
}

type NotificationRow = typeof notifications.$inferSelect;

const asData = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The API shape of a row; times are ISO 8601 UTC like every other date the server sends. */
export function serializeNotification(row: NotificationRow): NotificationJson {
  return {
    id: row.id,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    type: row.type,
    data: asData(row.data),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The newest notifications of one admin, newest first, strictly older than `before` when given (a
 * timestamptz literal from {@link parseNotificationCursor}).
 */
export async function latestNotifications(
  db: Db,
  adminId: number,
  options: { before?: string | null; limit?: number } = {},
): Promise<NotificationJson[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.notifiableType, ADMIN_NOTIFIABLE),
        eq(notifications.notifiableId, adminId),
        options.before ? lt(notifications.createdAt, sql`${options.before}::timestamptz`) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit ?? NOTIFICATIONS_PAGE_SIZE);
  return rows.map(serializeNotification);
}

/** Rows by id with their recipients (the event hub loads these when a payload was too big to inline). */
export async function addressedNotificationsByIds(
  db: Db,
  ids: readonly string[],
): Promise<AddressedNotification[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(inArray(notifications.id, [...ids]));
  return rows.map((row) => ({ adminId: row.notifiableId, notification: serializeNotification(row) }));
}

/** Unread notifications of each admin (admins with none are absent). */
export async function unreadNotificationCounts(
  db: Db,
  adminIds: readonly number[],
): Promise<Map<number, number>> {
  if (!adminIds.length) return new Map();
  const rows = await db
    .select({ adminId: notifications.notifiableId, total: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.notifiableType, ADMIN_NOTIFIABLE),
        inArray(notifications.notifiableId, [...adminIds]),
        isNull(notifications.readAt),
      ),
    )
    .groupBy(notifications.notifiableId);
  return new Map(rows.map((row) => [row.adminId, Number(row.total)]));
}

/** Unread notifications of one admin. */
export async function unreadNotificationCount(db: Db, adminId: number): Promise<number> {
  return (await unreadNotificationCounts(db, [adminId])).get(adminId) ?? 0;
}

/** Marks every unread notification of the admin read at `now`; returns how many changed. */
export async function markAllNotificationsRead(db: Db, adminId: number, now: Date): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: now, updatedAt: now })
    .where(
      and(
        eq(notifications.notifiableType, ADMIN_NOTIFIABLE),
        eq(notifications.notifiableId, adminId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

/** Which of an admin's notifications to mark read: by id, or the `order` notifications of these orders. */
export interface NotificationSelection {
  ids?: readonly string[];
  orderIds?: readonly number[];
}

/**
 * Marks the admin's notifications in `selection` read at `now` (those already read keep their time);
 * another admin's rows and unknown ids are never touched. Returns the ids of the admin's rows it
 * matched, read before or now.
 */
export async function markNotificationsRead(
  db: Db,
  adminId: number,
  selection: NotificationSelection,
  now: Date,
): Promise<string[]> {
  const ids = [...(selection.ids ?? [])];
  const orderIds = (selection.orderIds ?? []).map(String);
  if (!ids.length && !orderIds.length) return [];
  const matched = await db
    .update(notifications)
    .set({
      readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(notifications.notifiableType, ADMIN_NOTIFIABLE),
        eq(notifications.notifiableId, adminId),
        or(
          ids.length ? inArray(notifications.id, ids) : undefined,
          orderIds.length
            ? and(
                eq(notifications.type, ORDER_NOTIFICATION_TYPE),
                inArray(sql`${notifications.data}->>'order_id'`, orderIds),
              )
            : undefined,
        ),
      ),
    )
    .returning({ id: notifications.id });
  return matched.map((row) => row.id);
}

const CURSOR =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Reads the `last_created_at` cursor: Laravel's `Y-m-d H:i:s` (what Shopit clients send) or ISO 8601
 * (what this server's `created_at` looks like), in any digit script. A time without a zone is UTC,
 * since the server keeps and sends UTC. Returns a normalised timestamptz literal keeping the
 * fraction's full precision, or null when the text is not such a time.
 */
export function parseNotificationCursor(value: string): string | null {
  const match = CURSOR.exec(toAsciiDigits(value).trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction, zone] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as number[];
  const probe = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  const dateOk =
    probe.getUTCFullYear() === year && probe.getUTCMonth() + 1 === month && probe.getUTCDate() === day;
  if (!dateOk || (hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59 || (year ?? 0) < 1970)
    return null;
  let offset = '+00:00';
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    offset = `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2, 4) || '00'}`;
    if (Number(digits.slice(0, 2)) > 14 || Number(digits.slice(2, 4) || '0') > 59) return null;
  }
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${fraction ? `.${fraction}` : ''}${offset}`;
}
