import { permissionsOf, sliderGroupLabel, sliderSortFields } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { readListQuery, registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared, pagedList } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { readIds } from '../../services/catalogue/reference-common.ts';
import { slidersService } from '../../services/content/sliders.ts';

const groupParams = {
  type: 'object',
  required: ['group'],
  properties: { group: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,50}$' } },
} as const;

/**
 * Sliders (shopit-contract.md c): the slides from core's declaration (`sliders`), the groups with
 * their Persian labels (`sliders/groups`), one group's slides in order (`sliders/groups/{group}`)
 * and the order of a group (`POST sliders/sort` with `group` and every id in the new order).
 */
export async function contentSlidersRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const service = slidersService(db);
  const resource = declared('sliders');
  const perms = permissionsOf(resource.permissionStem);

  app.get('/admin/sliders/groups', { config: { permission: perms.read } }, async () =>
    ok(await service.groups()),
  );
  app.get<{ Params: { group: string }; Querystring: Record<string, unknown> }>(
    '/admin/sliders/groups/:group',
    { schema: { params: groupParams }, config: { permission: perms.read } },
    async (request) => {
      const { group } = request.params;
      const query = readListQuery(request.query, resource);
      const { items, total } = await service.group(group, query);
      const meta = { group, group_label: sliderGroupLabel(group) };
      return ok({ ...meta, sliders: pagedList(request, query, items, total) });
    },
  );
  app.post(
    '/admin/sliders/sort',
    { config: { permission: perms.modify, docsBody: fieldsToJsonSchema(sliderSortFields) } },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      // Shopit's screen sends the ids as `orders`.
      const input =
        Object.hasOwn(body, 'orders') && !Object.hasOwn(body, 'ids')
          ? { group: body.group, ids: body.orders }
          : body;
      const { group, ids } = validateBody(input, sliderSortFields);
      const result = await service.sort(String(group), readIds(ids, 'ids', 'ترتیب'), app.ctx.clock());
      return ok({ sliders: result.sliders }, 'ترتیب اسلایدها ذخیره شد');
    },
  );
  registerResourceRoutes(app, resource, service.resource);
}
