import {
  PRODUCT_UNAVAILABLE_NOTIFICATION,
  PRODUCT_UNAVAILABLE_PERMISSIONS,
  type StoreTransactionType,
  toPersianDigits,
} from '@shop-admin/core';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, stores, storeTransactions, varieties } from '../../db/schema/index.ts';
import { AppError, refused } from '../../http/errors.ts';
import type { NotificationService } from '../notifications/notification-service.ts';

/** One stock movement, as orders, in-person sales, staff and the bulk editor ask for it. */
export interface StockMoveInput {
  varietyId: number;
  type: StoreTransactionType;
  /** A positive whole number of units. */
  quantity: number;
  description?: string | null;
  /** The online order that caused it (issue 5), if any. */
  orderId?: number | null;
  /** The in-person sale that caused it, if any. */
  miniOrderId?: number | null;
  /** The admin who made it, if any. */
  creatorId?: number | null;
  /**
   * Issue 33, only for an offline sale the till already handed over: a decrement larger than the
   * balance is written anyway (the balance goes negative) and the result says by how much.
   */
  allowShortfall?: boolean;
}

type StoreRow = typeof stores.$inferSelect;
type StoreTransactionRow = typeof storeTransactions.$inferSelect;

/** A store (one variety's balance) as the API shows it. */
export function serializeStore(row: StoreRow) {
  return {
    id: row.id,
    variety_id: row.varietyId,
    balance: row.balance,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** A stock movement as the API shows it. */
export function serializeStoreTransaction(row: StoreTransactionRow) {
  return {
    id: row.id,
    store_id: row.storeId,
    variety_id: row.varietyId,
    product_id: row.productId,
    type: row.type,
    quantity: row.quantity,
    balance: row.balance,
    description: row.description,
    order_id: row.orderId,
    mini_order_id: row.miniOrderId,
    creator_id: row.creatorId,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export type StoreJson = ReturnType<typeof serializeStore>;
export type StoreTransactionJson = ReturnType<typeof serializeStoreTransaction>;

export interface StockMoveResult {
  store: StoreJson;
  transaction: StoreTransactionJson;
  /** True when this movement emptied the product's last variety and it became out_of_stock. */
  productWentOutOfStock: boolean;
  /** Units this decrement took beyond what the shelf held (only with `allowShortfall`), else 0. */
  shortfall: number;
}

/** Statuses a product leaves for out_of_stock when its stock runs out (drafts and "soon" stay). */
const SELLING_STATUSES = ['available', 'available_offline'];

/**
 * The warehouse's one door for stock: reachable as `app.ctx.stock`, used by staff movements, the
 * bulk editor, and (issue 5) orders and in-person sales inside their own transactions.
 */
export interface StockService {
  /**
   * Moves stock of one variety and logs it, atomically (a savepoint inside the caller's transaction,
   * or its own transaction). A decrement never takes the balance below zero, even under concurrent
   * movements: a conditional `UPDATE … WHERE balance >= quantity` is the check and the write in one
   * row-locked step, so no update is lost. Refused decrements throw a 422 with a Persian reason. When
   * a decrement empties the product's last variety, the product becomes out_of_stock and the staff
   * are notified (on commit).
   */
  move(db: Db, input: StockMoveInput): Promise<StockMoveResult>;
  /** The store row of a variety, created at 0 when missing. */
  ensureStore(db: Db, varietyId: number): Promise<StoreRow>;
  /**
   * The stock-out rule for products whose balances just changed: each selling product whose live
   * varieties now all hold 0 becomes out_of_stock and its notification is sent. Returns their ids.
   */
  applyStockOutRule(db: Db, productIds: readonly number[]): Promise<number[]>;
}

/** The Persian description of the product-unavailable notification (Shopit's wording). */
export const productUnavailableDescription = (title: string, id: number) =>
  `محصول ${title} با شناسه ${id} ناموجود شده است.`;

export function createStockService(deps: {
  notifications: NotificationService;
  clock: () => Date;
}): StockService {
  const { notifications, clock } = deps;

  async function ensureStore(db: Db, varietyId: number): Promise<StoreRow> {
    const [existing] = await db.select().from(stores).where(eq(stores.varietyId, varietyId)).limit(1);
    if (existing) return existing;
    const [created] = await db
      .insert(stores)
      .values({ varietyId, balance: 0 })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [raced] = await db.select().from(stores).where(eq(stores.varietyId, varietyId)).limit(1);
    if (!raced) throw new Error(`no store for variety ${varietyId}`);
    return raced;
  }

  async function applyStockOutRule(db: Db, productIds: readonly number[]): Promise<number[]> {
    const ids = [...new Set(productIds)].sort((a, b) => a - b);
    if (!ids.length) return [];
    // Row locks in id order: two movements emptying the last two varieties of one product at once
    // serialise here, so the second sees the first's zero and the product is not missed.
    const locked = await db
      .select({ id: products.id, title: products.title, status: products.status })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(products.id)
      .for('update');
    const selling = locked.filter((p) => SELLING_STATUSES.includes(p.status));
    if (!selling.length) return [];
    const totals = await db
      .select({ productId: varieties.productId, total: sql<string>`coalesce(sum(${stores.balance}), 0)` })
      .from(varieties)
      .leftJoin(stores, eq(stores.varietyId, varieties.id))
      .where(
        and(
          inArray(
            varieties.productId,
            selling.map((p) => p.id),
          ),
          isNull(varieties.deletedAt),
        ),
      )
      .groupBy(varieties.productId);
    const stocked = new Set(totals.filter((t) => Number(t.total) > 0).map((t) => t.productId));
    const emptied = selling.filter((p) => !stocked.has(p.id));
    if (!emptied.length) return [];
    const now = clock();
    await db
      .update(products)
      .set({ status: 'out_of_stock', updatedAt: now })
      .where(
        inArray(
          products.id,
          emptied.map((p) => p.id),
        ),
      );
    for (const product of emptied) {
      await notifications.notifyAdmins(
        {
          type: PRODUCT_UNAVAILABLE_NOTIFICATION,
          data: {
            product_id: product.id,
            description: productUnavailableDescription(product.title, product.id),
          },
          permissions: PRODUCT_UNAVAILABLE_PERMISSIONS,
        },
        db,
      );
    }
    return emptied.map((p) => p.id);
  }

  async function moveIn(tx: Db, input: StockMoveInput): Promise<StockMoveResult> {
    const { varietyId, type, quantity } = input;
    if (!Number.isSafeInteger(quantity) || quantity < 1) {
      throw refused('invalid_quantity', 'تعداد باید عدد صحیح مثبت باشد.', 'quantity');
    }
    const [variety] = await tx
      .select({ productId: varieties.productId })
      .from(varieties)
      .where(eq(varieties.id, varietyId))
      .limit(1);
    if (!variety) throw refused('variety_not_found', 'تنوع محصول یافت نشد.', 'variety_id');
    const now = clock();
    let store: StoreRow | undefined;
    if (type === 'increment') {
      [store] = await tx
        .insert(stores)
        .values({ varietyId, balance: quantity, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: stores.varietyId,
          set: { balance: sql`${stores.balance} + ${quantity}`, updatedAt: now },
        })
        .returning();
    } else if (input.allowShortfall) {
      await ensureStore(tx, varietyId);
      [store] = await tx
        .update(stores)
        .set({ balance: sql`${stores.balance} - ${quantity}`, updatedAt: now })
        .where(eq(stores.varietyId, varietyId))
        .returning();
    } else {
      [store] = await tx
        .update(stores)
        .set({ balance: sql`${stores.balance} - ${quantity}`, updatedAt: now })
        .where(and(eq(stores.varietyId, varietyId), gte(stores.balance, quantity)))
        .returning();
      if (!store) {
        const current = await ensureStore(tx, varietyId);
        throw new AppError(
          422,
          'insufficient_stock',
          `موجودی انبار کافی نیست (موجودی فعلی: ${toPersianDigits(current.balance)}).`,
          { errors: { quantity: ['موجودی انبار کافی نیست.'] }, data: { balance: current.balance } },
        );
      }
    }
    if (!store) throw new Error('store write returned nothing');
    const [transaction] = await tx
      .insert(storeTransactions)
      .values({
        storeId: store.id,
        varietyId,
        productId: variety.productId,
        type,
        quantity,
        balance: store.balance,
        description: input.description ?? null,
        orderId: input.orderId ?? null,
        miniOrderId: input.miniOrderId ?? null,
        creatorId: input.creatorId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!transaction) throw new Error('store transaction insert returned nothing');
    const emptied =
      type === 'decrement' && store.balance <= 0 ? await applyStockOutRule(tx, [variety.productId]) : [];
    return {
      store: serializeStore(store),
      transaction: serializeStoreTransaction(transaction),
      productWentOutOfStock: emptied.length > 0,
      shortfall: type === 'decrement' ? Math.min(quantity, Math.max(0, -store.balance)) : 0,
    };
  }

  return {
    move: (db, input) => db.transaction((tx) => moveIn(tx as unknown as Db, input)),
    ensureStore,
    applyStockOutRule,
  };
}
