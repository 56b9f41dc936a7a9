import {
  isOrderStatus,
  normalizePersian,
  ORDER_NOTIFICATION_TYPE,
  ORDER_STATUS_VALUES,
  ORDER_UNREAD_RULE,
  toAsciiDigits,
  toPersianDigits,
} from '@shop-admin/core';
import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { foldedPersian, likeLiteral } from '../../db/persian-sql.ts';
import { customers, notifications, orderItems, orderStatusDeltas, orders } from '../../db/schema/index.ts';
import { refused } from '../../http/errors.ts';
import { type ExportBatches, keysetBatches } from '../export/sources.ts';
import { onePage } from '../list-page.ts';
import { ADMIN_NOTIFIABLE } from '../notifications/notification-rows.ts';
import type { ListQuery } from '../resource-service.ts';
import { readDateFilter } from '../table-service.ts';
import { type OrderListRow, serializeOrderRow } from './order-serialize.ts';

/** The most orders `all=1` returns; past it the list asks for a filter instead of truncating. */
export const ORDERS_ALL_MAX = 2000;

const ID = /^\d{1,15}$/;

/** What the orders list answers: the page, the total, and the per-status counts. */
export interface OrdersListResult {
  items: OrderListRow[];
  total: number;
  orderStatuses: Record<string, number>;
}

/**
 * The where-clause of the orders list for one admin, without the status filter (the per-status counts
 * share it). Parents only; each Shopit filter; `unread=1` per core's ORDER_UNREAD_RULE.
 */
export function orderListConditions(filters: Record<string, string>, adminId: number): SQL[] {
  const where: SQL[] = [isNull(orders.parentId)];
  const value = (key: string) => {
    const raw = filters[key];
    return raw === undefined ? '' : toAsciiDigits(raw).trim();
  };
  const idOf = (key: string): number | null => {
    const text = value(key);
    if (!text) return null;
    if (!ID.test(text)) throw refused('invalid_filter', `مقدار فیلتر ${key} باید شناسه عددی باشد.`, key);
    return Number(text);
  };
  const id = idOf('id');
  if (id !== null) where.push(eq(orders.id, id));
  const customerId = idOf('customer_id');
  if (customerId !== null) where.push(eq(orders.customerId, customerId));
  const tracking = value('tracking_code');
  if (tracking) where.push(eq(orders.trackingCode, tracking));
  for (const key of ['first_name', 'last_name'] as const) {
    const name = normalizePersian(filters[key] ?? '');
    if (!name) continue;
    const needle = `%${likeLiteral(name)}%`;
    // receiver (trigram-indexed) narrows; the snapshot's own field makes first vs last exact.
    where.push(sql`${orders.receiver} like ${needle}`);
    where.push(sql`${foldedPersian(sql`${orders.address}->>${key}`)} like ${needle}`);
  }
  for (const [key, column, jsonKey] of [
    ['province', orders.provinceId, 'province'],
    ['city', orders.cityId, 'city'],
  ] as const) {
    const text = value(key);
    if (!text) continue;
    if (ID.test(text)) where.push(eq(column, Number(text)));
    else {
      const needle = `%${likeLiteral(normalizePersian(text))}%`;
      where.push(sql`${foldedPersian(sql`${orders.address}->${jsonKey}->>'name'`)} like ${needle}`);
    }
  }
  for (const [key, column] of [
    ['product_id', orderItems.productId],
    ['variety_id', orderItems.varietyId],
  ] as const) {
    const itemId = idOf(key);
    if (itemId === null) continue;
    // Items of child orders count for their parent.
    where.push(
      sql`${orders.id} in (select coalesce(o2.parent_id, o2.id) from ${orderItems} join ${orders} o2 on o2.id = ${orderItems.orderId} where ${column} = ${itemId} and ${orderItems.status} = 1)`,
    );
  }
  const start = filters.start_date ? readDateFilter(filters.start_date, 'start') : null;
  const end = filters.end_date ? readDateFilter(filters.end_date, 'end') : null;
  if (filters.start_date && !start) throw refused('invalid_filter', 'تاریخ شروع معتبر نیست.', 'start_date');
  if (filters.end_date && !end) throw refused('invalid_filter', 'تاریخ پایان معتبر نیست.', 'end_date');
  if (start) where.push(gte(orders.createdAt, start));
  if (end) where.push(lt(orders.createdAt, end));
  if (['1', 'true'].includes(value('unread'))) {
    where.push(eq(orders.status, ORDER_UNREAD_RULE.status));
    where.push(
      sql`${orders.id} in (select (${notifications.data}->>'order_id')::bigint from ${notifications} where ${notifications.notifiableType} = ${ADMIN_NOTIFIABLE} and ${notifications.notifiableId} = ${adminId} and ${notifications.type} = ${ORDER_NOTIFICATION_TYPE} and ${notifications.readAt} is null and ${notifications.data}->>'order_id' ~ '^[0-9]{1,15}$')`,
    );
  }
  const search = filters.search ?? filters.q;
  if (search?.trim()) where.push(searchCondition(search));
  return where;
}

