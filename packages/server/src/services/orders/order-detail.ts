import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  admins,
  coupons,
  customers,
  invoices,
  orderItems,
  orderStatusLogs,
  orders,
  payments,
  settings,
  shippings,
} from '../../db/schema/index.ts';
import { orderCustomer, serializeOrderItem, serializeOrderRow } from './order-serialize.ts';
import { childTotals } from './orders-list.ts';

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const list = out.get(key(row)) ?? [];
    list.push(row);
    out.set(key(row), list);
  }
  return out;
};

/**
 * Orders with everything the detail screen and the invoice print need, loaded in a fixed number of
 * queries whatever the count: active items (child orders' merged in, each with its variety snapshot),
 * removed items, child orders, status logs with the admins' names, invoices with their payments, the
 * customer, shipping method, coupon and totals. Answers in the order of `ids`; unknown ids are left out.
 */
export async function orderDetails(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ order: orders, customer: customers, shipping: shippings, coupon: coupons })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(shippings, eq(shippings.id, orders.shippingId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(or(inArray(orders.id, [...ids]), inArray(orders.parentId, [...ids])));
  const parents = rows.filter((row) => ids.includes(row.order.id));
  const familyIds = rows.map((row) => row.order.id);
  const rootOf = new Map(
    rows.map((row) => [
      row.order.id,
      ids.includes(row.order.id) ? row.order.id : (row.order.parentId ?? row.order.id),
    ]),
  );
  const [items, logs, invoiceRows, children] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, familyIds)).orderBy(asc(orderItems.id)),
    db
      .select({ log: orderStatusLogs, adminName: admins.name })
      .from(orderStatusLogs)
      .leftJoin(admins, eq(admins.id, orderStatusLogs.adminId))
      .where(inArray(orderStatusLogs.orderId, [...ids]))
      .orderBy(asc(orderStatusLogs.id)),
    db.select().from(invoices).where(inArray(invoices.orderId, familyIds)).orderBy(asc(invoices.id)),
    childTotals(db, ids),
  ]);
  const paymentRows = invoiceRows.length
    ? await db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.invoiceId,
            invoiceRows.map((invoice) => invoice.id),
          ),
        )
        .orderBy(asc(payments.id))
    : [];
  const itemsByRoot = groupBy(items, (item) => rootOf.get(item.orderId));
  const logsByOrder = groupBy(logs, (row) => row.log.orderId);
  const invoicesByRoot = groupBy(invoiceRows, (invoice) => rootOf.get(invoice.orderId));
  const paymentsByInvoice = groupBy(paymentRows, (payment) => payment.invoiceId);
  const childRows = groupBy(
    rows.filter((row) => !ids.includes(row.order.id)),
    (row) => row.order.parentId,
  );
  const byId = new Map(parents.map((row) => [row.order.id, row]));

  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { order, customer, shipping, coupon } = row;
    const lines = itemsByRoot.get(id) ?? [];
    const active = lines.filter((item) => item.status === 1);
    const base = serializeOrderRow(order, customer, children.get(id));
    return [
      {
        ...base,
        customer: orderCustomer(customer),
        shipping: shipping ? { id: shipping.id, name: shipping.name, logo: shipping.logo } : null,
        coupon: coupon ? { id: coupon.id, code: coupon.code, title: coupon.title } : null,
        items: active.map(serializeOrderItem),
        removed_items: lines.filter((item) => item.status !== 1).map(serializeOrderItem),
        childs: (childRows.get(id) ?? []).map((child) => serializeOrderRow(child.order, child.customer)),
        order_logs: (logsByOrder.get(id) ?? []).map(({ log, adminName }) => ({
          id: log.id,
          from_status: log.fromStatus,
          status: log.status,
          description: log.description,
          admin: log.adminId ? { id: log.adminId, name: adminName } : null,
          created_at: log.createdAt,
        })),
        invoices: (invoicesByRoot.get(id) ?? []).map((invoice) => ({
          id: invoice.id,
          order_id: invoice.orderId,
          amount: invoice.amount,
          type: invoice.type,
          wallet_amount: invoice.walletAmount,
          status: invoice.status,
          status_detail: invoice.statusDetail,
          created_at: invoice.createdAt,
          payments: (paymentsByInvoice.get(invoice.id) ?? []).map((payment) => ({
            id: payment.id,
            gateway: payment.gateway,
            transaction_id: payment.transactionId,
            tracking_code: payment.trackingCode,
            amount: payment.amount,
            status: payment.status,
            created_at: payment.createdAt,
          })),
        })),
        totals: {
          items_amount: active.reduce((sum, item) => sum + item.amount * item.quantity, 0),
          items_discount: active.reduce((sum, item) => sum + item.discountAmount * item.quantity, 0),
          shipping_amount: order.shippingAmount,
          discount_amount: order.discountAmount,
          total_amount: base.total_amount,
          paid_amount: base.paid_amount,
          due_amount: Math.max(0, base.total_amount - base.paid_amount),
        },
      },
    ];
  });
}

export type OrderDetail = Awaited<ReturnType<typeof orderDetails>>[number];

/** One order with everything (GET admin/orders/{id}), or null. */
export async function orderDetail(db: Db, id: number): Promise<OrderDetail | null> {
  return (await orderDetails(db, [id]))[0] ?? null;
}

/** The shop's sender details for invoices and parcel labels (settings group shop_info and general). */
export async function shopSender(db: Db) {
  const names = ['shop_name', 'logo', 'shop_telephone', 'shop_address', 'shop_postal_code'];
  const rows = await db
    .select({ name: settings.name, value: settings.value })
    .from(settings)
    .where(inArray(settings.name, names));
  const value = (name: string) => rows.find((row) => row.name === name)?.value ?? null;
  return {
    name: value('shop_name'),
    logo: value('logo'),
    telephone: value('shop_telephone'),
    address: value('shop_address'),
    postal_code: value('shop_postal_code'),
  };
}
