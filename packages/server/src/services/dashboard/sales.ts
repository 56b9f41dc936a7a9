import { type InstantRange, ORDER_SUCCESS_STATUSES, type SalesFigure } from '@shop-admin/core';
import { and, count, inArray, isNull, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { bucketOf, type DashboardInput, num, spanOf, within } from './shared.ts';

const successful = inArray(orders.status, [...ORDER_SUCCESS_STATUSES]);

const figureColumns = {
  quantity: sql<string>`coalesce(sum(${orders.itemsQuantity}), 0)`,
  amount: sql<string>`coalesce(sum(${orders.itemsAmount}), 0)`,
  shipping_amount: sql<string>`coalesce(sum(${orders.shippingAmount}), 0)`,
  discount_amount: sql<string>`coalesce(sum(${orders.discountAmount}), 0)`,
};

const toFigure = (row: Record<keyof SalesFigure, unknown> | undefined): SalesFigure => ({
  quantity: num(row?.quantity),
  amount: num(row?.amount),
  shipping_amount: num(row?.shipping_amount),
  discount_amount: num(row?.discount_amount),
});

/** Parent orders in the success group (new, reserved, in_progress, delivered), optionally within a range. */
async function successfulParents({ db }: DashboardInput, range?: InstantRange): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(successful, isNull(orders.parentId), range ? within(orders.createdAt, range) : undefined));
  return row?.n ?? 0;
}

/** `orders_count`: successful parent orders ever. */
export const ordersCount = (input: DashboardInput) => successfulParents(input);

/** `today_orders_count`: successful parent orders placed since Tehran midnight. */
export const todayOrdersCount = (input: DashboardInput) => successfulParents(input, input.periods.today);

/**
 * The sales of a period: every successful order placed in it (child orders too: each is paid on its
 * own), from the totals the order service caches on each order.
 */
async function salesIn({ db }: DashboardInput, range: InstantRange): Promise<SalesFigure> {
  const [row] = await db
    .select(figureColumns)
    .from(orders)
    .where(and(successful, within(orders.createdAt, range)));
  return toFigure(row);
}

/** `sales_amount_by_today`: today's sales in Tehran. */
export const salesAmountByToday = (input: DashboardInput) => salesIn(input, input.periods.today);

/** `sales_amount_by_month`: this Jalali month's sales. */
export const salesAmountByMonth = (input: DashboardInput) => salesIn(input, input.periods.month);

/** `year_statistics`: sales per Jalali month 1..12 of this year, in one grouped query. */
export async function yearStatistics({ db, periods }: DashboardInput): Promise<Record<string, SalesFigure>> {
  const month = bucketOf(orders.createdAt, periods.yearMonths);
  const rows = await db
    .select({ month, ...figureColumns })
    .from(orders)
    .where(and(successful, within(orders.createdAt, spanOf(periods.yearMonths))))
    .groupBy(sql`1`);
  const byMonth = new Map(rows.map((row) => [num(row.month), row]));
  return Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [String(i + 1), toFigure(byMonth.get(i + 1))]),
  );
}
