import { orderReportPeriods, REPORT_ORDER_PERIODS, type ReportPeriodType } from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../http/errors.ts';
import { num, periodBucket, rowsOf, type SqlRow, spanOf, successfulOrder } from './common.ts';

/** One period of the orders report. */
export interface OrdersReportRow {
  label: string;
  date: string;
  start: Date;
  end: Date;
  orders_count: number;
  items_quantity: number;
  total_amount: number;
  mini_orders_count: number;
  mini_total: number;
}

const MAX_OFFSET = 1000;

/**
 * Orders per Jalali period (`type=year` by months, `month` by days, `week` Saturday to Friday;
 * `offset` periods back from now): successful online orders (count, items, amount) and in-person
 * sales (count, total), each grouped in one scan.
 */
export async function ordersReport(db: Db, filters: Record<string, string>, now: Date) {
  const type = (filters.type ?? 'month') as ReportPeriodType;
  if (!REPORT_ORDER_PERIODS.some((p) => p.value === type)) {
    throw validationFailed({ type: ['نوع گزارش باید year، month یا week باشد.'] });
  }
  const offsetText = filters.offset ?? '0';
  if (!/^\d{1,4}$/.test(offsetText) || Number(offsetText) > MAX_OFFSET) {
    throw validationFailed({ offset: [`offset باید عددی از ۰ تا ${MAX_OFFSET} باشد.`] });
  }
  const offset = Number(offsetText);
  const { title, periods } = orderReportPeriods(type, offset, now);
  const span = spanOf(periods);
  const from = span.start?.toISOString();
  const to = span.end?.toISOString();
  const online = await rowsOf<SqlRow<'bucket' | 'n' | 'items' | 'total'>>(
    db,
    sql`select ${periodBucket(sql`created_at`, periods)} as bucket, count(*) as n,
          sum(items_quantity) as items, sum(total_amount) as total
        from orders
        where ${successfulOrder(sql`status`)} and created_at >= ${from} and created_at < ${to}
        group by 1`,
  );
  const inPerson = await rowsOf<SqlRow<'bucket' | 'n' | 'total'>>(
    db,
    sql`select ${periodBucket(sql`created_at`, periods)} as bucket, count(*) as n, sum(total) as total
        from mini_orders
        where created_at >= ${from} and created_at < ${to}
        group by 1`,
  );
  const onlineBy = new Map(online.map((row) => [num(row.bucket), row]));
  const inPersonBy = new Map(inPerson.map((row) => [num(row.bucket), row]));
  const data: OrdersReportRow[] = periods.map((period, index) => {
    const o = onlineBy.get(index + 1);
    const m = inPersonBy.get(index + 1);
    return {
      ...period,
      orders_count: num(o?.n),
      items_quantity: num(o?.items),
      total_amount: num(o?.total),
      mini_orders_count: num(m?.n),
      mini_total: num(m?.total),
    };
  });
  const sum = (key: keyof OrdersReportRow) => data.reduce((total, row) => total + Number(row[key]), 0);
  return {
    type,
    offset,
    title,
    data,
    sum_orders: sum('orders_count'),
    sum_total: sum('total_amount'),
    sum_mini_orders: sum('mini_orders_count'),
    sum_mini_total: sum('mini_total'),
  };
}
