import {
  type ApiClient,
  isApiError,
  type ParsedNotification,
  parseNotification,
  type RawNotification,
  type ServerSentEvent,
} from '@shop-admin/core/base';
import { createHomeStore } from './home.ts';

/** A notification as `notifications --json` prints it (a contract; snake_case like the API). */
export interface NotificationJson {
  id: string;
  type: string;
  kind: ParsedNotification['kind'];
  title: string;
  description: string;
  /** The web admin's page for it (`/admin/order/12`), or null. */
  link: string | null;
  product_id: number | null;
  order_id: number | null;
  read: boolean;
  read_at: string | null;
  created_at: string;
}

export function notificationJson(n: ParsedNotification): NotificationJson {
  return {
    id: n.id,
    type: n.type,
    kind: n.kind,
    title: n.title,
    description: n.description,
    link: n.link,
    product_id: n.productId ?? null,
    order_id: n.orderId ?? null,
    read: n.read,
    read_at: n.readAt,
    created_at: n.createdAt,
  };
}

/** The admin's notifications, newest first, through core's admin-home store ("load more" pages). */
export async function listNotifications(api: ApiClient, limit: number | 'all'): Promise<NotificationJson[]> {
  const store = createHomeStore(api);
  const wanted = limit === 'all' ? Number.POSITIVE_INFINITY : limit;
  while (store.getSnapshot().notifications.length < wanted) {
    if ((await store.loadMoreNotifications()) === 0) break;
  }
  return store.getSnapshot().notifications.slice(0, wanted).map(notificationJson);
}

/** Marks every notification of the admin read (core's store: POST admin/notifications/read). */
export async function markAllRead(api: ApiClient): Promise<void> {
  await createHomeStore(api).markAllNotificationsRead();
}

/** What `notifications read --json` prints (a contract). */
export interface ReadResult {
  /** The ids matched (read now, or read before). */
  read: string[];
  /** Ids given that are not the admin's notifications. */
  not_found: string[];
  /** The admin's unread notifications after this. */
  total_unread_notifications: number;
}

/** Notification ids are UUIDs (as the server checks them). */
const NOTIFICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Marks some of the admin's notifications read: by id, or the new-order notifications of some orders
 * (POST admin/notifications/read with `{ids}` / `{order_ids}`). Null when no id given could be one
 * (nothing sent).
 */
export async function markRead(
  api: ApiClient,
  selection: { ids?: readonly string[]; orderIds?: readonly number[] },
): Promise<ReadResult | null> {
  // An id that is not a UUID is nobody's notification: not found, as an unknown one (exit 5), and
  // never sent (the server refuses the whole request for it, 422).
  const ids = (selection.ids ?? []).filter((id) => NOTIFICATION_ID.test(id));
  if (!ids.length && !selection.orderIds?.length) return null;
  const body: Record<string, unknown> = {};
  if (ids.length) body.ids = ids;
  if (selection.orderIds?.length) body.order_ids = selection.orderIds;
  const data = await api.post<{ read_ids: string[]; total_unread_notifications: number }>(
    'admin/notifications/read',
    body,
  );
  const matched = new Set(data.read_ids);
  return {
    read: data.read_ids,
    not_found: (selection.ids ?? []).filter((id) => !matched.has(id)),
    total_unread_notifications: data.total_unread_notifications,
  };
}

/** One event of the live stream with its JSON data as the server sent it. */
export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * The event as `notifications --follow --json` prints it (one object per line, a contract):
 * `{event: "notification", data: <notification as in notifications --json>}`, and `ready` /
 * `unread_counts` with the unread counts the server sent.
 */
export function eventJson(event: StreamEvent): { event: string; data: unknown } {
  if (event.event !== 'notification') return event;
  return {
    event: 'notification',
    data: notificationJson(parseNotification(event.data as unknown as RawNotification)),
  };
}

function readEvent(event: ServerSentEvent): StreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  return { event: event.event, data: data as Record<string, unknown> };
}

/** How `followNotifications` reports what happens besides events (connects, drops, retries). */
export interface FollowHooks {
  onEvent(event: StreamEvent): void;
  onDisconnect(error: unknown, retryInMs: number): void;
}

/**
 * The live stream (server-sent events read with core's client), reconnecting with a growing pause
 * when it drops; ends when `signal` aborts, and throws when the server refuses the token (401/403).
 * With `orders`, the stream also carries `order_status` (any staff member's status change; the TUI).
 */
export async function followNotifications(
  api: ApiClient,
  hooks: FollowHooks,
  signal: AbortSignal,
  options: { orders?: boolean } = {},
): Promise<void> {
  const path = `admin/notifications/stream${options.orders ? '?orders=1' : ''}`;
  let pause = 1000;
  while (!signal.aborted) {
    let failure: unknown = new Error('the server ended the stream');
    try {
      for await (const event of api.stream(path, { signal })) {
        const read = readEvent(event);
        if (read) hooks.onEvent(read);
        if (event.event === 'ready') pause = 1000;
      }
    } catch (error) {
      if (isApiError(error) && [401, 403, 404].includes(error.status)) throw error;
      // A page instead of the stream (a wrong address) will not fix itself; a proxy's 5xx page may.
      if (isApiError(error) && error.code === 'invalid_response' && error.status < 500) throw error;
      failure = error;
    }
    if (signal.aborted) return;
    hooks.onDisconnect(failure, pause);
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 30_000);
  }
}
