import { CHECKOUT_MESSAGES, isSuccessOrderStatus, orderStatusLabel } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { invoices, orders } from '../../db/schema/index.ts';
import { AppError, notFound, refused } from '../../http/errors.ts';
import {
  failUnpaidOrder,
  type InvoiceRow,
  type MarkOrderPaidResult,
  markOrderPaid,
  type OrderRow,
} from '../orders/pay-order.ts';
import type { PaymentGateway, PaymentLinks } from '../payments/gateway-driver.ts';
import {
  type PaymentAction,
  paymentSecret,
  paymentSignatureValid,
  readLinkSignature,
  signPaymentAction,
} from '../payments/signed-links.ts';

/** The test gateway's name in `payments.gateway`. */
export const VIRTUAL_GATEWAY = 'virtual';

/**
 * The virtual gateway's transaction id for an invoice: one per invoice, so a browser that hits "pay"
 * twice (reload, double click) is one payment.
 */
export const virtualTransactionId = (invoiceId: number) => `virtual-${invoiceId}`;

/** What the gateway is asked to take for an invoice (the wallet's part is taken at payment). */
const gatewayAmount = (invoice: InvoiceRow) => invoice.amount - invoice.walletAmount;

/**
 * Where a customer's browser goes to see, pay or abandon an invoice (paths under the API root), each
 * signed for its invoice, action and amount with the server's secret and good for a day.
 */
export async function virtualPayLinks(ctx: AppContext, invoice: InvoiceRow): Promise<Required<PaymentLinks>> {
  const secret = await paymentSecret(ctx.db);
  const now = ctx.clock();
  const base = `/api/front/gateway/virtual/${invoice.id}`;
  const link = (action: PaymentAction, path: string) => {
    const { expires, signature } = signPaymentAction(secret, {
      invoiceId: invoice.id,
      action,
      amount: gatewayAmount(invoice),
      now,
    });
    return `${path}?expires=${expires}&signature=${signature}`;
  };
  return {
    gateway_url: link('view', base),
    pay_url: link('pay', `${base}/pay`),
    fail_url: link('fail', `${base}/fail`),
  };
}

/** The virtual gateway as a payment driver: its "bank page" is the signed invoice page. */
export function createVirtualGateway(ctx: AppContext): PaymentGateway {
  return { name: VIRTUAL_GATEWAY, start: (invoice) => virtualPayLinks(ctx, invoice) };
}

/** A missing, forged, other-invoice or expired signature on a virtual gateway link. */
export const badPaymentSignature = () =>
  new AppError(403, 'invalid_payment_signature', 'پیوند پرداخت نامعتبر است یا منقضی شده است.');

/**
 * The invoice and its order when the request's `expires` and `signature` are this server's for this
 * invoice, action and amount; otherwise a 403 (an unknown invoice too, so ids tell nothing).
 */
export async function signedInvoice(
  ctx: AppContext,
  invoiceId: number,
  action: PaymentAction,
  query: unknown,
): Promise<{ invoice: InvoiceRow; order: OrderRow }> {
  const presented = readLinkSignature(query);
  if (!presented) throw badPaymentSignature();
  const [row] = await ctx.db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  const secret = await paymentSecret(ctx.db);
  const input = { invoiceId, action, amount: row ? gatewayAmount(row.invoice) : 0, now: ctx.clock() };
  if (!row || !paymentSignatureValid(secret, input, presented)) throw badPaymentSignature();
  return row;
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
