import { htaccessFields } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import type { AuthAdmin } from '../../services/admins.ts';
import { htaccessService } from '../../services/content/htaccess.ts';

/**
 * The storefront's .htaccess (permission `htaccess`): `GET admin/htaccess`, `PUT admin/htaccess`
 * `{content}` (64 KB at most, the replaced text kept), `POST admin/htaccess/undo`.
 */
export async function htaccessRoutes(app: FastifyInstance) {
  const htaccess = htaccessService(app.ctx.db);
  const config = { permission: 'htaccess' };
  const adminId = (request: { admin?: AuthAdmin | null }) => (request.admin as AuthAdmin).id;
  app.get('/admin/htaccess', { config }, async () => ok({ htaccess: await htaccess.get() }));
  app.put(
    '/admin/htaccess',
    { config: { ...config, docsBody: fieldsToJsonSchema(htaccessFields) } },
    async (request) =>
      ok(
        { htaccess: await htaccess.save(request.body, adminId(request), app.ctx.clock()) },
        'فایل htaccess ذخیره شد',
      ),
  );
  app.post('/admin/htaccess/undo', { config }, async (request) =>
    ok(
      { htaccess: await htaccess.undo(adminId(request), app.ctx.clock()) },
      'نسخه قبلی htaccess بازگردانده شد',
    ),
  );
}
