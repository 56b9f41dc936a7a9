import type { invoices } from '../../db/schema/index.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** Where the customer's browser goes to pay an invoice, as the checkout answers it. */
export interface PaymentLinks {
  /** The gateway's page for this invoice (a bank's payment page, or the virtual gateway's invoice page). */
  gateway_url: string;
  /** Direct "pay" and "abandon" links, for gateways that have them (the virtual one). */
  pay_url?: string;
  fail_url?: string;
}

/**
 * A payment gateway driver. `start` is called for an order waiting for payment and answers where the
 * customer goes (a real Iranian gateway asks its bank for a payment token here and answers the bank's
 * page). Its callbacks are routes of their own (routes/front/index.ts registers each driver's routes
 * only when it is the configured one); a callback must prove it comes from the gateway (a signature or
 * a server-to-server verify) before it calls `markOrderPaid` or fails the order.
 */
export interface PaymentGateway {
  /** The name in `SHOP_PAYMENT_GATEWAY` and in `payments.gateway`. */
  readonly name: string;
  start(invoice: InvoiceRow): Promise<PaymentLinks>;
}
