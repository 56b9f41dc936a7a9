import {
  ORDER_LIMITS,
  orderBulkStatusFields,
  orderCreateFields,
  orderItemAddFields,
  orderItemQuantityFields,
  orderItemStatusFields,
  orderQuoteFields,
  orderStatusChangeFields,
  orderStatusLabel,
  orderUpdateFields,
  permissionsOf,
  toPersianDigits,
} from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { idParams, orNotFound } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { versionedWrite } from '../../http/write-transaction.ts';
import { orderDetail } from '../../services/orders/order-detail.ts';
import {
  addOrderItem,
  setOrderItemStatus,
  updateOrderItemQuantity,
} from '../../services/orders/order-items.ts';
import { changeOrderStatus } from '../../services/orders/order-status.ts';
import {
  createStaffOrder,
  type OrderUpdateInput,
  quoteStaffOrder,
  type StaffOrderInput,
  type StaffOrderQuoteInput,
  updateOrder,
} from '../../services/orders/staff-orders.ts';
import { lockRow } from '../../services/table-service.ts';
import { ordersResource, readIds } from './orders-read.ts';

const itemParams = {
  type: 'object',
  required: ['item'],
  properties: { item: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

function adminIdOf(request: FastifyRequest): number {
  if (!request.admin) throw new Error('an orders route reached without an admin');
  return request.admin.id;
}

/** The order as its GET answers it, read in a write's transaction under the order's row lock. */
const lockedOrder = (id: number) => async (tx: Db) => {
  await lockRow(tx, orders, orders.id, id);
  return orderDetail(tx, id);
};

/** The order of a line, as {@link lockedOrder} (a line never moves to another order). */
const lockedOrderOfItem = (itemId: number) => async (tx: Db) => {
  const [item] = await tx
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  return item ? lockedOrder(item.orderId)(tx) : null;
};

/** Status changes, staff-created orders, order edits and item edits. */
export async function ordersWriteRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;
  const perms = permissionsOf(ordersResource().permissionStem);
  const detailOf = async (id: number) => orNotFound(orderDetail(db, id));
  // Each write on one order honours If-Match under the order's row lock (versionedWrite).
  const modify = { permission: perms.modify, versionChecked: true };

  app.put<{ Params: { id: string } }>(
    '/admin/orders/:id/status',
    {
      schema: { params: idParams },
      config: { ...modify, docsBody: fieldsToJsonSchema(orderStatusChangeFields) },
    },
    async (request) => {
      const values = validateBody(request.body, orderStatusChangeFields);
      const orderId = Number(request.params.id);
      const result = await versionedWrite(app, request, lockedOrder(orderId), (tx) =>
        changeOrderStatus(ctx, tx.db, {
          orderId,
          status: values.status as string,
          description: (values.description as string | undefined) || null,
          noCharge: values.no_charge === true,
          adminId: tx.admin.id,
          now: tx.now,
        }),
      );
      return ok(
        {
          order: await detailOf(result.order.id),
          effects: result.effects,
          refunded: result.refunded,
          charged: result.charged,
        },
        `وضعیت سفارش به «${orderStatusLabel(result.order.status)}» تغییر کرد.`,
      );
    },
  );

  app.post(
    '/admin/orders/status/changes',
    { config: { permission: perms.modify, docsBody: fieldsToJsonSchema(orderBulkStatusFields) } },
    async (request) => {
      const values = validateBody(request.body, orderBulkStatusFields);
      const ids = readIds(values, ORDER_LIMITS.bulkMaxIds);
      const status = values.status as string;
      const adminId = adminIdOf(request);
      // Each order changes in its own transaction: one refused order (already shipped, canceled …)
      // does not hold back the others, and the report says which and why.
      const results: { id: number; success: boolean; status: string | null; message: string }[] = [];
      for (const id of ids) {
        try {
          const result = await changeOrderStatus(ctx, db, {
            orderId: id,
            status,
            description: (values.description as string | undefined) || null,
            adminId,
            now: ctx.clock(),
          });
          results.push({ id, success: true, status: result.order.status, message: '' });
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          results.push({ id, success: false, status: null, message: error.message });
        }
      }
      const changed = results.filter((r) => r.success).length;
      const refusedCount = results.length - changed;
      const message = `${toPersianDigits(changed)} سفارش «${orderStatusLabel(status)}» شد${refusedCount ? `؛ ${toPersianDigits(refusedCount)} سفارش تغییر نکرد.` : '.'}`;
      if (!changed) {
        throw new AppError(422, 'bulk_status_refused', message, {
          errors: Object.fromEntries(results.map((r) => [`ids.${r.id}`, [r.message]])),
          data: { results },
        });
      }
      return ok({ results, changed, refused: refusedCount }, message);
    },
  );

  app.post(
    '/admin/orders',
    { config: { permission: perms.write, docsBody: fieldsToJsonSchema(orderCreateFields) } },
    async (request, reply) => {
      const values = validateBody(request.body, orderCreateFields) as unknown as StaffOrderInput;
      const order = await createStaffOrder(ctx, db, values, adminIdOf(request), ctx.clock());
      return reply.status(201).send(ok({ order: await detailOf(order.id) }, 'سفارش با موفقیت ثبت شد'));
    },
  );

  app.post(
    '/admin/orders/quote',
    { config: { permission: perms.write, docsBody: fieldsToJsonSchema(orderQuoteFields) } },
    async (request) => {
      const values = validateBody(request.body, orderQuoteFields) as unknown as StaffOrderQuoteInput;
      return ok({ quote: await quoteStaffOrder(db, values, ctx.clock()) });
    },
  );

  app.put<{ Params: { id: string } }>(
    '/admin/orders/:id',
    {
      schema: { params: idParams },
      config: { ...modify, docsBody: fieldsToJsonSchema(orderUpdateFields) },
    },
    async (request) => {
      const values = validateBody(request.body, orderUpdateFields, { partial: true }) as OrderUpdateInput;
      const orderId = Number(request.params.id);
      const order = await versionedWrite(app, request, lockedOrder(orderId), (tx) =>
        updateOrder(tx.db, orderId, values, { adminId: tx.admin.id, now: tx.now }),
      );
      return ok({ order: await detailOf(order.id) }, 'سفارش با موفقیت ویرایش شد');
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/orders/:id/items',
    {
      schema: { params: idParams },
      config: {
        permission: perms.write,
        versionChecked: true,
        docsBody: fieldsToJsonSchema(orderItemAddFields),
      },
    },
    async (request, reply) => {
      const values = validateBody(request.body, orderItemAddFields);
      const id = Number(request.params.id);
      const { orderId } = await versionedWrite(app, request, lockedOrder(id), (tx) =>
        addOrderItem(ctx, tx.db, {
          orderId: id,
          varietyId: values.variety_id as number,
          productId: (values.product_id as number | undefined) ?? null,
          quantity: values.quantity as number,
          adminId: tx.admin.id,
          now: tx.now,
        }),
      );
      return reply.status(201).send(ok({ order: await detailOf(orderId) }, 'کالا به سفارش اضافه شد'));
    },
  );

  app.put<{ Params: { item: string } }>(
    '/admin/orders/items/:item',
    {
      schema: { params: itemParams },
      config: { ...modify, docsBody: fieldsToJsonSchema(orderItemQuantityFields) },
    },
    async (request) => {
      const values = validateBody(request.body, orderItemQuantityFields);
      const itemId = Number(request.params.item);
      const { orderId } = await versionedWrite(app, request, lockedOrderOfItem(itemId), (tx) =>
        updateOrderItemQuantity(ctx, tx.db, {
          itemId,
          quantity: values.quantity as number,
          varietyId: (values.variety_id as number | undefined) ?? null,
          adminId: tx.admin.id,
          now: tx.now,
        }),
      );
      return ok({ order: await detailOf(orderId) }, 'تعداد کالا ویرایش شد');
    },
  );

  app.put<{ Params: { item: string } }>(
    '/admin/orders/items/:item/status',
    {
      schema: { params: itemParams },
      config: { ...modify, docsBody: fieldsToJsonSchema(orderItemStatusFields) },
    },
    async (request) => {
      const values = validateBody(request.body, orderItemStatusFields);
      const active = values.status === true;
      const itemId = Number(request.params.item);
      const { orderId } = await versionedWrite(app, request, lockedOrderOfItem(itemId), (tx) =>
        setOrderItemStatus(ctx, tx.db, { itemId, active, adminId: tx.admin.id, now: tx.now }),
      );
      return ok({ order: await detailOf(orderId) }, active ? 'کالا به سفارش برگشت' : 'کالا از سفارش حذف شد');
    },
  );
}
