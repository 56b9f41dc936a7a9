import { CHECKOUT_MESSAGES, isSuccessOrderStatus, orderStatusLabel } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { invoices, orders } from '../../db/schema/index.ts';
import { notFound, refused } from '../../http/errors.ts';
import {
  failUnpaidOrder,
  type InvoiceRow,
  type MarkOrderPaidResult,
  markOrderPaid,
  type OrderRow,
} from '../orders/pay-order.ts';

/** The test gateway's name in `payments.gateway`. */
export const VIRTUAL_GATEWAY = 'virtual';

/**
 * The virtual gateway's transaction id for an invoice: one per invoice, so a browser that hits "pay"
 * twice (reload, double click) is one payment.
 */
export const virtualTransactionId = (invoiceId: number) => `virtual-${invoiceId}`;

/** Where a customer's browser goes to pay or abandon an invoice (paths under the API root). */
export function virtualPayLinks(invoiceId: number) {
  const base = `/api/front/gateway/virtual/${invoiceId}`;
  return { gateway_url: base, pay_url: `${base}/pay`, fail_url: `${base}/fail` };
}

/** The invoice and its order, or a 404. */
export async function invoiceWithOrder(
  db: Db,
  invoiceId: number,
): Promise<{ invoice: InvoiceRow; order: OrderRow }> {
  const [row] = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The customer pressed "pay" at the virtual gateway: the money is taken and the order paid. */
export async function payVirtualInvoice(
  ctx: AppContext,
  invoiceId: number,
  now: Date,
): Promise<MarkOrderPaidResult> {
  const { invoice } = await invoiceWithOrder(ctx.db, invoiceId);
  return markOrderPaid(ctx, ctx.db, {
    orderId: invoice.orderId,
    invoiceId: invoice.id,
    gateway: VIRTUAL_GATEWAY,
    transactionId: virtualTransactionId(invoice.id),
    now,
  });
}

/**
 * The customer abandoned the payment at the gateway (Shopit's failed callback): an order still waiting
 * for payment fails with status_detail 'پرداخت توسط کاربر لغو شد.', its invoice fails and the move is
 * logged; nothing else moves (stock and wallet are only touched on payment). Idempotent: an order that
 * already failed stays as it is. A paid order is refused with a Persian 422.
 */
export async function failVirtualInvoice(
  ctx: AppContext,
  invoiceId: number,
  now: Date,
): Promise<{ order: OrderRow; invoice: InvoiceRow }> {
  return ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const { invoice } = await invoiceWithOrder(tx, invoiceId);
    const [order] = await tx.select().from(orders).where(eq(orders.id, invoice.orderId)).for('update');
    if (!order) throw notFound();
    if (isSuccessOrderStatus(order.status)) {
      throw refused('order_already_paid', 'این سفارش قبلا پرداخت شده است.', 'order_id');
    }
    if (order.status !== 'wait_for_payment') {
      if (order.status === 'failed') return { order, invoice };
      throw refused(
        'order_not_payable',
        `سفارش در وضعیت «${orderStatusLabel(order.status)}» است.`,
        'order_id',
      );
    }
    return failUnpaidOrder(tx, { order, invoice, detail: CHECKOUT_MESSAGES.canceledByCustomer, now });
  });
}
