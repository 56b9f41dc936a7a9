import { type SQL, sql } from 'drizzle-orm';
import { rangeConditions, successfulOrder } from './common.ts';

const where = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * Sold lines as `(product_id, variety_id, quantity, total)`: active lines of successful online orders
 * (channel 0), in-person sales with refunds counted negative (1), or both (2), in a date range. A line's
 * total is its unit amount × quantity; in-person order-level discounts are not spread over lines.
 */
export function salesLines(channel: 0 | 1 | 2, range: { start: Date | null; end: Date | null }): SQL {
  const online = sql`select i.product_id, i.variety_id, i.quantity, i.amount * i.quantity as total
    from order_items i join orders o on o.id = i.order_id
    ${where([sql`i.status = 1`, successfulOrder(sql`o.status`), ...rangeConditions(sql`o.created_at`, range)])}`;
  const inPerson = sql`select mi.product_id, mi.variety_id,
      case when mi.type = 'refund' then -mi.quantity else mi.quantity end as quantity,
      case when mi.type = 'refund' then -mi.amount * mi.quantity else mi.amount * mi.quantity end as total
    from mini_order_items mi join mini_orders m on m.id = mi.mini_order_id
    ${where(rangeConditions(sql`m.created_at`, range))}`;
  if (channel === 0) return online;
  if (channel === 1) return inPerson;
  return sql`${online} union all ${inPerson}`;
}
