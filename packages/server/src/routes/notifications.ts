import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { unauthenticated, validationFailed } from '../http/errors.ts';
import { mayReadHomeSection } from '../services/home.ts';
import { latestNotifications, parseNotificationCursor } from '../services/notification-rows.ts';
import { createNotificationStreams } from '../services/notification-stream.ts';

const listSchema = {
  querystring: {
    type: 'object',
    properties: { last_created_at: { type: 'string', maxLength: 40 } },
  },
} as const;

/**
 * The signed-in admin's own notifications (shopit-contract.md c): the list by `last_created_at`
 * cursor, mark-all-read, and the live stream. Any signed-in admin; nobody sees another's rows.
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

  app.post('/admin/notifications/read', { config: { permission: null } }, async (request) => {
    await app.ctx.notifications.markAllRead(adminId(request.admin));
    return ok('', 'همه اعلان‌ها خوانده شد');
  });

  app.get('/admin/notifications/stream', { config: { permission: null } }, async (request, reply) => {
    const admin = request.admin;
    await streams.open(reply, {
      adminId: adminId(admin),
      tokenId: request.tokenId,
      contacts: admin !== null && mayReadHomeSection(admin, 'total_unread_contacts'),
    });
  });
}
