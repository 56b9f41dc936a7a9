import { permissionsOf, sortIdsFields } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { readIds } from '../../services/catalogue/reference-common.ts';
import { faqsService } from '../../services/content/faqs.ts';
import { pagesService } from '../../services/content/pages.ts';

/** Body keys a sort screen may send the ids under: ours (`ids`) and Shopit's names. */
const SORT_KEYS = ['f_a_qs', 'faqs', 'orders'] as const;

/**
 * Static pages (`pages`) and FAQs (`f_a_qs`, answering `{faqs}`) from core's declarations, and the
 * FAQ order (`POST f_a_qs/sort` with every id in the new order).
 */
export async function contentPagesRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  registerResourceRoutes(app, declared('pages'), pagesService(db));

  const faqs = faqsService(db);
  const faqResource = declared('faqs');
  app.post(
    '/admin/f_a_qs/sort',
    {
      config: {
        permission: permissionsOf(faqResource.permissionStem).modify,
        docsBody: fieldsToJsonSchema(sortIdsFields),
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const alias = SORT_KEYS.find((key) => Object.hasOwn(body, key) && !Object.hasOwn(body, 'ids'));
      const { ids } = validateBody(alias ? { ids: body[alias] } : body, sortIdsFields);
      const result = await faqs.sort(readIds(ids, 'ids', 'ترتیب'), app.ctx.clock());
      return ok({ faqs: result.faqs }, 'ترتیب پرسش‌های متداول ذخیره شد');
    },
  );
  registerResourceRoutes(app, faqResource, faqs.resource);
}
