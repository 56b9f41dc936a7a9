import { miniOrderFields } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared, routePermission } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import type { ResourceService, WriteValues } from '../../services/resource-service.ts';
import { miniOrdersReader, type serializeMiniOrder } from '../../services/shop/mini-orders-read.ts';
import { miniOrdersWriter, type NewMiniOrder } from '../../services/shop/mini-orders-write.ts';
import { tillCatalogue } from '../../services/shop/till-catalogue.ts';

/**
 * The in-person shop (Shopit "mini orders"): the list (40 a page, `read_mini_order`), one sale, a new
 * sale at the till (`mini_order`; a discount also needs `discount_mini_order`), deleting a sale
 * (`delete_mini_order`), and the till's variety and customer lookups (`mini_order`, as the till).
 */
export async function shopRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const reader = miniOrdersReader(db);
  const writer = miniOrdersWriter(db, app.ctx.stock, app.ctx.notifications);

  app.get<{ Querystring: { barcode?: string; id?: string } }>(
    '/admin/mini_orders/search',
    { config: { permission: routePermission('shop.create') } },
    async (request) => ok({ variety: await reader.findVariety(request.query, app.ctx.clock()) }),
  );
  // Issue 33: the catalogue the till keeps on the device, whole or changed since the last refresh.
  app.get<{ Querystring: { since?: string } }>(
    '/admin/mini_orders/catalogue',
    { config: { permission: routePermission('shop.create') } },
    async (request) => ok(await tillCatalogue(db, request.query, app.ctx.clock())),
  );
  app.get<{ Querystring: { mobile?: string } }>(
    '/admin/mini_orders/customer-search',
    { config: { permission: routePermission('shop.create') } },
    async (request) => ok(await reader.customerStats(String(request.query.mobile ?? ''))),
  );

  const service: ResourceService<ReturnType<typeof serializeMiniOrder>, WriteValues, 'mini_orders'> = {
    resourceName: 'mini_orders',
    list: (query) => reader.list(query),
    get: (id, tx) => reader.get(id, tx),
    create: () => Promise.reject(new Error('in-person sales are created by POST mini_orders')),
    update: () => Promise.reject(new Error('in-person sales are not edited')),
    remove: (id, ctx) => writer.remove(id, ctx.admin, ctx.now, ctx.db),
  };
  registerResourceRoutes(app, declared('mini_orders'), service);

  app.post(
    '/admin/mini_orders',
    { config: { permission: routePermission('shop.create'), docsBody: fieldsToJsonSchema(miniOrderFields) } },
    async (request, reply) => {
      if (!request.admin) throw new Error('mini order route reached without an admin');
      const values = validateBody(request.body, miniOrderFields) as NewMiniOrder;
      const { id, replayed } = await writer.create(values, request.admin, app.ctx.clock());
      // The same client id again (a retry, a second tab) answers the sale it recorded, with 200.
      return reply
        .status(replayed ? 200 : 201)
        .send(
          ok(
            { mini_order: await reader.get(id) },
            replayed ? 'این فروش پیش‌تر ثبت شده بود' : 'فروش حضوری با موفقیت ثبت شد',
          ),
        );
    },
  );
}
