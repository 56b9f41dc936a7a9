import {
  COUPON_REFUSALS,
  type CouponKind,
  type CouponRefusal,
  couponDiscount,
  couponUseRefusal,
  normalizeCouponCode,
} from '@shop-admin/core';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  categoryProduct,
  couponCategories,
  coupons,
  couponUsages,
} from '../../db/schema/index.ts';
import { refused } from '../../http/errors.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** One basket line: `amount` is the unit price after product discounts (as `order_items.amount`). */
export interface CouponLine {
  productId: number;
  amount: number;
  quantity: number;
}

export interface PriceCouponInput {
  /** As typed: any case, any digit script. */
  code: string;
  customerId: number;
  /** A checkout without the customer's login: a coupon limited per customer is refused. */
  guest?: boolean;
  /** The basket's items amount after product discounts, in Toman. */
  itemsAmount: number;
  lines: readonly CouponLine[];
  now: Date;
}

/**
 * A coupon limited per customer at a checkout without the customer's login: anyone may type any mobile,
 * so only the one-time code tells whose uses they are (and a refusal must not tell whether a mobile
 * has used it).
 */
const COUPON_LOGIN_REQUIRED =
  'این کد تخفیف برای هر مشتری محدود است؛ برای استفاده از آن ابتدا با کد یکبار مصرف وارد حساب خود شوید.';

/** A 422 with the coupon refusal's Persian message, on the field `coupon_code`. */
export const couponRefused = (reason: CouponRefusal) =>
  refused(`coupon_${reason}`, COUPON_REFUSALS[reason], 'coupon_code');

/** Uses of a coupon so far, by everyone and by one customer. */
async function usesOf(db: Db, couponId: number, customerId: number) {
  const [row] = await db
    .select({
      total: count(),
      customer: sql<number>`count(*) filter (where ${couponUsages.customerId} = ${customerId})`.mapWith(
        Number,
      ),
    })
    .from(couponUsages)
    .where(eq(couponUsages.couponId, couponId));
  return { total: row?.total ?? 0, customer: row?.customer ?? 0 };
}

/**
 * The basket's items amount in each of the coupon's categories. A product in a sub-category counts
 * for the nearest coupon category above it; each line counts in one category only, so a product in
 * two of the coupon's categories is not discounted twice.
 */
async function categoryAmounts(
  db: Db,
  scope: readonly { categoryId: number; amount: number | null }[],
  lines: readonly CouponLine[],
) {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const links = productIds.length
    ? await db
        .select({ productId: categoryProduct.productId, categoryId: categoryProduct.categoryId })
        .from(categoryProduct)
        .where(inArray(categoryProduct.productId, productIds))
    : [];
  const parents = new Map(
    (await db.select({ id: categories.id, parentId: categories.parentId }).from(categories)).map((c) => [
      c.id,
      c.parentId,
    ]),
  );
  const inScope = new Set(scope.map((entry) => entry.categoryId));
  // Distance from a category up to a coupon category (0 = itself), or null when none is above it.
  const nearest = (categoryId: number): { id: number; depth: number } | null => {
    let current: number | null | undefined = categoryId;
    for (let depth = 0; current != null && depth < 64; depth += 1) {
      if (inScope.has(current)) return { id: current, depth };
      current = parents.get(current);
    }
    return null;
  };
  const amounts = new Map<number, number>(scope.map((entry) => [entry.categoryId, 0]));
  for (const line of lines) {
    let best: { id: number; depth: number } | null = null;
    for (const link of links) {
      if (link.productId !== line.productId) continue;
      const found = nearest(link.categoryId);
      if (found && (!best || found.depth < best.depth)) best = found;
    }
    if (best) amounts.set(best.id, (amounts.get(best.id) ?? 0) + line.amount * line.quantity);
  }
  return scope.map((entry) => ({ amount: entry.amount, itemsAmount: amounts.get(entry.categoryId) ?? 0 }));
}

