import { CHECKOUT_LIMITS, UNPAID_ORDER_DETAIL } from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';

/** Orders failed per statement; the job repeats until a batch comes back short. */
const BATCH = 500;

/**
 * Shopit's `order.gateway_timeout`: every order still in wait_for_payment 15 minutes after it was
 * placed becomes failed with status_detail 'خطا بدلیل عدم پرداخت توسط کاربر', its pending invoices
 * fail, their coupon uses are given back and each gets a status log. Nothing goes back to stock: stock is only taken on payment.
 *
 * One statement per batch (data-modifying CTEs), so an order is failed, logged and its invoice closed
 * together. `FOR UPDATE SKIP LOCKED` lets two server instances run it at once without waiting on or
 * failing the same order twice, and skips an order a payment holds locked right now (the next run
 * sees it again if the payment did not land). The outer status check makes a rerun a no-op.
 * Only storefront orders time out: an order staff placed (creator_id set) waits for staff to move it to
 * new (wallet or `no_charge`: card to card, cash) or cancel it, however long the customer takes to pay.
 * Returns the ids it failed.
 */
export async function failUnpaidOrders(ctx: AppContext, now: Date): Promise<number[]> {
  const cutoff = new Date(now.getTime() - CHECKOUT_LIMITS.unpaidTimeoutMinutes * 60_000);
  const stamp = sql`${now.toISOString()}::timestamptz`;
  const failed: number[] = [];
  for (;;) {
    const result = await ctx.db.execute(sql`
      with due as (
        select id from orders
        where status = 'wait_for_payment' and creator_id is null and created_at <= ${cutoff.toISOString()}::timestamptz
        order by id
        limit ${BATCH}
        for update skip locked
      ), failed as (
        update orders set status = 'failed', status_detail = ${UNPAID_ORDER_DETAIL}, updated_at = ${stamp}
        where id in (select id from due) and status = 'wait_for_payment'
        returning id
      ), logged as (
        insert into order_status_logs (order_id, from_status, status, description, created_at, updated_at)
        select id, 'wait_for_payment', 'failed', ${UNPAID_ORDER_DETAIL}, ${stamp}, ${stamp} from failed
      ), released as (
        -- Never paid: the coupon use goes back, as releaseCouponUsage does for a single order.
        delete from coupon_usages where order_id in (select id from failed)
      ), closed as (
        update invoices set status = 'failed', status_detail = ${UNPAID_ORDER_DETAIL}, updated_at = ${stamp}
        where status = 'pending' and order_id in (select id from failed)
      )
      select id from failed order by id
    `);
    const ids = (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
    failed.push(...ids);
    if (ids.length < BATCH) return failed;
  }
}
