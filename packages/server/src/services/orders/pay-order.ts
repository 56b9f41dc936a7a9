import {
  CHECKOUT_MESSAGES,
  formatPriceInput,
  isSuccessOrderStatus,
  orderStatusLabel,
  toPersianDigits,
} from '@shop-admin/core';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  couponUsages,
  invoices,
  orderItems,
  orderStatusLogs,
  orders,
  payments,
} from '../../db/schema/index.ts';
import { AppError, notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { recordCouponUsage, releaseCouponUsage } from '../coupons/apply.ts';
import { depositToWallet, withdrawFromWallet } from '../wallet/ledger.ts';
import { notifyNewOrder } from './notify-new-order.ts';

export type OrderRow = typeof orders.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface MarkOrderPaidInput {
  orderId: number;
  /** The gateway that took the money (`virtual`, `wallet`, …). */
  gateway: string;
  /** The gateway's transaction id: the same id twice is one payment. */
  transactionId: string;
  /** The invoice being paid; default the order's latest pending one (created for its total when none). */
  invoiceId?: number;
  /** The part taken from the customer's wallet; default the invoice's `wallet_amount`. */
  walletAmount?: number;
  now: Date;
}

/**
 * - `paid`: stock taken, the order is new (or reserved), staff notified.
 * - `already_paid`: this transaction was recorded before; nothing changed.
 * - `refunded`: the gateway's money arrived but a variety (or the wallet) was short: nothing was taken,
 *   the order failed and what the gateway took went to the customer's wallet.
 */
export type PayOutcome = 'paid' | 'already_paid' | 'refunded';

export interface MarkOrderPaidResult {
  outcome: PayOutcome;
  order: OrderRow;
  invoice: InvoiceRow;
  payment: PaymentRow;
  /** Persian text for the customer and staff. */
  message: string;
}

/** Why a payment could not be applied: the Persian reason and the money it concerns. */
class PaymentShort extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}

const formatToman = (amount: number) => `${toPersianDigits(formatPriceInput(amount))} تومان`;

/**
 * Applies a gateway's confirmed payment to an order, all in one transaction (stock, wallet, invoice,
 * payment, status log, coupon usage, staff notification):
 * - the order row is locked (`FOR UPDATE`), so a payment, the unpaid-order job and a staff change
 *   never interleave on one order;
 * - a transaction id already recorded for this order replays its outcome (`already_paid`);
 * - only an order in wait_for_payment is paid; anything else is a Persian 422 and nothing is written;
 * - every active line is decremented through the stock service in variety-id order (one lock order,
 *   so concurrent payments cannot deadlock) inside one savepoint, then the wallet part is withdrawn:
 *   when any variety or the wallet is short, the savepoint rolls back (no unit, no wallet money taken),
 *   the order fails with a Persian status_detail naming what was short, the invoice fails, the payment
 *   row records the gateway's money as received, and that money is deposited into the customer's wallet
 *   (staff see where it went; the customer can spend it again). Outcome `refunded`;
 * - otherwise the order moves to new (reserved when the customer asked for reservation), paid_at and
 *   paid_amount are set, the invoice succeeds, the status is logged, the coupon's use is counted and
 *   the staff get the `order` notification once the transaction commits.
 */
