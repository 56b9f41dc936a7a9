import { STORE_TRANSACTION_TYPES, toAsciiDigits, varietyTitle } from '@shop-admin/core';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { colors, products, stores, storeTransactions, varieties } from '../../db/schema/index.ts';
import { validationFailed } from '../../http/errors.ts';
import { onePage } from '../list-page.ts';
import type { ListQuery } from '../resource-service.ts';
import { readDateFilter } from '../table-service.ts';
import { varietySearchCondition } from './products-query.ts';
import { serializeStore, serializeStoreTransaction } from './stock.ts';
import { varietyAttributes } from './varieties-read.ts';

const TYPES = new Set<string>(STORE_TRANSACTION_TYPES.map((t) => t.value));

/** Reads numeric filters (any digit script); a bad one is a 422 naming it. */
function numbers(filters: Record<string, string>, labels: Record<string, string>) {
  const out: Record<string, number> = {};
  const errors: Record<string, string[]> = {};
  for (const [key, label] of Object.entries(labels)) {
    const raw = filters[key];
    if (raw === undefined || raw.trim() === '') continue;
    const value = toAsciiDigits(raw).trim();
    if (/^\d{1,15}$/.test(value)) out[key] = Number(value);
    else errors[key] = [`مقدار ${label} معتبر نیست.`];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return out;
}

/** Titles of varieties (name, else colour and attribute values). */
async function varietyTitles(db: Db, ids: readonly number[]) {
  const out = new Map<number, string>();
  if (!ids.length) return out;
  const [rows, attrs] = await Promise.all([
    db
      .select({ id: varieties.id, name: varieties.name, color: colors })
      .from(varieties)
      .leftJoin(colors, eq(colors.id, varieties.colorId))
      .where(inArray(varieties.id, [...ids])),
    varietyAttributes(db, ids),
  ]);
  for (const row of rows) {
    const color = row.color ? { id: row.color.id, name: row.color.name, code: row.color.code } : null;
    out.set(row.id, varietyTitle(row.name, { color, attributes: attrs.get(row.id) ?? [] }));
  }
  return out;
}

/** The warehouse's lists: balances (GET stores) and movements (GET store_transactions). */
export function stockLists(db: Db) {
  const storeSelect = {
    store: stores,
    productId: products.id,
    productTitle: products.title,
    sku: varieties.sku,
    barcode: varieties.barcode,
    isDefault: varieties.isDefault,
  };
  const storeRows = (where: SQL | undefined) =>
    db
      .select(storeSelect)
      .from(stores)
      .innerJoin(varieties, eq(varieties.id, stores.varietyId))
      .innerJoin(products, eq(products.id, varieties.productId))
      .where(and(isNull(varieties.deletedAt), where));
  const withTitles = async (rows: Awaited<ReturnType<typeof storeRows>>) => {
    const titles = await varietyTitles(
      db,
      rows.map((r) => r.store.varietyId),
    );
    return rows.map((row) => ({
      ...serializeStore(row.store),
      product_id: row.productId,
      product_title: row.productTitle,
      variety_title: titles.get(row.store.varietyId) ?? '',
      sku: row.sku,
      barcode: row.barcode,
      is_default: row.isDefault,
    }));
  };

  return {
    /** One row per live variety with its balance; filters product_id, variety_id, max_balance, search. */
    async stores(query: ListQuery) {
      const f = numbers(query.filters, {
        product_id: 'محصول',
        variety_id: 'تنوع محصول',
        max_balance: 'موجودی حداکثر',
        id: 'شناسه',
      });
      const search = query.filters.search ?? query.filters.q;
      const where = and(
        f.id !== undefined ? eq(stores.id, f.id) : undefined,
        f.product_id !== undefined ? eq(varieties.productId, f.product_id) : undefined,
        f.variety_id !== undefined ? eq(stores.varietyId, f.variety_id) : undefined,
        f.max_balance !== undefined ? lte(stores.balance, f.max_balance) : undefined,
        search ? varietySearchCondition(search) : undefined,
      );
      const order =
        query.sortBy === 'balance'
          ? [query.sortDesc ? desc(stores.balance) : asc(stores.balance), asc(stores.id)]
          : [query.sortBy === 'id' && !query.sortDesc ? asc(stores.id) : desc(stores.id)];
      const rows = await onePage(
        storeRows(where)
          .orderBy(...order)
          .$dynamic(),
        query.page,
      );
      const [counted] = await db
        .select({ n: count() })
        .from(stores)
        .innerJoin(varieties, eq(varieties.id, stores.varietyId))
        .innerJoin(products, eq(products.id, varieties.productId))
        .where(and(isNull(varieties.deletedAt), where));
      return { items: await withTitles(rows), total: counted?.n ?? 0 };
    },

    /** One store with its variety and its latest 50 movements. */
    async store(id: number) {
      const rows = await storeRows(eq(stores.id, id));
      const [row] = await withTitles(rows);
      if (!row) return null;
      const movements = await db
        .select()
        .from(storeTransactions)
        .where(eq(storeTransactions.storeId, id))
        .orderBy(desc(storeTransactions.id))
        .limit(50);
      return { ...row, transactions: movements.map(serializeStoreTransaction) };
    },

    /** Stock movements, newest first; Shopit's filters plus order_id and mini_order_id. */
    async transactions(query: ListQuery) {
      const f = numbers(query.filters, {
        id: 'شناسه',
        variety_id: 'تنوع محصول',
        product_id: 'محصول',
        order_id: 'شماره سفارش',
        mini_order_id: 'شماره فروش حضوری',
      });
      const type = query.filters.type;
      if (type && !TYPES.has(type))
        throw validationFailed({ type: ['مقدار انتخاب‌شده برای نوع معتبر نیست.'] });
      const start = query.filters.start_date ? readDateFilter(query.filters.start_date, 'start') : null;
      const end = query.filters.end_date ? readDateFilter(query.filters.end_date, 'end') : null;
      if ((query.filters.start_date && !start) || (query.filters.end_date && !end))
        throw validationFailed({ start_date: ['تاریخ معتبر نیست.'] });
      const where = and(
        f.id !== undefined ? eq(storeTransactions.id, f.id) : undefined,
        f.variety_id !== undefined ? eq(storeTransactions.varietyId, f.variety_id) : undefined,
        f.product_id !== undefined ? eq(storeTransactions.productId, f.product_id) : undefined,
        f.order_id !== undefined ? eq(storeTransactions.orderId, f.order_id) : undefined,
        f.mini_order_id !== undefined ? eq(storeTransactions.miniOrderId, f.mini_order_id) : undefined,
        type ? eq(storeTransactions.type, type) : undefined,
        start ? gte(storeTransactions.createdAt, start) : undefined,
        end ? lt(storeTransactions.createdAt, end) : undefined,
      );
      const sorts = {
        id: storeTransactions.id,
        quantity: storeTransactions.quantity,
        created_at: storeTransactions.createdAt,
      };
      const column = query.sortBy ? sorts[query.sortBy as keyof typeof sorts] : undefined;
      const base = db
        .select({ transaction: storeTransactions, productTitle: products.title })
        .from(storeTransactions)
        .innerJoin(products, eq(products.id, storeTransactions.productId))
        .where(where)
        .orderBy(
          ...(column
            ? [query.sortDesc ? desc(column) : asc(column), desc(storeTransactions.id)]
            : [desc(storeTransactions.id)]),
        );
      const rows = await onePage(base.$dynamic(), query.page);
      const [counted] = await db.select({ n: count() }).from(storeTransactions).where(where);
      const titles = await varietyTitles(db, [...new Set(rows.map((r) => r.transaction.varietyId))]);
      return {
        items: rows.map((row) => ({
          ...serializeStoreTransaction(row.transaction),
          product_title: row.productTitle,
          variety_title: titles.get(row.transaction.varietyId) ?? '',
        })),
        total: counted?.n ?? 0,
      };
    },
  };
}
