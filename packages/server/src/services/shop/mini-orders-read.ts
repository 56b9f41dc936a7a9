import { MINI_ORDER_TYPES, normalizeIranMobile, toAsciiDigits } from '@shop-admin/core';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  admins,
  colors,
  customers,
  miniOrderItems,
  miniOrders,
  products,
  varieties,
} from '../../db/schema/index.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import { varietyAttributes, varietyById } from '../catalogue/varieties-read.ts';
import { onePage } from '../list-page.ts';
import { shopSender } from '../orders/order-detail.ts';
import { customerOrderSummary, customersService } from '../people/customers.ts';
import type { ListQuery } from '../resource-service.ts';
import { lockRow, readDateFilter } from '../table-service.ts';

type MiniOrderRow = typeof miniOrders.$inferSelect;

const TYPE_VALUES = new Set(MINI_ORDER_TYPES.map((t) => String(t.value)));

/** A sale as the list shows it: customer and cashier names, the number of lines, the cached totals. */
export function serializeMiniOrder(
  row: MiniOrderRow,
  extra: {
    first?: string | null;
    last?: string | null;
    mobile?: string | null;
    creatorName?: string | null;
    itemsCount?: number;
  },
) {
  return {
    id: row.id,
    customer_id: row.customerId,
    customer_name: [extra.first, extra.last].filter(Boolean).join(' ') || null,
    customer_mobile: extra.mobile ?? null,
    description: row.description,
    discount_amount: row.discountAmount,
    tracking_code: row.trackingCode,
    // Issue 33: a sale the till recorded offline: its device id and when it was rung up there
    // (`created_at` is when it reached the server).
    client_id: row.clientId,
    offline_at: row.offlineAt,
    type: row.type,
    from_wallet_amount: row.fromWalletAmount,
    cash_amount: row.cashAmount,
    card_amount: row.cardAmount,
    sell_amount: row.sellAmount,
    refund_amount: row.refundAmount,
    total: row.total,
    items_count: extra.itemsCount ?? 0,
    creator_id: row.creatorId,
    creator_name: extra.creatorName ?? null,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

function conditions(query: ListQuery): SQL | undefined {
  const f = query.filters;
  const out: (SQL | undefined)[] = [];
  for (const [name, column] of [
    ['id', miniOrders.id],
    ['customer_id', miniOrders.customerId],
  ] as const) {
    const raw = f[name];
    if (raw === undefined || raw === '') continue;
    const id = Number(toAsciiDigits(raw).trim());
    if (!Number.isSafeInteger(id) || id <= 0) throw validationFailed({ [name]: ['شناسه معتبر نیست.'] });
    out.push(eq(column, id));
  }
  if (f.type) {
    if (!TYPE_VALUES.has(f.type)) throw validationFailed({ type: ['نوع فروش حضوری معتبر نیست.'] });
    out.push(eq(miniOrders.type, f.type));
  }
  for (const edge of ['start', 'end'] as const) {
    const raw = f[`${edge}_date`];
    if (!raw) continue;
    const at = readDateFilter(raw, edge);
    if (!at) throw validationFailed({ [`${edge}_date`]: ['تاریخ فیلتر معتبر نیست (مثلا ۱۴۰۴/۰۸/۰۱).'] });
    out.push(edge === 'start' ? sql`${miniOrders.createdAt} >= ${at}` : sql`${miniOrders.createdAt} < ${at}`);
  }
  return and(...out);
}

const SORTS: Record<string, AnyPgColumn> = {
  id: miniOrders.id,
  created_at: miniOrders.createdAt,
  total: miniOrders.total,
};

const itemsCount = sql<number>`(select count(*)::int from ${miniOrderItems} i where i.mini_order_id = ${miniOrders.id})`;

function selectSales(db: Db) {
  return db
    .select({
      row: miniOrders,
      first: customers.firstName,
      last: customers.lastName,
      mobile: customers.mobile,
      creatorName: admins.name,
      itemsCount,
    })
    .from(miniOrders)
    .leftJoin(customers, eq(customers.id, miniOrders.customerId))
    .leftJoin(admins, eq(admins.id, miniOrders.creatorId));
}

/** Reads of the in-person sales: the list (40 a page), one sale with its lines, and the till's lookups. */
export function miniOrdersReader(db: Db) {
  return {
    async list(query: ListQuery) {
      const where = conditions(query);
      const sort = query.sortBy ? SORTS[query.sortBy] : undefined;
      const order = sort
        ? [query.sortDesc ? desc(sort) : asc(sort), asc(miniOrders.id)]
        : [desc(miniOrders.id)];
      const base = selectSales(db)
        .where(where)
        .orderBy(...order);
      const rows = await onePage(base.$dynamic(), query.page);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(miniOrders).where(where);
      return { items: rows.map((r) => serializeMiniOrder(r.row, r)), total };
    },

    /**
     * One sale with its lines, each with its variety (attributes, colour) and product; given a
     * write's transaction, read through it with the sale locked.
     */
    async get(id: number, tx?: Db) {
      const via = tx ?? db;
      if (tx) await lockRow(tx, miniOrders, miniOrders.id, id);
      const [sale] = await selectSales(via).where(eq(miniOrders.id, id));
      if (!sale) return null;
      const lines = await via
        .select({
          item: miniOrderItems,
          variety: varieties,
          productTitle: products.title,
          color: colors,
        })
        .from(miniOrderItems)
        .innerJoin(varieties, eq(varieties.id, miniOrderItems.varietyId))
        .innerJoin(products, eq(products.id, miniOrderItems.productId))
        .leftJoin(colors, eq(colors.id, varieties.colorId))
        .where(eq(miniOrderItems.miniOrderId, id))
        .orderBy(asc(miniOrderItems.id));
      const attrs = await varietyAttributes(
        via,
        lines.map((l) => l.variety.id),
      );
      return {
        ...serializeMiniOrder(sale.row, sale),
        /** The shop's name, telephone and address for the receipt (read by cashiers without read_setting). */
        shop: await shopSender(via),
        items: lines.map(({ item, variety, productTitle, color }) => ({
          id: item.id,
          product_id: item.productId,
          variety_id: item.varietyId,
          type: item.type,
          quantity: item.quantity,
          amount: item.amount,
          discount_amount: item.discountAmount,
          line_total: item.amount * item.quantity,
          variety: {
            id: variety.id,
            name: variety.name,
            sku: variety.sku,
            barcode: variety.barcode,
            price: variety.price,
            attributes: attrs.get(variety.id) ?? [],
            color: color ? { id: color.id, name: color.name, code: color.code } : null,
            product: { id: variety.productId, title: productTitle },
          },
        })),
      };
    },

    /** The till's lookup: a live variety by its barcode (or SKU, as scanners read either), or by id. */
    async findVariety(input: { barcode?: string; id?: string }, now: Date) {
      const barcode = input.barcode ? toAsciiDigits(input.barcode).trim() : '';
      const idText = input.id ? toAsciiDigits(input.id).trim() : '';
      if (!barcode && !idText) {
        throw validationFailed({ barcode: ['بارکد یا شناسه تنوع را وارد کنید.'] });
      }
      let id: number | null = null;
      if (barcode) {
        const [row] = await db
          .select({ id: varieties.id })
          .from(varieties)
          .where(
            and(isNull(varieties.deletedAt), or(eq(varieties.barcode, barcode), eq(varieties.sku, barcode))),
          )
          .orderBy(asc(varieties.id))
          .limit(1);
        id = row?.id ?? null;
      } else {
        if (!/^\d{1,15}$/.test(idText)) throw validationFailed({ id: ['شناسه تنوع معتبر نیست.'] });
        const [row] = await db
          .select({ id: varieties.id })
          .from(varieties)
          .where(and(eq(varieties.id, Number(idText)), isNull(varieties.deletedAt)));
        id = row?.id ?? null;
      }
      const variety = id === null ? null : await varietyById(db, id, now);
      if (!variety) throw new AppError(404, 'variety_not_found', 'کالایی با این بارکد یا شناسه یافت نشد.');
      return variety;
    },

    /** The till's customer lookup by mobile: the customer (or null) and their online and in-person purchases. */
    async customerStats(mobileInput: string) {
      const mobile = normalizeIranMobile(mobileInput);
      if (!mobile) throw validationFailed({ mobile: ['شماره موبایل معتبر نیست (مثلا ۰۹۱۲۱۲۳۴۵۶۷).'] });
      const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.mobile, mobile));
      if (!row) return { customer: null, online: { count: 0, amount: 0 }, physical: { count: 0, amount: 0 } };
      const customer = await customersService(db).resource.get(row.id);
      const summary = await customerOrderSummary(db, row.id);
      return {
        customer,
        online: { count: summary.online.paid_count, amount: summary.online.paid_amount },
        physical: summary.physical,
      };
    },
  };
}

/** Live varieties by id, with their product, for checking a sale's lines. */
export async function saleVarieties(db: Db, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { id: number; productId: number }>();
  const rows = await db
    .select({ id: varieties.id, productId: varieties.productId })
    .from(varieties)
    .where(and(inArray(varieties.id, [...new Set(ids)]), isNull(varieties.deletedAt)));
  return new Map(rows.map((r) => [r.id, r]));
}