/** `search`: an order number, tracking code or buyer's mobile when digits; else the receiver's name. */
function searchCondition(search: string): SQL {
  const text = toAsciiDigits(search).trim();
  if (/^\d+$/.test(text)) {
    const options: SQL[] = [sql`${orders.trackingCode} = ${text}`];
    if (text.length <= 15) options.push(sql`${orders.id} = ${Number(text)}`);
    if (/^09\d{9}$/.test(text)) {
      // ARRAY(…) is evaluated once, so `= any` stays an index condition (a plain IN-subquery inside the
      // OR turned the whole filter into a sequential scan at a million orders).
      options.push(
        sql`${orders.customerId} = any(array(select ${customers.id} from ${customers} where ${customers.mobile} = ${text}))`,
        // A guest order placed with a customer's mobile has no customer until they sign in: its buyer's
        // mobile is on its address (checkout/guest-orders.ts); `customer_id is null` keeps it on the index.
        sql`(${orders.customerId} is null and ${orders.address}->>'buyer_mobile' = ${text})`,
      );
    }
    return sql`(${sql.join(options, sql` or `)})`;
  }
  return sql`${orders.receiver} like ${`%${likeLiteral(normalizePersian(search))}%`}`;
}

/** The filters that narrow the list (besides status); any of them set means the counts are counted. */
const NARROWING = [
  'id',
  'customer_id',
  'tracking_code',
  'first_name',
  'last_name',
  'province',
  'city',
  'product_id',
  'variety_id',
  'start_date',
  'end_date',
  'search',
  'q',
] as const;

function isUnfiltered(filters: Record<string, string>): boolean {
  if (['1', 'true'].includes((filters.unread ?? '').trim())) return false;
  return NARROWING.every((key) => !filters[key]?.trim());
}

const SORTS: Record<string, AnyPgColumn> = {
  id: orders.id,
  created_at: orders.createdAt,
  total_amount: orders.totalAmount,
  status: orders.status,
};

/**
 * The orders list (GET admin/orders): parent orders matching the filters, newest first (or `sort_by`),
 * a page of them with their customer, the total, and `order_statuses` (count per status for the same
 * filters without the status filter). The total is taken from those counts, so the list costs the page
 * query plus one grouped count.
 */
export async function listOrders(db: Db, query: ListQuery, adminId: number): Promise<OrdersListResult> {
  const base = orderListConditions(query.filters, adminId);
  const statusFilter = toAsciiDigits(query.filters.status ?? '').trim();
  if (statusFilter && !isOrderStatus(statusFilter)) {
    throw refused('invalid_filter', `وضعیت «${statusFilter}» معتبر نیست.`, 'status');
  }
  // Without filters the counts come from the trigger-written ledger (a few rows) instead of counting
  // every parent order.
  const counted = isUnfiltered(query.filters)
    ? await ledgerCounts(db)
    : await db
        .select({ status: orders.status, count: sql<string>`count(*)` })
        .from(orders)
        .where(and(...base))
        .groupBy(orders.status);
  const orderStatuses: Record<string, number> = Object.fromEntries(ORDER_STATUS_VALUES.map((s) => [s, 0]));
  for (const row of counted) orderStatuses[row.status] = Number(row.count);
  const total = statusFilter
    ? (orderStatuses[statusFilter] ?? 0)
    : Object.values(orderStatuses).reduce((sum, n) => sum + n, 0);
  if ((query.page.all || query.page.whole) && total > ORDERS_ALL_MAX) {
    throw refused(
      'too_many',
      `${toPersianDigits(total)} سفارش با این فیلترها پیدا شد؛ برای دریافت همه با هم حداکثر ${toPersianDigits(ORDERS_ALL_MAX)} سفارش مجاز است. فیلتر کنید یا صفحه‌به‌صفحه بگیرید.`,
      'all',
    );
  }
  const where = statusFilter ? [...base, eq(orders.status, statusFilter)] : base;
  // Newest first is id order, except under a date range: there the created_at index walks the range
  // directly, where an id-order walk would skip every newer order first (ids and dates rise together).
  const dated = Boolean(query.filters.start_date || query.filters.end_date);
  const sortColumn = SORTS[query.sortBy ?? (dated ? 'created_at' : 'id')] ?? orders.id;
  const direction = query.sortBy ? (query.sortDesc ? desc : asc) : desc;
  const pageQuery = orderRows(db, where).orderBy(direction(sortColumn), desc(orders.id));
  const rows = total === 0 ? [] : await onePage(pageQuery.$dynamic(), query.page);
  return { items: await serializeOrderRows(db, rows), total, orderStatuses };
}

