import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * Joins to a customer's account the guest orders placed with their mobile while it was already a
 * customer's (checkout.ts: such an order keeps the buyer's mobile on its address snapshot and has no
 * customer). Called when the customer signs in with a one-time code sent to that mobile, which proves
 * it is theirs. The orders keep the address they were placed with; nothing is added to the customer's
 * addresses. Returns how many orders joined.
 *
 * The orders without a customer are found through `orders_customer_idx` (a btree holds the nulls), and
 * they are few: a guest with a new mobile becomes a customer and gets the order at once.
 */
export async function joinGuestOrders(
  db: Db,
  customer: { id: number; mobile: string },
  now: Date,
): Promise<number> {
  const joined = await db
    .update(orders)
    .set({ customerId: customer.id, updatedAt: now })
    .where(and(isNull(orders.customerId), sql`${orders.address}->>'buyer_mobile' = ${customer.mobile}`))
    .returning({ id: orders.id });
  return joined.length;
}
