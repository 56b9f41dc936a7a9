import { LINKABLE_TYPES, menuSortFields, permissionsOf } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { AppError, catalogued } from '../../http/errors.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { findLinkables } from '../../services/content/linkables.ts';
import { menusService } from '../../services/content/menus.ts';

const groupParams = {
  type: 'object',
  required: ['group'],
  properties: { group: { type: 'string', maxLength: 50 } },
} as const;

/**
 * Menus (shopit-contract.md c): `GET menu_items/groups`, one group's tree at `GET menu_items?group=`
 * and `GET menu_items/groups/{group}`, the linkable targets at `GET menu_items/create` (types) and
 * `GET menu_items/linkables?type=&search=` (records), the drag-and-drop `POST menu_items/sort`, and
 * show/create/update/delete from core's declaration. Everything needs the menu permissions.
 */
export async function menusRoutes(app: FastifyInstance) {
  const resource = declared('menu_items');
  const perms = permissionsOf(resource.permissionStem);
  const menus = menusService(app.ctx.db);
  const actor = (request: { admin?: unknown }) => ({
    admin: request.admin as NonNullable<Parameters<typeof menus.sort>[2]['admin']>,
    now: app.ctx.clock(),
  });

  app.get('/admin/menu_items/groups', { config: { permission: perms.read } }, async () => ok(menus.groups()));
  app.get<{ Params: { group: string } }>(
    '/admin/menu_items/groups/:group',
    { schema: { params: groupParams }, config: { permission: perms.read } },
    async (request) =>
      ok({ menu_items: await menus.tree(request.params.group), group: request.params.group }),
  );
  app.get('/admin/menu_items/create', { config: { permission: perms.read } }, async () =>
    ok({
      ...menus.groups(),
      linkable_types: LINKABLE_TYPES.map(({ type, label, needsId }) => ({ type, label, needs_id: needsId })),
    }),
  );
  app.get<{ Querystring: Record<string, unknown> }>(
    '/admin/menu_items/linkables',
    { config: { permission: perms.read } },
    async (request) => {
      const type = typeof request.query.type === 'string' ? request.query.type : '';
      const known = LINKABLE_TYPES.find((entry) => entry.type === type);
      if (!known)
        throw new AppError(422, 'validation_failed', 'نوع مورد پیوندی معتبر نیست.', {
          errors: { type: ['نوع مورد پیوندی معتبر نیست.'] },
        });
      const search = typeof request.query.search === 'string' ? request.query.search : '';
      const linkables = known.needsId ? await findLinkables(app.ctx.db, type, search) : [];
      return ok({ linkables, type, needs_id: known.needsId });
    },
  );
  app.post(
    '/admin/menu_items/sort',
    { config: { permission: perms.modify, docsBody: fieldsToJsonSchema(menuSortFields) } },
    async (request) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw catalogued('invalid_body');
      const input = body as Record<string, unknown>;
      // Shopit's screen sends `group_id`; the group key is accepted under either name.
      const group = input.group ?? input.group_id;
      const [groupField] = menuSortFields;
      validateBody({ group }, groupField ? [groupField] : []);
      const changed = await menus.sort(String(group), input.menu_items, actor(request));
      return ok({ menu_items: await menus.tree(String(group)), changed }, 'ترتیب منو ذخیره شد');
    },
  );
  registerResourceRoutes(app, resource, menus.resource, {
    list: {
      // With a group and no filter: the group's tree; otherwise the flat, paged list (the CLI, the palette).
      async instead(request) {
        const query = request.query as Record<string, unknown>;
        const flat = ['search', 'q', 'status', 'flat'].some((key) => query[key] !== undefined);
        if (typeof query.group === 'string' && query.group !== '' && !flat)
          return ok({ menu_items: await menus.tree(query.group), group: query.group });
        return undefined;
      },
    },
  });
}
