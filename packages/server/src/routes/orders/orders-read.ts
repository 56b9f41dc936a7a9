import {
  ORDER_LIMITS,
  orderByIdFields,
  orderPrintFields,
  permissionsOf,
  toAsciiDigits,
} from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { readListQuery } from '../../http/resource-routes.ts';
import { declared, idParams, pagedList } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { listExport } from '../../services/export/list.ts';
import { orderDetail, orderDetails, shopSender } from '../../services/orders/order-detail.ts';
import { listOrders, orderExportBatches } from '../../services/orders/orders-list.ts';
import { orderFormData } from '../../services/orders/staff-orders.ts';

/** The orders resource declared in core (it drives the list's page size and sort keys). */
export function ordersResource() {
  return declared('orders');
}

/** Positive integer ids from a validated `ids` list, or a Persian 422. */
export function readIds(values: { readonly ids?: unknown }, max: number): number[] {
  const list = Array.isArray(values.ids) ? values.ids : [];
  const ids = list.map((value) =>
    typeof value === 'string' ? Number(toAsciiDigits(value).trim() || Number.NaN) : Number(value),
  );
  if (!ids.length || ids.some((id) => !Number.isSafeInteger(id) || id < 1)) {
    throw validationFailed({ ids: ['شناسه‌های سفارش باید عدد صحیح مثبت باشند.'] });
  }
  if (ids.length > max) throw validationFailed({ ids: [`حداکثر ${max} سفارش در هر درخواست.`] });
  return [...new Set(ids)];
}

/** GET orders, GET orders/{id}, POST order/byId, POST orders/print/details, GET orders/create. */
export async function ordersReadRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const resource = ordersResource();
  const perms = permissionsOf(resource.permissionStem);

  app.get<{ Querystring: Record<string, unknown> }>(
    '/admin/orders',
    { config: { permission: perms.read } },
    async (request, reply) => {
      const query = readListQuery(request.query, resource);
      const admin = request.admin;
      if (!admin) throw new Error('orders list reached without an admin');
      // `Accept: x-xlsx` (or ?export=csv|xlsx) downloads the whole filtered list, as every list does.
      const download = listExport(request, reply, {
        resource,
        query,
        now: app.ctx.clock(),
        list: (q) => listOrders(db, q, admin.id),
        batches: () => orderExportBatches(db, query, admin.id) ?? undefined,
      });
      if (download) return download;
      const { items, total, orderStatuses } = await listOrders(db, query, admin.id);
      return ok({ orders: pagedList(request, query, items, total), order_statuses: orderStatuses });
    },
  );

  // The order-create form's data (the latest customers with their mobiles): for those who may create orders.
  app.get('/admin/orders/create', { config: { permission: perms.write } }, async () =>
    ok(await orderFormData(db)),
  );

  app.get<{ Params: { id: string } }>(
    '/admin/orders/:id',
    { schema: { params: idParams }, config: { permission: perms.read } },
    async (request) => {
      const order = await orderDetail(db, Number(request.params.id));
      if (!order) throw notFound();
      return ok({ order });
    },
  );

  app.post(
    '/admin/order/byId',
    { config: { permission: perms.read, docsBody: fieldsToJsonSchema(orderByIdFields) } },
    async (request) => {
      const values = validateBody(request.body, orderByIdFields);
      const order = await orderDetail(db, values.id as number);
      if (!order) throw notFound();
      return ok({ order });
    },
  );

  app.post(
    '/admin/orders/print/details',
    { config: { permission: perms.read, docsBody: fieldsToJsonSchema(orderPrintFields) } },
    async (request) => {
      const ids = readIds(validateBody(request.body, orderPrintFields), ORDER_LIMITS.printMaxIds);
      const [orders, shop] = await Promise.all([orderDetails(db, ids), shopSender(db)]);
      return ok({ orders, shop });
    },
  );
}
