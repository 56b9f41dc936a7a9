import { isSuccessOrderStatus, toPersianDigits } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { depositToWallet } from '../wallet/ledger.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * After an edit of a paid order (a line removed or reduced, a larger discount, cheaper shipping), what
 * the customer paid beyond the new total goes back to their wallet in the same transaction, and the
 * order's paid amount becomes its total; the refund is the ledger row's amount. An order that now
 * costs more keeps what was paid: the rest shows as `due_amount`. Unpaid orders hold no money.
 */
export async function settleOverpayment(
  tx: Db,
  order: OrderRow,
  actor: { adminId: number; now: Date },
): Promise<{ order: OrderRow; refunded: number }> {
  const over = order.paidAmount - order.totalAmount;
  if (over <= 0 || order.customerId === null || !isSuccessOrderStatus(order.status)) {
    return { order, refunded: 0 };
  }
  await depositToWallet(tx, {
    customerId: order.customerId,
    amount: over,
    orderId: order.id,
    adminId: actor.adminId,
    meta: { description: `بازگشت مابه‌التفاوت ویرایش سفارش ${toPersianDigits(order.id)}` },
    now: actor.now,
  });
  const [settled] = await tx
    .update(orders)
    .set({ paidAmount: order.totalAmount, updatedAt: actor.now })
    .where(eq(orders.id, order.id))
    .returning();
  return { order: settled ?? order, refunded: over };
}
