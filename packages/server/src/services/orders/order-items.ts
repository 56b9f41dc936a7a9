import { isSuccessOrderStatus, orderItemsEditRefusal, toPersianDigits } from '@shop-admin/core';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { AppError, notFound, refused } from '../../http/errors.ts';
import { auditOrder } from './order-audit.ts';
import { priceLines } from './order-lines.ts';
import { settleOverpayment } from './order-settle.ts';
import { refreshOrderTotals } from './order-totals.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** Who edits and when. */
export interface ItemEditActor {
  adminId: number;
  now: Date;
}

/** The order locked for an item edit, refused unless its parcel has not left. */
async function lockEditable(tx: Db, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound();
  const refusal = orderItemsEditRefusal(order.status);
  if (refusal) throw refused('order_not_editable', refusal, 'order');
  return order;
}

async function lockItem(tx: Db, itemId: number): Promise<{ order: OrderRow; item: ItemRow }> {
  const [found] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId)).limit(1);
  if (!found) throw notFound();
  const order = await lockEditable(tx, found.orderId);
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId)).for('update');
  if (!item) throw notFound();
  return { order, item };
}

const lineName = (item: ItemRow): string => {
  const extra = item.extra as { product_title?: string; title?: string };
  return (
    [extra.product_title, extra.title].filter(Boolean).join(' - ') ||
    `تنوع ${toPersianDigits(item.varietyId)}`
  );
};

/**
 * Moves stock for a change of `delta` units of a line, when the order holds stock (success group):
 * more units leave the warehouse (refused, naming the variety, when short), fewer come back. An
 * unpaid order holds no stock, so only availability is checked when units are added.
 */
async function moveLineStock(
  ctx: AppContext,
  tx: Db,
  order: OrderRow,
  item: ItemRow,
  change: { delta: number; newQuantity: number },
  actor: ItemEditActor,
) {
  const { delta, newQuantity } = change;
  if (delta === 0) return;
  if (!isSuccessOrderStatus(order.status)) {
    if (delta > 0) {
      await priceLines(tx, [{ id: item.varietyId, quantity: newQuantity }], actor.now, {
        checkStock: true,
        field: 'quantity',
      });
    }
    return;
  }
  try {
    await ctx.stock.move(tx, {
      varietyId: item.varietyId,
      type: delta > 0 ? 'decrement' : 'increment',
      quantity: Math.abs(delta),
      orderId: order.id,
      creatorId: actor.adminId,
      description: `ویرایش اقلام سفارش ${toPersianDigits(order.id)}`,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_stock') {
      const balance = (error.data as { balance?: number } | undefined)?.balance ?? 0;
      throw refused(
        'insufficient_stock',
        `موجودی «${lineName(item)}» کافی نیست (موجودی: ${toPersianDigits(balance)}، لازم: ${toPersianDigits(delta)}).`,
        'quantity',
      );
    }
    throw error;
  }
}

async function finish(
  tx: Db,
  order: OrderRow,
  item: ItemRow,
  before: unknown,
  action: string,
  actor: ItemEditActor,
) {
  const totals = await refreshOrderTotals(tx, order.id, actor.now);
  const { order: updated, refunded } = await settleOverpayment(tx, totals, {
    adminId: actor.adminId,
    now: actor.now,
  });
  await auditOrder(tx, {
    entity: 'order_items',
    entityId: item.id,
    action,
    before,
    after: {
      item: { quantity: item.quantity, status: item.status, amount: item.amount },
      order_total: updated.totalAmount,
      paid_amount: updated.paidAmount,
      // What a paid order still owes (positive) after the edit; what it was owed went to the wallet.
      price_difference: updated.totalAmount - updated.paidAmount,
      refunded_to_wallet: refunded,
    },
  });
  return updated;
}

/**
 * Adds a variety to an order that has not shipped (POST orders/{id}/items), priced now. The same
 * variety already on the order gets the units added to its line at that line's price. A paid order
 * takes the units from stock at once.
 */
export async function addOrderItem(
  ctx: AppContext,
  db: Db,
  input: { orderId: number; varietyId: number; productId?: number | null; quantity: number } & ItemEditActor,
) {
  return db.transaction(async (tx) => {
    const order = await lockEditable(tx, input.orderId);
    const [priced] = await priceLines(tx, [{ id: input.varietyId, quantity: input.quantity }], input.now, {
      checkStock: false,
      field: 'variety_id',
    });
    if (!priced) throw new Error('pricing returned no line');
    if (input.productId && input.productId !== priced.productId) {
      throw refused('variety_mismatch', 'این تنوع متعلق به محصول انتخاب‌شده نیست.', 'variety_id');
    }
    const [existing] = await tx
      .select()
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, order.id),
          eq(orderItems.varietyId, input.varietyId),
          eq(orderItems.status, 1),
        ),
      )
      .for('update');
    let item: ItemRow | undefined;
    if (existing) {
      await moveLineStock(
        ctx,
        tx,
        order,
        existing,
        { delta: input.quantity, newQuantity: existing.quantity + input.quantity },
        input,
      );
      [item] = await tx
        .update(orderItems)
        .set({ quantity: existing.quantity + input.quantity, updatedAt: input.now })
        .where(eq(orderItems.id, existing.id))
        .returning();
    } else {
      [item] = await tx
        .insert(orderItems)
        .values({
          orderId: order.id,
          productId: priced.productId,
          varietyId: priced.varietyId,
          quantity: input.quantity,
          amount: priced.amount,
          discountAmount: priced.discountAmount,
          status: 1,
          extra: priced.extra,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning();
      if (item) {
        await moveLineStock(
          ctx,
          tx,
          order,
          item,
          { delta: input.quantity, newQuantity: input.quantity },
          input,
        );
      }
    }
    if (!item) throw new Error('order item write returned nothing');
    const before = existing ? { quantity: existing.quantity } : null;
    await finish(tx, order, item, before, existing ? 'update' : 'create', input);
    return { orderId: order.id, item };
  });
}

