import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import {
  type AddressedNotification,
  addressedNotificationsByIds,
  type NotificationJson,
} from '../notifications/notification-rows.ts';
import {
  decodeHubMessage,
  encodeNotifications,
  encodeOrderStatus,
  encodeUnreadCounts,
  type HubMessage,
  inlineRows,
  type OrderStatusChange,
  type UnreadCounts,
} from './hub-messages.ts';

export type { OrderStatusChange, UnreadCounts } from './hub-messages.ts';

/** The LISTEN/NOTIFY channel every server instance on one database shares. */
export const EVENTS_CHANNEL = 'shop_admin_events';

/**
 * What can be published: new notification rows, new unread counts for some admins (`adminIds`,
 * every admin when left out: the unread contacts count is the same for all), or an order's status
 * change (every admin; the stream filters it by permission and by what the client asked for).
 */
export type HubEvent =
  | { type: 'notification'; notifications: readonly AddressedNotification[] }
  | ({ type: 'unread_counts'; adminIds?: readonly number[] | 'all' } & UnreadCounts)
  | { type: 'order_status'; change: OrderStatusChange };

/** What one admin's live streams receive. */
export type AdminStreamEvent =
  | { event: 'notification'; data: NotificationJson }
  | { event: 'unread_counts'; data: UnreadCounts }
  | { event: 'order_status'; data: OrderStatusChange }
  /** The events channel came back after a database outage: events may have been missed, refetch. */
  | { event: 'reconnect'; data: { reason: 'database' } };

export type AdminEventListener = (event: AdminStreamEvent) => void;

/**
 * Live events across server instances. `publish` NOTIFYs the shared channel; every instance LISTENs
 * and hands each event to its local subscribers of the admins concerned. Publishing through a
 * transaction defers delivery to its commit (PostgreSQL's NOTIFY semantics), and a rollback drops it.
 */
export interface EventHub {
  /** Identifies this instance in the messages it publishes. */
  readonly instanceId: string;
  /** Sends the event to every instance; with `db` a transaction, on its commit only. */
  publish(event: HubEvent, db?: Db): Promise<void>;
  /** Receives the events of one admin on this instance; returns the unsubscribe function. */
  subscribe(adminId: number, listener: AdminEventListener): () => void;
  /**
   * Runs on the instance that published notification rows, once they are committed and delivered
   * back through the channel: the point where side effects such as Web Push may start.
   */
  onOwnNotifications(listener: (rows: AddressedNotification[]) => void): () => void;
  /** How many local subscribers are listening (all admins). */
  subscriberCount(): number;
  /** Starts listening on the channel. */
  start(): Promise<void>;
  /** Stops listening and forgets every subscriber. */
  close(): Promise<void>;
}

export function createEventHub(database: Database, log: FastifyBaseLogger): EventHub {
  const instanceId = randomUUID();
  const subscribers = new Map<number, Set<AdminEventListener>>();
  const ownListeners = new Set<(rows: AddressedNotification[]) => void>();
  let unlisten: (() => Promise<void>) | null = null;
  let closed = false;
  // After an outage the channel is listened to again by the database layer; every local stream is
  // told, since what was published meanwhile is lost.
  const stopReconnects = database.onReconnect(() => {
    if (closed) return;
    log.info('the live events channel is back after a database outage');
    for (const adminId of [...subscribers.keys()])
      deliver(adminId, { event: 'reconnect', data: { reason: 'database' } });
  });

  const deliver = (adminId: number, event: AdminStreamEvent) => {
    for (const listener of subscribers.get(adminId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        log.warn({ err: error }, 'event listener failed');
      }
    }
  };

  const deliverRows = (rows: AddressedNotification[], origin: string) => {
    for (const { adminId, notification } of rows)
      deliver(adminId, { event: 'notification', data: notification });
    if (origin !== instanceId) return;
    for (const listener of ownListeners) {
      try {
        listener(rows);
      } catch (error) {
        log.warn({ err: error }, 'own-notification listener failed');
      }
    }
  };

  async function receive(message: HubMessage): Promise<void> {
    if (message.k === 'n') return deliverRows(inlineRows(message), message.o);
    if (message.k === 'ni') {
      // Loading is only worth it when someone here listens or this instance owes the side effects.
      if (message.o !== instanceId && subscribers.size === 0) return;
      return deliverRows(await addressedNotificationsByIds(database.db, message.ids), message.o);
    }
    if (message.k === 'o') {
      for (const adminId of [...subscribers.keys()])
        deliver(adminId, { event: 'order_status', data: message.c });
      return;
    }
    const targets = message.a === 'all' ? [...subscribers.keys()] : message.a;
    for (const adminId of targets) deliver(adminId, { event: 'unread_counts', data: message.c });
  }

  const onPayload = (payload: string) => {
    if (closed) return;
    const message = decodeHubMessage(payload);
    if (!message) return void log.warn('ignored a malformed message on the events channel');
    receive(message).catch((error) => log.error({ err: error }, 'event delivery failed'));
  };

  return {
    instanceId,
    async publish(event, db) {
      const payloads =
        event.type === 'notification'
          ? encodeNotifications(event.notifications, instanceId)
          : event.type === 'order_status'
            ? [encodeOrderStatus(event.change)]
            : encodeUnreadCounts(event.adminIds ?? 'all', countsOf(event));
      for (const payload of payloads) {
        if (db) await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
        else await database.notify(EVENTS_CHANNEL, payload);
      }
    },
    subscribe(adminId, listener) {
      const set = subscribers.get(adminId) ?? new Set<AdminEventListener>();
      subscribers.set(adminId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (!set.size && subscribers.get(adminId) === set) subscribers.delete(adminId);
      };
    },
    onOwnNotifications(listener) {
      ownListeners.add(listener);
      return () => ownListeners.delete(listener);
    },
    subscriberCount: () => [...subscribers.values()].reduce((sum, set) => sum + set.size, 0),
    async start() {
      if (!unlisten) unlisten = await database.listen(EVENTS_CHANNEL, onPayload);
    },
    async close() {
      closed = true;
      stopReconnects();
      subscribers.clear();
      ownListeners.clear();
      await unlisten?.();
      unlisten = null;
    },
  };
}

function countsOf(event: UnreadCounts): UnreadCounts {
  const counts: UnreadCounts = {};
  if (event.total_unread_notifications !== undefined)
    counts.total_unread_notifications = event.total_unread_notifications;
  if (event.total_unread_contacts !== undefined) counts.total_unread_contacts = event.total_unread_contacts;
  return counts;
}