/** Orders with their customers, for the list and its download. */
const orderRows = (db: Db, where: SQL[]) =>
  db
    .select({ order: orders, customer: customers })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(and(...where));

async function serializeOrderRows(
  db: Db,
  rows: { order: typeof orders.$inferSelect; customer: typeof customers.$inferSelect | null }[],
): Promise<OrderListRow[]> {
  const children = await childTotals(
    db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) => serializeOrderRow(row.order, row.customer, children.get(row.order.id)));
}

/**
 * The whole filtered list for a download, newest first, in keyset batches (`id < last`), so a
 * million-order export costs the same per row as its first page. Null when the list is sorted by
 * another column: the download then pages like the list.
 */
export function orderExportBatches(
  db: Db,
  query: ListQuery,
  adminId: number,
): ExportBatches<OrderListRow> | null {
  if (query.sortBy && query.sortBy !== 'id') return null;
  const where = orderListConditions(query.filters, adminId);
  const status = toAsciiDigits(query.filters.status ?? '').trim();
  if (status && !isOrderStatus(status)) {
    throw refused('invalid_filter', `وضعیت «${status}» معتبر نیست.`, 'status');
  }
  if (status) where.push(eq(orders.status, status));
  return keysetBatches(
    async (after: number | null, size) => {
      const rows = await orderRows(db, after === null ? where : [...where, lt(orders.id, after)])
        .orderBy(desc(orders.id))
        .limit(size);
      return serializeOrderRows(db, rows);
    },
    (row) => row.id,
  );
}

/** Delta rows past which a read folds the ledger into one row per status. */
const LEDGER_FOLD_AT = 512;

/**
 * Parent orders per status from the trigger-written ledger (`order_status_deltas`): a sum over a few
 * hundred rows at most, however many orders there are. When the rows pile up, they are folded into one
 * per status in a single statement (rows appended meanwhile by other transactions are left alone).
 */
async function ledgerCounts(db: Db): Promise<{ status: string; count: string }[]> {
  const rows = await db
    .select({
      status: orderStatusDeltas.status,
      count: sql<string>`sum(${orderStatusDeltas.count})`,
      rows: sql<string>`count(*)`,
    })
    .from(orderStatusDeltas)
    .groupBy(orderStatusDeltas.status);
  if (rows.reduce((sum, row) => sum + Number(row.rows), 0) > LEDGER_FOLD_AT)
    await compactOrderStatusCounts(db);
  return rows;
}

/** Folds the status-count ledger into one row per status (the totals stay the same). */
export async function compactOrderStatusCounts(db: Db): Promise<void> {
  await db.execute(
    sql`with gone as (delete from ${orderStatusDeltas} returning status, count) insert into ${orderStatusDeltas} (status, count) select status, sum(count) from gone group by status having sum(count) <> 0`,
  );
}

/** Items count and amount of each parent's child orders (follow-up purchases), by parent id. */
export async function childTotals(db: Db, parentIds: readonly number[]) {
  const out = new Map<number, { itemsCount: number; totalAmount: number; paidAmount: number }>();
  if (!parentIds.length) return out;
  const rows = await db
    .select({
      parentId: orders.parentId,
      itemsCount: sql<string>`sum(${orders.itemsCount})`,
      totalAmount: sql<string>`sum(${orders.totalAmount})`,
      paidAmount: sql<string>`sum(${orders.paidAmount})`,
    })
    .from(orders)
    .where(inArray(orders.parentId, [...parentIds]))
    .groupBy(orders.parentId);
  for (const row of rows) {
    if (row.parentId === null) continue;
    out.set(row.parentId, {
      itemsCount: Number(row.itemsCount),
      totalAmount: Number(row.totalAmount),
      paidAmount: Number(row.paidAmount),
    });
  }
  return out;
}
