import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoices, orderItems, orders } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';
import { notFound, unauthenticated } from '../../http/errors.ts';
import { serializeAccountOrder, serializeInvoice } from '../../services/checkout/serialize.ts';
import { serializeCustomerProfile } from './serialize.ts';

const orderParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

/** The signed-in customer's own data: the profile, and an order of theirs (404 for anyone else's). */
export async function customerAccountRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/customer/profile', async (request) => {
    if (!request.customer) throw unauthenticated();
    return ok({ customer: await serializeCustomerProfile(db, request.customer) });
  });

  app.get<{ Params: { id: string } }>(
    '/customer/orders/:id',
    { schema: { params: orderParams } },
    async (request) => {
      if (!request.customer) throw unauthenticated();
      const id = Number(request.params.id);
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.customerId, request.customer.id)))
        .limit(1);
      if (!order) throw notFound();
      const items = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, id))
        .orderBy(asc(orderItems.id));
      const bills = await db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, id))
        .orderBy(desc(invoices.id));
      return ok({ order: { ...serializeAccountOrder(order, items), invoices: bills.map(serializeInvoice) } });
    },
  );
}
