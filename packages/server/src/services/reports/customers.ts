import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../http/errors.ts';
import {
  num,
  rangeConditions,
  readInteger,
  readRange,
  rowsOf,
  type SqlRow,
  successfulOrder,
} from './common.ts';

/** One customer's purchases. */
export interface CustomerReportRow {
  customer_id: number;
  name: string;
  mobile: string;
  orders_count: number;
  items_quantity: number;
  total: number;
  last_order_at: Date | string | null;
}

const where = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/** The ranked query for a set of filters, without paging. */
function rankedQuery(filters: Record<string, string>): SQL {
  const range = readRange(filters);
  const orderConditions: SQL[] = [
    successfulOrder(sql`o.status`),
    sql`o.customer_id is not null`,
    ...rangeConditions(sql`o.created_at`, range),
  ];
  const province = readInteger(filters, 'province', 'استان') ?? readInteger(filters, 'province_id', 'استان');
  if (province !== null) orderConditions.push(sql`o.province_id = ${province}`);
  const category = readInteger(filters, 'category_id', 'دسته‌بندی');
  if (category !== null) {
    orderConditions.push(sql`exists (select 1 from order_items i join category_product cp on cp.product_id = i.product_id
      where i.order_id = o.id and i.status = 1 and cp.category_id = ${category})`);
  }
  const brand = readInteger(filters, 'brand_id', 'برند');
  if (brand !== null) {
    orderConditions.push(sql`exists (select 1 from order_items i join products p on p.id = i.product_id
      where i.order_id = o.id and i.status = 1 and p.brand_id = ${brand})`);
  }
  const customerConditions: SQL[] = [];
  const customer = readInteger(filters, 'customer_id', 'شناسه مشتری');
  if (customer !== null) customerConditions.push(sql`c.id = ${customer}`);
  const gender = filters.gender;
  if (gender) {
    if (gender !== 'male' && gender !== 'female') throw validationFailed({ gender: ['جنسیت معتبر نیست.'] });
    customerConditions.push(sql`c.gender = ${gender}`);
  }
  for (const [name, label, column, op] of [
    ['min_total', 'حداقل مجموع خرید', sql`s.total`, sql`>=`],
    ['max_total', 'حداکثر مجموع خرید', sql`s.total`, sql`<=`],
    ['min_count', 'حداقل تعداد سفارش', sql`s.orders_count`, sql`>=`],
    ['max_count', 'حداکثر تعداد سفارش', sql`s.orders_count`, sql`<=`],
  ] as const) {
    const value = readInteger(filters, name, label);
    if (value !== null) customerConditions.push(sql`${column} ${op} ${value}`);
  }
  return sql`with s as (
      select o.customer_id, count(*) as orders_count, sum(o.items_quantity) as items_quantity,
        sum(o.total_amount) as total, max(o.created_at) as last_order_at
      from orders o ${where(orderConditions)}
      group by o.customer_id
    )
    select c.id as customer_id, c.first_name, c.last_name, c.mobile, s.orders_count, s.items_quantity,
      s.total, s.last_order_at
    from s join customers c on c.id = s.customer_id
    ${where(customerConditions)}`;
}

/** A row of the ranked query. */
type Ranked = SqlRow<
  | 'customer_id'
  | 'first_name'
  | 'last_name'
  | 'mobile'
  | 'orders_count'
  | 'items_quantity'
  | 'total'
  | 'last_order_at'
>;
const serialize = (row: Ranked): CustomerReportRow => ({
  customer_id: num(row.customer_id),
  name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
  mobile: String(row.mobile ?? ''),
  orders_count: num(row.orders_count),
  items_quantity: num(row.items_quantity),
  total: num(row.total),
  last_order_at: (row.last_order_at as Date | string | null) ?? null,
});

/**
 * Customers ranked by what they bought (successful online orders only), biggest first, with filters:
 * buy date range, province, category or brand bought, customer, gender, total and count ranges.
 */
export async function customersReport(
  db: Db,
  filters: Record<string, string>,
  page: { limit: number; offset: number } | null,
) {
  const ranked = rankedQuery(filters);
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = await rowsOf<Ranked>(db, sql`${ranked} order by s.total desc, c.id asc ${paging}`);
  const [totals] = await rowsOf<SqlRow<'n' | 'total' | 'orders'>>(
    db,
    sql`select count(*) as n, coalesce(sum(total), 0) as total, coalesce(sum(orders_count), 0) as orders
        from (${ranked}) r`,
  );
  return {
    items: rows.map(serialize),
    total: num(totals?.n),
    sum_total: num(totals?.total),
    sum_orders: num(totals?.orders),
  };
}
