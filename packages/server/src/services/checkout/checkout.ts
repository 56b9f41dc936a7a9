import { CHECKOUT_MESSAGES } from '@shop-admin/core';
import { asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { customers, invoices, orderItems, orders, wallets } from '../../db/schema/index.ts';
import { refused } from '../../http/errors.ts';
import { type GivenAddress, givenOrderAddress } from '../orders/order-address.ts';
import { type MarkOrderPaidResult, markOrderPaid } from '../orders/pay-order.ts';
import { OrderKeyTaken, type PlaceOrderInput, placeOrder } from '../orders/place-order.ts';
import { addressesService } from '../people/addresses.ts';
import { type CustomerRow, createCustomerIfNew } from '../people/customer-by-mobile.ts';

type OrderRow = typeof orders.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The delivery address of a checkout (core's checkoutAddressFields, validated). */
export type CheckoutAddress = GivenAddress;

/** A validated storefront checkout. */
export interface CheckoutInput {
  /** The buyer's mobile (stored form). */
  mobile: string;
  /**
   * The signed-in customer whose mobile it is (their token): the checkout writes into their account.
   * Null for a guest checkout, which never writes into an existing customer's account.
   */
  account: CustomerRow | null;
  address: CheckoutAddress;
  shippingId: number;
  varieties: readonly { id: number; quantity: number }[];
  couponCode?: string | null;
  description?: string | null;
  reserved?: boolean;
  /** Pay what the wallet holds first (all of it when it covers the order); needs `account`. */
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

/**
 * The storefront checkout (POST front/orders), in one transaction: the order placed by placeOrder
 * (priced, stock checked, shipping quoted, coupon counted) in wait_for_payment, and its invoice: the
 * wallet's part when the customer pays from the wallet (taken at payment, with the stock), the rest for
 * the gateway. When the wallet covers everything the order is paid at once (gateway `wallet`).
 *
 * Whose order it is (README "Storefront checkout"): a signed-in customer's checkout saves the address
 * as one of theirs and joins their account. A guest checkout never reads or writes an existing
 * customer's account: with a mobile no customer has, that customer is made (as the one-time-code login
 * would) with the address and the order; with a customer's mobile, the order keeps the address as given
 * and the buyer's mobile on itself and joins no account until that mobile signs in (guest-orders.ts).
 * Either way a guest's order looks the same.
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
      const order = input.account
        ? await accountOrder(ctx, tx, input.account, input)
        : await guestOrder(ctx, tx, input);
      const walletAmount =
        input.fromWallet && input.account
          ? Math.min(await walletBalance(tx, input.account.id), order.totalAmount)
          : 0;
      const [invoice] = await tx
        .insert(invoices)
        .values({
          orderId: order.id,
          amount: order.totalAmount,
          walletAmount,
          type: walletAmount === 0 ? 'gateway' : walletAmount === order.totalAmount ? 'wallet' : 'both',
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning();
      if (!invoice) throw new Error('invoice was not written');
      return { order, invoice };
    });
  } catch (error) {
    if (error instanceof OrderKeyTaken) return replayed(ctx.db, error.order, input.mobile);
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

type PlaceInput = Omit<PlaceOrderInput, 'customerId' | 'addressId' | 'givenAddress' | 'guest'>;

const placeInput = (input: CheckoutInput): PlaceInput => ({
  shippingId: input.shippingId,
  varieties: input.varieties,
  couponCode: input.couponCode ?? null,
  description: input.description ?? null,
  reserved: input.reserved ?? false,
  idempotencyKey: input.idempotencyKey,
  now: input.now,
});

/** A signed-in customer's checkout: the address saved as one of theirs, the order in their account. */
async function accountOrder(ctx: AppContext, tx: Db, customer: CustomerRow, input: CheckoutInput) {
  // The city is refused as a guest's is (422 invalid_city on address.city_id).
  await givenOrderAddress(tx, input.address);
  const saved = await saveAddress(tx, customer.id, input);
  return placeOrder(ctx, tx, { ...placeInput(input), customerId: customer.id, addressId: saved });
}

/**
 * A guest checkout: the order copies the address as given, with the buyer's mobile. A new mobile
 * becomes a customer holding the address and the order; a customer's mobile gets an order of no
 * account, and nothing of theirs is read or written but the coupon's use, counted under their id.
 */
async function guestOrder(ctx: AppContext, tx: Db, input: CheckoutInput) {
  const given = await givenOrderAddress(tx, input.address);
  const snapshot = { ...given.address, buyer_mobile: input.mobile };
  const fresh = await createCustomerIfNew(
    tx,
    { mobile: input.mobile, firstName: input.address.first_name, lastName: input.address.last_name },
    input.now,
  );
  if (fresh) {
    const saved = await saveAddress(tx, fresh.id, input);
    return placeOrder(ctx, tx, {
      ...placeInput(input),
      customerId: fresh.id,
      addressId: saved,
      givenAddress: { ...given, addressId: saved, address: snapshot },
      guest: { couponHolderId: fresh.id },
    });
  }
  const [holder] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.mobile, input.mobile))
    .limit(1);
  if (!holder) throw new Error('the mobile was a customer a moment ago');
  return placeOrder(ctx, tx, {
    ...placeInput(input),
    customerId: null,
    addressId: null,
    givenAddress: { ...given, address: snapshot },
    guest: { couponHolderId: holder.id },
  });
}

/** The checkout's address saved as one of the customer's; its id. */
async function saveAddress(tx: Db, customerId: number, input: CheckoutInput): Promise<number> {
  const { address, now } = input;
  const saved = await addressesService(tx).create(
    {
      customer_id: customerId,
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
  return saved.id;
}

async function orderOfKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return order;
}

/** The answer to a repeated key: the first order as it is now, if the key is this buyer's. */
async function replayed(db: Db, order: OrderRow, mobile: string): Promise<CheckoutResult> {
  const [owner] = order.customerId
    ? await db.select({ mobile: customers.mobile }).from(customers).where(eq(customers.id, order.customerId))
    : [{ mobile: order.address?.buyer_mobile }];
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
