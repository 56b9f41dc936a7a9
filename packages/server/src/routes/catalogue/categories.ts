import { permissionsOf } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { catalogued } from '../../http/errors.ts';
import { readListQuery, registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared } from '../../http/route-kit.ts';
import { recordAudit } from '../../services/audit/record.ts';
import { categoriesService } from '../../services/catalogue/categories.ts';

/** Query keys that turn the index from the whole tree into a flat list of matches. */
const FLAT_KEYS = ['search', 'q', 'status', 'special', 'show_in_home', 'parent_id', 'level', 'flat'];

const sortBody = {
  type: 'object',
  properties: {
    categories: {
      type: 'array',
      title: 'درخت دسته‌بندی‌ها',
      description: 'گره‌ها به ترتیب نمایش: [{id, children: [...]}]، حداکثر ۱۰ سطح',
      items: { type: 'object', properties: { id: { type: 'integer' }, children: { type: 'array' } } },
    },
  },
  required: ['categories'],
} as const;

/**
 * Categories: the index returns the whole tree (`{categories: [{…, children: [...]}]}`), or with a
 * search or filter a flat list; show, create, update and delete from core's declaration; and the
 * drag-and-drop sort at Shopit's `POST category/sort` (and `categories/sort`).
 */
export async function categoriesRoutes(app: FastifyInstance) {
  const resource = declared('categories');
  const perms = permissionsOf(resource.permissionStem);
  const categories = categoriesService(app.ctx.db);

  registerResourceRoutes(app, resource, categories.resource, {
    list: {
      // The tree, or with a filter every matching category flat (never paged, as Shopit's screen reads it).
      async instead(request) {
        const query = request.query as Record<string, unknown>;
        const flat = FLAT_KEYS.some((key) => query[key] !== undefined && query[key] !== '');
        if (!flat) return ok({ categories: await categories.tree() });
        const { items } = await categories.resource.list(readListQuery(query, resource));
        return ok({ categories: items });
      },
    },
  });

  for (const url of ['/admin/category/sort', '/admin/categories/sort']) {
    app.post(url, { config: { permission: perms.modify, docsBody: sortBody } }, async (request) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw catalogued('invalid_body');
      const before = await categories.tree();
      const changed = await categories.sort((body as { categories?: unknown }).categories, {
        admin: request.admin as NonNullable<typeof request.admin>,
        now: app.ctx.clock(),
      });
      const after = await categories.tree();
      await recordAudit(app.ctx.db, {
        entity: 'categories',
        entityId: 'tree',
        action: 'sort',
        before,
        after,
      });
      return ok({ categories: after, changed }, 'ترتیب دسته‌بندی‌ها ذخیره شد');
    });
  }
}