export async function markOrderPaid(
  ctx: AppContext,
  db: Db,
  input: MarkOrderPaidInput,
): Promise<MarkOrderPaidResult> {
  const { now } = input;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw notFound();

    const [earlier] = await tx
      .select({ payment: payments, invoice: invoices })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(eq(payments.transactionId, input.transactionId))
      .limit(1);
    if (earlier) {
      if (earlier.invoice.orderId !== order.id) {
        throw refused(
          'transaction_reused',
          'این شناسه تراکنش برای سفارش دیگری ثبت شده است.',
          'transaction_id',
        );
      }
      const paid = isSuccessOrderStatus(order.status);
      return {
        outcome: paid ? 'already_paid' : 'refunded',
        order,
        invoice: earlier.invoice,
        payment: earlier.payment,
        message: paid ? CHECKOUT_MESSAGES.alreadyPaid : (order.statusDetail ?? CHECKOUT_MESSAGES.alreadyPaid),
      };
    }

    if (order.status !== 'wait_for_payment') throw notPayable(order);

    const invoice = await pendingInvoice(tx, order, now, input.invoiceId);
    const walletAmount = Math.min(input.walletAmount ?? invoice.walletAmount, invoice.amount);
    const gatewayAmount = invoice.amount - walletAmount;
    const lines = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.status, 1)))
      .orderBy(asc(orderItems.varietyId), asc(orderItems.id));

    let short: string | null = null;
    try {
      await tx.transaction(async (sp) => {
        for (const line of lines) {
          try {
            await ctx.stock.move(sp as unknown as Db, {
              varietyId: line.varietyId,
              type: 'decrement',
              quantity: line.quantity,
              orderId: order.id,
              description: `پرداخت سفارش ${toPersianDigits(order.id)}`,
            });
          } catch (error) {
            if (error instanceof AppError && error.code === 'insufficient_stock') {
              throw new PaymentShort(`موجودی «${lineTitle(line)}» کافی نبود`);
            }
            throw error;
          }
        }
        await countCouponUse(sp as unknown as Db, order, now);
        if (walletAmount > 0) {
          if (!order.customerId) throw new PaymentShort('سفارش مشتری ندارد و از کیف پول پرداخت نمی‌شود');
          try {
            await withdrawFromWallet(sp as unknown as Db, {
              customerId: order.customerId,
              amount: walletAmount,
              orderId: order.id,
              meta: { description: `پرداخت سفارش ${order.id}` },
              now,
            });
          } catch (error) {
            if (error instanceof AppError && error.code === 'insufficient_balance') {
              throw new PaymentShort('موجودی کیف پول کافی نبود');
            }
            throw error;
          }
        }
      });
    } catch (error) {
      if (!(error instanceof PaymentShort)) throw error;
      short = error.reason;
    }

    if (short !== null)
      return refundShortPayment(tx, { order, invoice, input, gatewayAmount, reason: short });

    const next = order.reserved ? 'reserved' : 'new';
    const [paidOrder] = await tx
      .update(orders)
      .set({
        status: next,
        statusDetail: null,
        paidAt: now,
        paidAmount: invoice.amount,
        ...(order.reserved ? { reservedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    const [paidInvoice] = await tx
      .update(invoices)
      .set({
        status: 'success',
        statusDetail: null,
        walletAmount,
        type: walletAmount === 0 ? 'gateway' : gatewayAmount === 0 ? 'wallet' : 'both',
        updatedAt: now,
      })
      .where(eq(invoices.id, invoice.id))
      .returning();
    const payment = await insertPayment(tx, invoice.id, input, gatewayAmount, 'success');
    await tx.insert(orderStatusLogs).values({
      orderId: order.id,
      fromStatus: order.status,
      status: next,
      description: `پرداخت موفق (${input.gateway}، تراکنش ${input.transactionId})`,
      createdAt: now,
      updatedAt: now,
    });
    if (!paidOrder || !paidInvoice) throw new Error(`order ${order.id} vanished while being paid`);
    await auditStatus(tx, order, paidOrder);
    await notifyNewOrder(ctx, tx, paidOrder);
    return {
      outcome: 'paid',
      order: paidOrder,
      invoice: paidInvoice,
      payment,
      message: CHECKOUT_MESSAGES.paid,
    };
  });
}

/**
 * The coupon's use is counted when the order is placed (placeOrder); an order that reached payment
 * without one (its use was given back, or it was written elsewhere) counts it now, race-safe under the
 * coupon's row lock. A coupon whose limit filled up meanwhile makes the payment short.
 */
async function countCouponUse(db: Db, order: OrderRow, now: Date): Promise<void> {
  if (order.couponId === null || order.customerId === null) return;
  const [counted] = await db
    .select({ id: couponUsages.id })
    .from(couponUsages)
    .where(eq(couponUsages.orderId, order.id))
    .limit(1);
  if (counted) return;
  try {
    await recordCouponUsage(db, {
      couponId: order.couponId,
      customerId: order.customerId,
      orderId: order.id,
      now,
    });
  } catch (error) {
    if (error instanceof AppError && error.code.startsWith('coupon_')) {
      throw new PaymentShort(`کد تخفیف سفارش دیگر معتبر نبود (${error.message})`);
    }
    throw error;
  }
}

/** The audit log's record of a payment's status move (no admin: the customer and the gateway made it). */
export function auditStatus(db: Db, before: OrderRow, after: OrderRow): Promise<void> {
  return recordAudit(db, {
    entity: 'orders',
    entityId: after.id,
    action: 'status',
    before: { status: before.status, paid_amount: before.paidAmount },
    after: { status: after.status, paid_amount: after.paidAmount, status_detail: after.statusDetail },
  });
}

/**
 * An order that was never paid fails: the order and its invoice take status 'failed' with `detail` as
 * their status_detail, the move is logged with it, the coupon use the order counted is given back (as
 * a staff move out of wait_for_payment does) and the status change is audited.
 */
export async function failUnpaidOrder(
  tx: Db,
  args: { order: OrderRow; invoice: InvoiceRow; detail: string; now: Date },
): Promise<{ order: OrderRow; invoice: InvoiceRow }> {
  const { order, invoice, detail, now } = args;
  const [failedOrder] = await tx
    .update(orders)
    .set({ status: 'failed', statusDetail: detail, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  const [failedInvoice] = await tx
    .update(invoices)
    .set({ status: 'failed', statusDetail: detail, updatedAt: now })
    .where(eq(invoices.id, invoice.id))
    .returning();
  await tx.insert(orderStatusLogs).values({
    orderId: order.id,
    fromStatus: order.status,
    status: 'failed',
    description: detail,
    createdAt: now,
    updatedAt: now,
  });
  if (!failedOrder || !failedInvoice) throw new Error(`order ${order.id} vanished while failing`);
  if (order.couponId !== null) await releaseCouponUsage(tx, { orderId: order.id });
  await auditStatus(tx, order, failedOrder);
  return { order: failedOrder, invoice: failedInvoice };
}

/** The Persian 422 for paying an order that is not waiting for payment. */
function notPayable(order: OrderRow): AppError {
  if (isSuccessOrderStatus(order.status)) {
    return refused('order_already_paid', 'این سفارش قبلا پرداخت شده است.', 'order_id');
  }
  const detail = order.statusDetail ? ` (${order.statusDetail})` : '';
  return refused(
    'order_not_payable',
    `سفارش در وضعیت «${orderStatusLabel(order.status)}» است و پرداخت نمی‌شود${detail}.`,
    'order_id',
  );
}

/** The invoice asked for (pending, of this order), else the order's latest pending one, else a new one. */
async function pendingInvoice(tx: Db, order: OrderRow, now: Date, invoiceId?: number): Promise<InvoiceRow> {
  const [pending] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.orderId, order.id),
        eq(invoices.status, 'pending'),
        invoiceId === undefined ? undefined : eq(invoices.id, invoiceId),
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(1);
  if (pending) return pending;
  if (invoiceId !== undefined) {
    throw refused('invoice_not_payable', 'این صورتحساب دیگر قابل پرداخت نیست.', 'invoice_id');
  }
  const [created] = await tx
    .insert(invoices)
    .values({ orderId: order.id, amount: order.totalAmount, createdAt: now, updatedAt: now })
    .returning();
  if (!created) throw new Error('invoice was not written');
  return created;
}

async function insertPayment(
  tx: Db,
  invoiceId: number,
  input: MarkOrderPaidInput,
  amount: number,
  status: 'success' | 'failed',
): Promise<PaymentRow> {
  const [payment] = await tx
    .insert(payments)
    .values({
      invoiceId,
      gateway: input.gateway,
      transactionId: input.transactionId,
      trackingCode: input.transactionId,
      amount,
      status,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!payment) throw new Error('payment was not written');
  return payment;
}

const lineTitle = (line: typeof orderItems.$inferSelect): string => {
  const extra = line.extra as { product_title?: unknown; title?: unknown };
  const product = typeof extra.product_title === 'string' ? extra.product_title : '';
  const variety = typeof extra.title === 'string' && extra.title ? ` (${extra.title})` : '';
  return product ? `${product}${variety}` : `تنوع ${toPersianDigits(line.varietyId)}`;
};

/**
 * The refusal path of a payment: nothing was taken (the savepoint rolled back); the order and invoice
 * fail with the reason, the gateway's money is recorded as received and credited to the wallet.
 */
async function refundShortPayment(
  tx: Db,
  args: {
    order: OrderRow;
    invoice: InvoiceRow;
    input: MarkOrderPaidInput;
    gatewayAmount: number;
    reason: string;
  },
): Promise<MarkOrderPaidResult> {
  const { order, invoice, input, gatewayAmount, reason } = args;
  const { now } = input;
  let detail: string;
  if (gatewayAmount > 0 && order.customerId) {
    await depositToWallet(tx, {
      customerId: order.customerId,
      amount: gatewayAmount,
      orderId: order.id,
      meta: { description: `بازگشت وجه سفارش ${order.id}: ${reason}`, gateway: input.gateway },
      now,
    });
    detail = `پرداخت انجام شد اما ${reason}؛ مبلغ ${formatToman(gatewayAmount)} به کیف پول مشتری برگشت.`;
  } else if (gatewayAmount > 0) {
    detail = `پرداخت انجام شد اما ${reason}؛ مبلغ ${formatToman(gatewayAmount)} باید به مشتری برگردانده شود.`;
  } else {
    detail = `پرداخت انجام نشد: ${reason}.`;
  }
  const failed = await failUnpaidOrder(tx, { order, invoice, detail, now });
  // The gateway did take the money: the payment row says so; the wallet deposit says where it went.
  const payment = await insertPayment(
    tx,
    invoice.id,
    input,
    gatewayAmount,
    gatewayAmount > 0 ? 'success' : 'failed',
  );
  return { outcome: 'refunded', ...failed, payment, message: detail };
}
