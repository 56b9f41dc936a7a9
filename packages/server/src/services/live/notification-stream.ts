import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { accessTokens } from '../../db/schema/index.ts';
import { countUnreadContacts } from '../contacts.ts';
import { unreadNotificationCount } from '../notifications/notification-rows.ts';
import type { AdminStreamEvent, EventHub, UnreadCounts } from './event-hub.ts';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** A client that stopped reading is dropped once this much is queued for it. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How soon a browser's EventSource should reconnect after the stream ends. */
const RETRY_MS = 5_000;

/** One `text/event-stream` frame; JSON never holds a raw newline, so data is a single line. */
export const sseFrame = (event: string, data: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The open live streams of one app instance. */
export interface NotificationStreams {
  /**
   * Turns the request into the admin's live stream: `ready` with the unread counts, then
   * `notification` and `unread_counts` events, a heartbeat comment every 25 s. The stream ends when
   * the client goes, the token is revoked, or the app closes. The unread contacts count goes only to
   * an admin who may read contacts (`contacts`), as in admin/home. `order_status` events (another
   * staff member's status change) go only to a stream that asked for them and may read orders
   * (`orders`): the web admin and `notifications --follow` do not ask, the TUI does.
   */
  open(
    reply: FastifyReply,
    who: { adminId: number; tokenId: number | null; contacts: boolean; orders?: boolean },
  ): Promise<void>;
  /** Ends every open stream (graceful shutdown; otherwise the server would wait for them forever). */
  closeAll(): void;
  /** How many streams are open. */
  size(): number;
}

/** The event as this stream may show it: without what the admin may not read or did not ask for. */
function shownTo(
  event: AdminStreamEvent,
  who: { contacts: boolean; orders?: boolean },
): AdminStreamEvent | null {
  if (event.event === 'order_status') return who.orders ? event : null;
  return who.contacts ? event : withoutContacts(event);
}

/** An event without the unread contacts count; null when nothing else is left in it. */
function withoutContacts(event: AdminStreamEvent): AdminStreamEvent | null {
  if (event.event !== 'unread_counts' || event.data.total_unread_contacts === undefined) return event;
  const { total_unread_contacts: _hidden, ...rest } = event.data;
  return Object.keys(rest).length ? { event: 'unread_counts', data: rest } : null;
}

export function createNotificationStreams(deps: {
  db: Db;
  events: EventHub;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
}): NotificationStreams {
  const { db, events, log } = deps;
  const open = new Map<ServerResponse, () => void>();

  return {
    async open(reply, who) {
      const { adminId, tokenId, contacts: mayReadContacts } = who;
      // Subscribe before counting so nothing that happens meanwhile is lost; hold it until `ready`.
      const held: AdminStreamEvent[] = [];
      let send: (event: AdminStreamEvent) => void = (event) => held.push(event);
      const unsubscribe = events.subscribe(adminId, (event) => send(event));
      let counts: UnreadCounts;
      try {
        const [notifications, contacts] = await Promise.all([
          unreadNotificationCount(db, adminId),
          mayReadContacts ? countUnreadContacts(db) : null,
        ]);
        counts = {
          total_unread_notifications: notifications,
          ...(contacts === null ? {} : { total_unread_contacts: contacts }),
        };
      } catch (error) {
        unsubscribe();
        throw error;
      }

      reply.hijack();
      const res = reply.raw;
      // Hijacking skips Fastify's onSend hooks; keep the headers the hooks already set (security, CORS).
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = value;
      }
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
        // A stream's connection is never reused: when the stream ends, the socket goes too, so a
        // closing server is not left waiting for an idle keep-alive connection.
        connection: 'close',
      });
      res.socket?.setNoDelay(true);

      let heartbeat: NodeJS.Timeout | undefined;
      const end = () => {
        if (!open.delete(res)) return;
        unsubscribe();
        clearInterval(heartbeat);
        if (!res.writableEnded) res.end();
      };
      const write = (text: string) => {
        if (res.writableEnded || res.destroyed) return;
        res.write(text);
        if (res.writableLength > MAX_BUFFERED_BYTES) {
          log.warn({ adminId }, 'live stream client is not reading; dropping its stream');
          end();
          res.destroy();
        }
      };
      open.set(res, end);
      res.on('close', end);
      res.on('error', end);
      // The client may have gone while the counts were read: 'close' has then already fired.
      if (res.destroyed || !res.socket || res.socket.destroyed) return end();

      write(`retry: ${RETRY_MS}\n\n`);
      write(sseFrame('ready', counts));
      send = (event) => {
        const shown = shownTo(event, who);
        if (shown) write(sseFrame(shown.event, shown.data));
      };
      for (const event of held.splice(0)) send(event);

      heartbeat = setInterval(() => {
        write(': heartbeat\n\n');
        if (tokenId === null) return;
        // A stream must not outlive its token (logout, admin deleted).
        db.select({ id: accessTokens.id })
          .from(accessTokens)
          .where(eq(accessTokens.id, tokenId))
          .limit(1)
          .then((rows) => {
            if (!rows.length) end();
          })
          .catch((error: unknown) => log.warn({ err: error }, 'live stream token check failed'));
      }, deps.heartbeatMs ?? HEARTBEAT_MS);
      heartbeat.unref();
    },

    closeAll() {
      for (const end of [...open.values()]) end();
    },

    size: () => open.size,
  };
}
