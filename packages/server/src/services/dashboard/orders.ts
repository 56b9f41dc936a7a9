import {
  DASHBOARD_LIMITS,
  type DashboardOrder,
  ORDER_STATUS_VALUES,
  type StatusCounts,
} from '@shop-admin/core';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { customers, orders } from '../../db/schema/index.ts';
import { bucketOf, type DashboardInput, num, spanOf, within } from './shared.ts';

/**
 * `orders_by_status`: parent orders placed on each day of this Jalali week (1 = Saturday … 7 =
 * Friday), counted per status; every status is present, 0 when none.
 */
export async function ordersByStatus({ db, periods }: DashboardInput): Promise<Record<string, StatusCounts>> {
  const day = bucketOf(orders.createdAt, periods.week);
  const rows = await db
    .select({ day, status: orders.status, n: count() })
    .from(orders)
    .where(and(isNull(orders.parentId), within(orders.createdAt, spanOf(periods.week))))
    .groupBy(sql`1`, orders.status);
  const week: Record<string, StatusCounts> = {};
  for (let i = 1; i <= 7; i++) week[String(i)] = Object.fromEntries(ORDER_STATUS_VALUES.map((s) => [s, 0]));
  for (const row of rows) {
    const counts = week[String(num(row.day))];
    if (counts) counts[row.status] = num(row.n);
  }
  return week;
}

/** `last_orders`: the newest parent orders with their customer and total. */
export async function lastOrders({ db }: DashboardInput): Promise<DashboardOrder[]> {
  const rows = await db
    .select({ order: orders, customer: customers })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(isNull(orders.parentId))
    .orderBy(desc(orders.id))
    .limit(DASHBOARD_LIMITS.lastOrders);
  return rows.map(({ order, customer }) => ({
    id: order.id,
    status: order.status,
    receiver: order.address ? `${order.address.first_name} ${order.address.last_name}`.trim() : '',
    total_amount: order.totalAmount,
    items_quantity: order.itemsQuantity,
    created_at: order.createdAt.toISOString(),
    customer: customer
      ? {
          id: customer.id,
          first_name: customer.firstName,
          last_name: customer.lastName,
          mobile: customer.mobile,
        }
      : null,
  }));
}
