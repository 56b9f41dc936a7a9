import { toAsciiDigits } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { unauthenticated, validationFailed } from '../http/errors.ts';
import { mayReadHomeSection, mayReadOrders } from '../services/home.ts';
import { createNotificationStreams } from '../services/live/notification-stream.ts';
import {
  latestNotifications,
  type NotificationSelection,
  parseNotificationCursor,
  unreadNotificationCount,
} from '../services/notifications/notification-rows.ts';

const listSchema = {
  querystring: {
    type: 'object',
    properties: { last_created_at: { type: 'string', maxLength: 40 } },
  },
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Most notifications or orders one selective read names. */
const MAX_READ_IDS = 500;

/**
 * The selection of a selective read (`{ids: [uuid…]}`, `{order_ids: [12…]}`, or both), or null for
 * "mark all" (no body, or neither key). A bad list is a Persian 422 on its key.
 */
function readSelection(body: unknown): NotificationSelection | null {
  if (typeof body !== 'object' || body === null) return null;
  const { ids, order_ids: orderIds } = body as { ids?: unknown; order_ids?: unknown };
  if (ids === undefined && orderIds === undefined) return null;
  const selection: NotificationSelection = {};
  if (ids !== undefined) {
    if (
      !Array.isArray(ids) ||
      !ids.length ||
      ids.length > MAX_READ_IDS ||
      ids.some((id) => typeof id !== 'string' || !UUID.test(id))
    )
      throw validationFailed({
        ids: [`شناسه‌های اعلان باید فهرستی از ۱ تا ${MAX_READ_IDS} شناسه معتبر باشند.`],
      });
    selection.ids = ids as string[];
  }
  if (orderIds !== undefined) {
    const list = Array.isArray(orderIds)
      ? orderIds.map((id) => Number(toAsciiDigits(String(id)).trim() || Number.NaN))
      : [];
    if (!list.length || list.length > MAX_READ_IDS || list.some((id) => !Number.isSafeInteger(id) || id < 1))
      throw validationFailed({
        order_ids: [`شماره‌های سفارش باید فهرستی از ۱ تا ${MAX_READ_IDS} عدد صحیح مثبت باشند.`],
      });
    selection.orderIds = list;
  }
  return selection;
}

/**
 * The signed-in admin's own notifications (shopit-contract.md c): the list by `last_created_at`
 * cursor, mark read (all, or by id or order), and the live stream. Any signed-in admin; nobody sees another's rows.
 */
export async function notificationsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const streams = createNotificationStreams({ db, events: app.ctx.events, log: app.log });
  // Open streams never finish on their own; end them before the server waits for its connections.
  app.addHook('preClose', async () => streams.closeAll());

  const adminId = (admin: { id: number } | null): number => {
    if (!admin) throw unauthenticated();
    return admin.id;
  };

  app.get<{ Querystring: { last_created_at?: string } }>(
    '/admin/notifications',
    { schema: listSchema, config: { permission: null } },
    async (request) => {
      const raw = request.query.last_created_at?.trim();
      const before = raw ? parseNotificationCursor(raw) : null;
      if (raw && !before) {
        throw validationFailed({
          last_created_at: ['زمان last_created_at باید به شکل Y-m-d H:i:s یا ISO 8601 باشد.'],
        });
      }
      return ok({ notifications: await latestNotifications(db, adminId(request.admin), { before }) });
    },
  );

  // No body: every notification (Shopit). `{ids}` or `{order_ids}`: only those, and only the caller's.
  app.post('/admin/notifications/read', { config: { permission: null } }, async (request) => {
    const selection = readSelection(request.body);
    if (!selection) {
      await app.ctx.notifications.markAllRead(adminId(request.admin));
      return ok('', 'همه اعلان‌ها خوانده شد');
    }
    const read = await app.ctx.notifications.markRead(adminId(request.admin), selection);
    const total = await unreadNotificationCount(db, adminId(request.admin));
    return ok(
      { read_ids: read, total_unread_notifications: total },
      read.length ? 'اعلان خوانده شد' : 'اعلانی با این مشخصات پیدا نشد',
    );
  });

  // `?orders=1` adds other staff's order status changes (`order_status`), for an admin who may read orders.
  app.get('/admin/notifications/stream', { config: { permission: null } }, async (request, reply) => {
    const admin = request.admin;
    const asked = ['1', 'true'].includes(String((request.query as { orders?: unknown }).orders ?? ''));
    await streams.open(reply, {
      adminId: adminId(admin),
      tokenId: request.tokenId,
      contacts: admin !== null && mayReadHomeSection(admin, 'total_unread_contacts'),
      orders: asked && admin !== null && mayReadOrders(admin),
    });
  });
}
