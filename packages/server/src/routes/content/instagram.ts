import { stemPermission } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { instagramService } from '../../services/content/instagram.ts';

/**
 * The social feed (shopit-contract.md c): `GET admin/instagram` lists the cached posts
 * (read_instagram), `PUT admin/instagram` refreshes them from the configured feed (modify_instagram).
 */
export async function instagramRoutes(app: FastifyInstance) {
  const instagram = instagramService(app.ctx.db);
  app.get('/admin/instagram', { config: { permission: stemPermission('instagram', 'read') } }, async () =>
    ok({ instagram: await instagram.list() }),
  );
  app.put('/admin/instagram', { config: { permission: stemPermission('instagram', 'modify') } }, async () =>
    ok(
      { instagram: await instagram.refresh(app.ctx.config.instagramFeedUrl, app.ctx.clock()) },
      'پست‌های اینستاگرام به‌روز شد',
    ),
  );
}
