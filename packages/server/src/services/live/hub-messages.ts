import type { AddressedNotification, NotificationJson } from '../notifications/notification-rows.ts';

/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay clearly below so the JSON framing
 * never tips a message over.
 */
export const MAX_NOTIFY_BYTES = 7800;

/** Unread counts as the stream sends them; a key is present only when that count changed. */
export interface UnreadCounts {
  total_unread_notifications?: number;
  total_unread_contacts?: number;
}

/**
 * An order moved to another status by staff (services/orders/order-status.ts), as the stream sends it
 * to every admin who may read orders and asked for order events.
 */
export interface OrderStatusChange {
  order_id: number;
  from: string;
  to: string;
  /** The staff member who moved it. */
  admin_id: number;
  /** When (ISO 8601 UTC). */
  at: string;
}

/** A message on the events channel, in a compact wire shape (the channel is shared by every instance). */
export type HubMessage =
  /** Notification rows inlined: the shared content once, then `[adminId, rowId]` per recipient. */
  | { k: 'n'; o: string; n: Omit<NotificationJson, 'id'>; r: [number, string][] }
  /** Notification rows too big to inline: receivers load them by id. */
  | { k: 'ni'; o: string; ids: string[] }
  /** New unread counts for some admins, or for all of them. */
  | { k: 'u'; a: number[] | 'all'; c: UnreadCounts }
  /** An order's status change, for every admin listening to order events. */
  | { k: 'o'; c: OrderStatusChange };

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** Splits items into as few messages as fit the NOTIFY limit, given how a batch is framed. */
function chunked<T>(items: readonly T[], frame: (batch: T[]) => string): string[] {
  const out: string[] = [];
  let batch: T[] = [];
  for (const item of items) {
    if (batch.length && bytes(frame([...batch, item])) > MAX_NOTIFY_BYTES) {
      out.push(frame(batch));
      batch = [];
    }
    batch.push(item);
  }
  if (batch.length) out.push(frame(batch));
  return out;
}

/**
 * Encodes notification rows as channel messages: rows sharing their content are inlined with their
 * recipients in as many messages as needed; content too large to inline goes as ids only.
 */
export function encodeNotifications(rows: readonly AddressedNotification[], origin: string): string[] {
  const groups = new Map<string, { content: Omit<NotificationJson, 'id'>; recipients: [number, string][] }>();
  for (const { adminId, notification } of rows) {
    const { id, ...content } = notification;
    const key = JSON.stringify(content);
    const group = groups.get(key) ?? { content, recipients: [] };
    group.recipients.push([adminId, id]);
    groups.set(key, group);
  }
  const out: string[] = [];
  for (const { content, recipients } of groups.values()) {
    const frame = (r: [number, string][]) =>
      JSON.stringify({ k: 'n', o: origin, n: content, r } satisfies HubMessage);
    if (bytes(frame([])) > MAX_NOTIFY_BYTES / 2) {
      const ids = recipients.map(([, id]) => id);
      out.push(
        ...chunked(ids, (batch) => JSON.stringify({ k: 'ni', o: origin, ids: batch } satisfies HubMessage)),
      );
    } else {
      out.push(...chunked(recipients, frame));
    }
  }
  return out;
}

/** Encodes an unread-count change for some admins (or all) as channel messages. */
export function encodeUnreadCounts(adminIds: readonly number[] | 'all', counts: UnreadCounts): string[] {
  if (adminIds === 'all') return [JSON.stringify({ k: 'u', a: 'all', c: counts } satisfies HubMessage)];
  return chunked(adminIds, (batch) => JSON.stringify({ k: 'u', a: batch, c: counts } satisfies HubMessage));
}

/** Encodes an order's status change as one channel message (a few ids and words: always fits). */
export const encodeOrderStatus = (change: OrderStatusChange): string =>
  JSON.stringify({ k: 'o', c: change } satisfies HubMessage);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Reads a channel message; anything malformed (another program on the channel, a bug) gives null. */
export function decodeHubMessage(payload: string): HubMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if (message.k === 'n' && typeof message.o === 'string' && Array.isArray(message.r)) {
    const n = message.n as Record<string, unknown> | null;
    const recipients = message.r.every(
      (pair) => Array.isArray(pair) && pair.length === 2 && isId(pair[0]) && typeof pair[1] === 'string',
    );
    if (!recipients || typeof n !== 'object' || n === null || typeof n.type !== 'string') return null;
    if (typeof n.created_at !== 'string' || typeof n.data !== 'object' || n.data === null) return null;
    return message as HubMessage;
  }
  if (message.k === 'ni' && typeof message.o === 'string' && Array.isArray(message.ids)) {
    return message.ids.every((id) => typeof id === 'string') ? (message as HubMessage) : null;
  }
  if (message.k === 'u' && typeof message.c === 'object' && message.c !== null) {
    const targets = message.a === 'all' || (Array.isArray(message.a) && message.a.every(isId));
    const c = message.c as Record<string, unknown>;
    const counts = Object.entries(c).every(
      ([key, n]) => ['total_unread_notifications', 'total_unread_contacts'].includes(key) && isCount(n),
    );
    return targets && counts ? (message as HubMessage) : null;
  }
  if (message.k === 'o' && typeof message.c === 'object' && message.c !== null) {
    const c = message.c as Record<string, unknown>;
    const valid =
      isId(c.order_id) &&
      isId(c.admin_id) &&
      typeof c.from === 'string' &&
      typeof c.to === 'string' &&
      typeof c.at === 'string';
    return valid ? { k: 'o', c: c as unknown as OrderStatusChange } : null;
  }
  return null;
}

/** The rows an inline notification message stands for. */
export function inlineRows(message: Extract<HubMessage, { k: 'n' }>): AddressedNotification[] {
  return message.r.map(([adminId, id]) => ({ adminId, notification: { id, ...message.n } }));
}
