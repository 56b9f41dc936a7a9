import { htaccessFields } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { routePermission } from '../../http/route-kit.ts';
import type { AuthAdmin } from '../../services/admins.ts';
import { htaccessService } from '../../services/content/htaccess.ts';

/**
 * The storefront's .htaccess (permission `htaccess`): `GET admin/htaccess`, `PUT admin/htaccess`
 * `{content}` (64 KB at most, the replaced text kept), `POST admin/htaccess/undo`. Shopit's own shape
 * is served too: the GET answer carries the text as `data`, and `POST admin/htaccess {data}` saves.
 */
export async function htaccessRoutes(app: FastifyInstance) {
  const htaccess = htaccessService(app.ctx.db);
  const config = { permission: routePermission('system.htaccess') };
  const adminId = (request: { admin?: AuthAdmin | null }) => (request.admin as AuthAdmin).id;
  app.get('/admin/htaccess', { config }, async () => {
    const current = await htaccess.get();
    return ok({ htaccess: current, data: current.content });
  });
  const save = async (body: unknown, request: { admin?: AuthAdmin | null }) =>
    ok({ htaccess: await htaccess.save(body, adminId(request), app.ctx.clock()) }, 'فایل htaccess ذخیره شد');
  app.put(
    '/admin/htaccess',
    { config: { ...config, docsBody: fieldsToJsonSchema(htaccessFields) } },
    async (request) => save(request.body, request),
  );
  app.post('/admin/htaccess', { config }, async (request) => {
    const body = request.body as { data?: unknown } | null;
    return save({ content: body && typeof body === 'object' ? body.data : undefined }, request);
  });
  app.post('/admin/htaccess/undo', { config }, async (request) =>
    ok(
      { htaccess: await htaccess.undo(adminId(request), app.ctx.clock()) },
      'نسخه قبلی htaccess بازگردانده شد',
    ),
  );
}
