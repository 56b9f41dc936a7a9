import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { adminIdsWithAnyPermission } from '../admins.ts';
import type { EventHub } from '../live/event-hub.ts';
import {
  ADMIN_NOTIFIABLE,
  type AddressedNotification,
  markAllNotificationsRead,
  markNotificationsRead,
  type NotificationSelection,
  serializeNotification,
  unreadNotificationCounts,
} from './notification-rows.ts';
import type { PushService } from './push-service.ts';

/** A notification's `data`: Shopit keeps a Persian description and the id of what it is about. */
export interface NotificationData {
  description: string;
  product_id?: number;
  order_id?: number;
  [key: string]: unknown;
}

export interface NotifyAdminsInput {
  /** Shopit's type text: `'order'` for a new order, `'ProductUnavailableNotification'` for stock. */
  type: string;
  data: NotificationData;
  /** The recipients: admins whose role holds any of these permissions; super admins always. */
  permissions: readonly string[];
}

/** Which unread counts to recompute and send to the live streams. */
export interface UnreadCountsTarget {
  /** Send every admin the number of unread contacts (after a contact arrives or is read or deleted). */
  contacts?: boolean;
  /** Send each of these admins their own number of unread notifications. */
  notificationsOf?: readonly number[];
}

/** Staff notifications; other areas reach it as `app.ctx.notifications`. */
export interface NotificationService {
  /**
   * Writes one Laravel-style row per recipient and announces them: live streams on every instance,
   * then Web Push from this instance. With `db` a transaction, the rows join it and the
   * announcement waits for its commit (nothing is announced on rollback). Returns the rows written.
   */
  notifyAdmins(input: NotifyAdminsInput, db?: Db): Promise<AddressedNotification[]>;
  /** Marks every unread notification of the admin read and sends the new count (0) to their streams. */
  markAllRead(adminId: number): Promise<number>;
  /**
   * Marks some of the admin's notifications read (by id, or the order notifications of some orders)
   * and sends their new unread count to their streams. Returns the ids of the admin's rows it matched.
   */
  markRead(adminId: number, selection: NotificationSelection): Promise<string[]>;
  /** Recomputes unread counts and sends them live; with `db` a transaction, sent on its commit. */
  publishUnreadCounts(target: UnreadCountsTarget, db?: Db): Promise<void>;
}

export function createNotificationService(deps: {
  db: Db;
  events: EventHub;
  push: PushService;
  clock: () => Date;
  /** The number of unread contact messages (the contacts area's count, handed in so this notifier imports no area). */
  countUnreadContacts: (db: Db) => Promise<number>;
}): NotificationService {
  const { events, clock } = deps;
  // Pushing waits for the rows to come back through the channel: by then they are committed, and
  // only the instance that wrote them pushes.
  events.onOwnNotifications((rows) => deps.push.dispatch(rows));

  async function write(input: NotifyAdminsInput, db: Db): Promise<AddressedNotification[]> {
    const recipients = await adminIdsWithAnyPermission(db, input.permissions);
    if (!recipients.length) return [];
    const now = clock();
    const rows = await db
      .insert(notifications)
      .values(
        recipients.map((adminId) => ({
          type: input.type,
          notifiableType: ADMIN_NOTIFIABLE,
          notifiableId: adminId,
          data: input.data,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    const addressed = rows.map((row) => ({
      adminId: row.notifiableId,
      notification: serializeNotification(row),
    }));
    await events.publish({ type: 'notification', notifications: addressed }, db);
    return addressed;
  }

  const service: NotificationService = {
    notifyAdmins: (input, db) => (db ? write(input, db) : deps.db.transaction((tx) => write(input, tx))),

    async markAllRead(adminId) {
      const changed = await markAllNotificationsRead(deps.db, adminId, clock());
      await events.publish({ type: 'unread_counts', adminIds: [adminId], total_unread_notifications: 0 });
      return changed;
    },

    async markRead(adminId, selection) {
      const matched = await markNotificationsRead(deps.db, adminId, selection, clock());
      if (matched.length) await service.publishUnreadCounts({ notificationsOf: [adminId] });
      return matched;
    },

    async publishUnreadCounts(target, db) {
      const via = db ?? deps.db;
      if (target.contacts) {
        const total = await deps.countUnreadContacts(via);
        await events.publish({ type: 'unread_counts', adminIds: 'all', total_unread_contacts: total }, db);
      }
      const adminIds = [...new Set(target.notificationsOf ?? [])];
      if (!adminIds.length) return;
      const counts = await unreadNotificationCounts(via, adminIds);
      const byCount = new Map<number, number[]>();
      for (const adminId of adminIds) {
        const total = counts.get(adminId) ?? 0;
        byCount.set(total, [...(byCount.get(total) ?? []), adminId]);
      }
      for (const [total, ids] of byCount) {
        await events.publish({ type: 'unread_counts', adminIds: ids, total_unread_notifications: total }, db);
      }
    },
  };
  return service;
}
