import { orderTotals } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * Recomputes an order's cached totals from its lines with core's rule (active lines only; total =
 * items + shipping − discount) and writes them. Call it in the transaction that changed the lines,
 * the shipping or the discount.
 */
export async function refreshOrderTotals(db: Db, orderId: number, now: Date): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const lines = await db
    .select({ amount: orderItems.amount, quantity: orderItems.quantity, status: orderItems.status })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const totals = orderTotals(lines, order.shippingAmount, order.discountAmount);
  const [updated] = await db
    .update(orders)
    .set({
      itemsCount: totals.items_count,
      itemsQuantity: totals.items_quantity,
      itemsAmount: totals.items_amount,
      totalAmount: totals.total_amount,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!updated) throw new Error(`order ${orderId} vanished`);
  return updated;
}
