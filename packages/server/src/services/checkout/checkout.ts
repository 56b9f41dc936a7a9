import { CHECKOUT_MESSAGES } from '@shop-admin/core';
import { asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { cities, customers, invoices, orderItems, orders, wallets } from '../../db/schema/index.ts';
import { refused } from '../../http/errors.ts';
import { type MarkOrderPaidResult, markOrderPaid } from '../orders/pay-order.ts';
import { placeOrder } from '../orders/place-order.ts';
import { addressesService } from '../people/addresses.ts';
import { findOrCreateCustomer } from '../people/customer-by-mobile.ts';

type OrderRow = typeof orders.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The delivery address of a checkout (core's checkoutAddressFields, validated). */
export interface CheckoutAddress {
  first_name: string;
  last_name: string;
  mobile: string;
  city_id: number;
  postal_code: string;
  address: string;
}

/** A validated storefront checkout. */
export interface CheckoutInput {
  mobile: string;
  address: CheckoutAddress;
  shippingId: number;
  varieties: readonly { id: number; quantity: number }[];
  couponCode?: string | null;
  description?: string | null;
  reserved?: boolean;
  /** Pay what the wallet holds first (all of it when it covers the order). */
  fromWallet?: boolean;
  idempotencyKey: string;
  now: Date;
}

export interface CheckoutResult {
  order: OrderRow;
  items: OrderItemRow[];
  invoice: InvoiceRow;
  /** True when the key had already placed this order: nothing new was written. */
  replayed: boolean;
  /** Set when the wallet paid the whole order at once. */
  payment: MarkOrderPaidResult | null;
}

/** Carries the order a concurrent checkout with the same key placed, rolling back our own writes. */
class KeyTaken extends Error {
  readonly order: OrderRow;
  constructor(order: OrderRow) {
    super('idempotency key taken');
    this.order = order;
  }
}

/**
 * The storefront checkout (POST front/orders), in one transaction: the customer found or created by
 * mobile, the address saved as one of theirs, the order placed by placeOrder (priced, stock checked,
 * shipping quoted, coupon counted) in wait_for_payment, and its invoice: the wallet's part when the
 * customer pays from the wallet (taken at payment, with the stock), the rest for the gateway. When the
 * wallet covers everything the order is paid at once (gateway `wallet`).
 *
 * The Idempotency-Key makes a retry return the first order and write nothing: a key already used
 * answers its order (refused when it belongs to another mobile); two concurrent requests with one key
 * meet on the orders' unique key, and the loser's transaction (customer, address) rolls back.
 */
export async function checkout(ctx: AppContext, input: CheckoutInput): Promise<CheckoutResult> {
  const replay = await orderOfKey(ctx.db, input.idempotencyKey);
  if (replay) return replayed(ctx.db, replay, input.mobile);
  let placed: { order: OrderRow; invoice: InvoiceRow };
  try {
    placed = await ctx.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const { address, now } = input;
      const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, address.city_id));
      if (!city) throw refused('invalid_city', 'شهر انتخاب‌شده وجود ندارد.', 'address.city_id');
      const customer = await findOrCreateCustomer(
        tx,
        { mobile: input.mobile, firstName: address.first_name, lastName: address.last_name },
        now,
      );
      const saved = await addressesService(tx).create(
        {
          customer_id: customer.id,
          city: address.city_id,
          first_name: address.first_name,
          last_name: address.last_name,
          mobile: address.mobile,
          postal_code: address.postal_code,
          address: address.address,
        },
        now,
      );
      if (!saved) throw new Error('address was not written');
      const order = await placeOrder(ctx, tx, {
        customerId: customer.id,
        addressId: saved.id,
        shippingId: input.shippingId,
        varieties: input.varieties,
        couponCode: input.couponCode ?? null,
        description: input.description ?? null,
        reserved: input.reserved ?? false,
        idempotencyKey: input.idempotencyKey,
        now,
      });
      if (order.addressId !== saved.id) throw new KeyTaken(order);
      const walletAmount = input.fromWallet
        ? Math.min(await walletBalance(tx, customer.id), order.totalAmount)
        : 0;
      const [invoice] = await tx
        .insert(invoices)
        .values({
          orderId: order.id,
          amount: order.totalAmount,
          walletAmount,
          type: walletAmount === 0 ? 'gateway' : walletAmount === order.totalAmount ? 'wallet' : 'both',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!invoice) throw new Error('invoice was not written');
      return { order, invoice };
    });
  } catch (error) {
    if (error instanceof KeyTaken) return replayed(ctx.db, error.order, input.mobile);
    throw error;
  }

  const { order, invoice } = placed;
  let payment: MarkOrderPaidResult | null = null;
  if (invoice.amount === invoice.walletAmount) {
    payment = await markOrderPaid(ctx, ctx.db, {
      orderId: order.id,
      gateway: 'wallet',
      transactionId: `wallet-${invoice.id}`,
      now: input.now,
    });
  }
  return {
    order: payment?.order ?? order,
    items: await itemsOf(ctx.db, order.id),
    invoice: payment?.invoice ?? invoice,
    replayed: false,
    payment,
  };
}

async function orderOfKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return order;
}

/** The answer to a repeated key: the first order as it is now, if the key is this customer's. */
async function replayed(db: Db, order: OrderRow, mobile: string): Promise<CheckoutResult> {
  const [owner] = order.customerId
    ? await db.select({ mobile: customers.mobile }).from(customers).where(eq(customers.id, order.customerId))
    : [];
  if (owner?.mobile !== mobile) {
    throw refused('idempotency_key_reused', CHECKOUT_MESSAGES.idempotencyKeyReused, 'idempotency_key');
  }
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, order.id))
    .orderBy(desc(invoices.id))
    .limit(1);
  if (!invoice) throw new Error(`order ${order.id} has no invoice`);
  return { order, items: await itemsOf(db, order.id), invoice, replayed: true, payment: null };
}

const itemsOf = (db: Db, orderId: number) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

async function walletBalance(db: Db, customerId: number): Promise<number> {
  const [wallet] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.customerId, customerId));
  return wallet?.balance ?? 0;
}