/**
 * Prices a coupon for a customer's basket with core's rules: the coupon found by its code (any case),
 * its time window, its usage limits, the minimum order amount and its category scope. Persian 422s
 * on `coupon_code` (unknown code, not started, expired, usage limit reached, per-customer limit
 * reached or, for a `guest`, any per-customer limit, below the minimum, no eligible items). It takes
 * no lock: the limits it checks are a preview; the guarantee comes from `recordCouponUsage`, which the
 * checkout calls in the same transaction that writes the order.
 */
export async function priceCoupon(
  db: Db,
  input: PriceCouponInput,
): Promise<{ coupon: CouponRow; discount: number }> {
  const code = normalizeCouponCode(input.code);
  const [coupon] = code
    ? await db.select().from(coupons).where(sql`upper(${coupons.code}) = ${code}`).limit(1)
    : [];
  if (!coupon) throw couponRefused('unknown_code');
  if (input.guest && coupon.usagePerUserLimit != null) {
    throw refused('coupon_login_required', COUPON_LOGIN_REQUIRED, 'coupon_code');
  }
  const uses = await usesOf(db, coupon.id, input.customerId);
  const refusal = couponUseRefusal({
    startDate: coupon.startDate,
    endDate: coupon.endDate,
    usageLimit: coupon.usageLimit,
    usagePerUserLimit: coupon.usagePerUserLimit,
    totalUses: uses.total,
    customerUses: uses.customer,
    now: input.now,
  });
  if (refusal) throw couponRefused(refusal);
  const scope = await db
    .select({ categoryId: couponCategories.categoryId, amount: couponCategories.amount })
    .from(couponCategories)
    .where(eq(couponCategories.couponId, coupon.id));
  const result = couponDiscount({
    type: coupon.type as CouponKind,
    amount: coupon.amount,
    minOrderAmount: coupon.minOrderAmount,
    itemsAmount: input.itemsAmount,
    categoryAmounts: scope.length ? await categoryAmounts(db, scope, input.lines) : null,
  });
  if (!result.ok) throw couponRefused(result.reason);
  return { coupon, discount: result.discount };
}

/**
 * Counts one use of a coupon at checkout, race-safe: the coupon row is locked `FOR UPDATE`, the uses
 * are counted again under the lock, and the use is written only while both limits still hold (a
 * Persian 422 otherwise, which rolls back the caller's order). Call it inside the transaction that
 * writes the order (it runs in a savepoint there, or its own transaction alone): the lock is held until
 * that transaction ends, so concurrent checkouts of the last use queue and exactly one wins.
 */
export async function recordCouponUsage(
  db: Db,
  input: { couponId: number; customerId: number; orderId: number | null; now: Date },
): Promise<typeof couponUsages.$inferSelect> {
  return db.transaction(async (tx) => {
    const [coupon] = await tx
      .select({ usageLimit: coupons.usageLimit, usagePerUserLimit: coupons.usagePerUserLimit })
      .from(coupons)
      .where(eq(coupons.id, input.couponId))
      .for('update');
    if (!coupon) throw couponRefused('unknown_code');
    const uses = await usesOf(tx as unknown as Db, input.couponId, input.customerId);
    if (coupon.usageLimit != null && uses.total >= coupon.usageLimit)
      throw couponRefused('usage_limit_reached');
    if (coupon.usagePerUserLimit != null && uses.customer >= coupon.usagePerUserLimit)
      throw couponRefused('per_customer_limit_reached');
    const [usage] = await tx
      .insert(couponUsages)
      .values({
        couponId: input.couponId,
        customerId: input.customerId,
        orderId: input.orderId,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!usage) throw new Error('coupon usage not written');
    return usage;
  });
}

/**
 * Gives back the coupon uses of an order that never got paid (the unpaid-order job, a cancelled
 * checkout), so they stop counting against the limits. Returns how many were removed.
 */
export async function releaseCouponUsage(db: Db, input: { orderId: number }): Promise<number> {
  const removed = await db
    .delete(couponUsages)
    .where(eq(couponUsages.orderId, input.orderId))
    .returning({ id: couponUsages.id });
  return removed.length;
}