/** Changes a line's quantity (PUT orders/items/{item}); a paid order's stock follows the difference. */
export async function updateOrderItemQuantity(
  ctx: AppContext,
  db: Db,
  input: { itemId: number; quantity: number; varietyId?: number | null } & ItemEditActor,
) {
  return db.transaction(async (tx) => {
    const { order, item } = await lockItem(tx, input.itemId);
    if (input.varietyId && input.varietyId !== item.varietyId) {
      throw refused('variety_mismatch', 'تنوع این قلم قابل تغییر نیست؛ قلم تازه‌ای اضافه کنید.', 'variety_id');
    }
    if (item.status !== 1)
      throw refused('item_removed', 'این قلم حذف شده است؛ ابتدا آن را فعال کنید.', 'quantity');
    await moveLineStock(
      ctx,
      tx,
      order,
      item,
      { delta: input.quantity - item.quantity, newQuantity: input.quantity },
      input,
    );
    const [updated] = await tx
      .update(orderItems)
      .set({ quantity: input.quantity, updatedAt: input.now })
      .where(eq(orderItems.id, item.id))
      .returning();
    if (!updated) throw new Error('order item vanished');
    await finish(tx, order, updated, { quantity: item.quantity }, 'update', input);
    return { orderId: order.id, item: updated };
  });
}

/**
 * Removes (false) or restores (true) a line (PUT orders/items/{item}/status). A paid order returns
 * the units to stock or takes them again. The last active line cannot be removed: cancel the order.
 */
export async function setOrderItemStatus(
  ctx: AppContext,
  db: Db,
  input: { itemId: number; active: boolean } & ItemEditActor,
) {
  return db.transaction(async (tx) => {
    const { order, item } = await lockItem(tx, input.itemId);
    const wanted = input.active ? 1 : 0;
    if (item.status === wanted) {
      throw refused(
        'item_unchanged',
        input.active ? 'این قلم همین حالا فعال است.' : 'این قلم همین حالا حذف شده است.',
        'status',
      );
    }
    if (!input.active) {
      const others = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.status, 1), ne(orderItems.id, item.id)))
        .limit(1);
      if (!others.length) {
        throw refused(
          'last_item',
          'سفارش باید دست‌کم یک قلم فعال داشته باشد؛ برای لغو، سفارش را کنسل کنید.',
          'status',
        );
      }
    }
    await moveLineStock(
      ctx,
      tx,
      order,
      item,
      { delta: input.active ? item.quantity : -item.quantity, newQuantity: input.active ? item.quantity : 0 },
      input,
    );
    const [updated] = await tx
      .update(orderItems)
      .set({ status: wanted, updatedAt: input.now })
      .where(eq(orderItems.id, item.id))
      .returning();
    if (!updated) throw new Error('order item vanished');
    await finish(tx, order, updated, { status: item.status }, 'update', input);
    return { orderId: order.id, item: updated };
  });
}
