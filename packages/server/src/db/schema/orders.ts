import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';
import { products, varieties } from './catalogue-products.ts';
import { flashes } from './catalogue-reference.ts';
import { idRef, timestamps, toman } from './columns.ts';
import { addresses, cities, customers, provinces } from './people.ts';
import { coupons, shippings } from './shipping.ts';

/** The address an order was placed with, copied so later address edits don't rewrite history. */
export interface OrderAddressSnapshot {
  first_name: string;
  last_name: string;
  mobile: string;
  province: { id: number; name: string };
  city: { id: number; name: string };
  postal_code: string | null;
  address: string;
  telephone?: string | null;
  /**
   * A guest checkout's mobile (the buyer's, who may not be the receiver). A guest order placed with a
   * customer's mobile joins no account until that mobile signs in with a one-time code
   * (services/checkout/guest-orders.ts).
   */
  buyer_mobile?: string;
}

/**
 * Online orders (Shopit `orders`). Child orders (`parent_id`) are follow-up purchases attached to an
 * earlier paid order; lists show parents only. The totals are cached by the order service whenever
 * items change: items_amount = Σ active lines (amount × quantity), total_amount = items_amount +
 * shipping_amount − discount_amount. `province_id`, `city_id` and `receiver` copy the address
 * snapshot for the list filters at a million orders.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: idRef('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    parentId: idRef('parent_id').references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    addressId: idRef('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    address: jsonb('address').$type<OrderAddressSnapshot>(),
    provinceId: idRef('province_id').references(() => provinces.id, { onDelete: 'set null' }),
    cityId: idRef('city_id').references(() => cities.id, { onDelete: 'set null' }),
    /** Receiver's first and last name, Persian-normalised, for the name filters. */
    receiver: varchar('receiver', { length: 200 }).notNull().default(''),
    shippingId: idRef('shipping_id').references(() => shippings.id, { onDelete: 'set null' }),
    shippingAmount: toman('shipping_amount').notNull().default(0),
    couponId: idRef('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** Order-level discount (staff discount plus the coupon's). */
    discountAmount: toman('discount_amount').notNull().default(0),
    /** The customer's note. */
    description: text('description'),
    /** wait_for_payment | new | reserved | in_progress | delivered | canceled | failed (core's ORDER_STATUSES). */
    status: varchar('status', { length: 20 }).notNull().default('wait_for_payment'),
    statusDetail: text('status_detail'),
    reserved: boolean('reserved').notNull().default(false),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The post office's parcel barcode, once shipped. */
    trackingCode: varchar('tracking_code', { length: 64 }),
    itemsCount: integer('items_count').notNull().default(0),
    itemsQuantity: integer('items_quantity').notNull().default(0),
    itemsAmount: toman('items_amount').notNull().default(0),
    totalAmount: toman('total_amount').notNull().default(0),
    /** What the customer has paid (gateway plus wallet); refunded to the wallet on cancel. */
    paidAmount: toman('paid_amount').notNull().default(0),
    /** The storefront's Idempotency-Key of the checkout that created it. */
    idempotencyKey: varchar('idempotency_key', { length: 128 }).unique(),
    /** The admin who created it (staff orders); null for the storefront. */
    creatorId: idRef('creator_id').references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('orders_parent_status_idx').on(t.status, t.id).where(sql`${t.parentId} is null`),
    // Every order (children too): the list's date ranges and the reports' periods both walk it.
    index('orders_created_idx').on(t.createdAt),
    index('orders_parent_idx').on(t.parentId),
    index('orders_customer_idx').on(t.customerId),
    index('orders_province_idx').on(t.provinceId),
    index('orders_city_idx').on(t.cityId),
    index('orders_tracking_code_idx').on(t.trackingCode),
    // The list's name filters and search match `receiver LIKE '%…%'`: a trigram index keeps them off a
    // sequential scan at a million orders.
    index('orders_receiver_trgm_idx').using('gin', sql`${t.receiver} gin_trgm_ops`),
    check(
      'orders_status_check',
      sql`${t.status} in ('wait_for_payment', 'new', 'reserved', 'in_progress', 'delivered', 'canceled', 'failed')`,
    ),
    check('orders_amounts_not_negative', sql`${t.shippingAmount} >= 0 and ${t.discountAmount} >= 0`),
  ],
);

/** Order lines (Shopit `order_items`): `amount` is the unit price after discount; status 1 active, 0 removed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: idRef('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: idRef('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    varietyId: idRef('variety_id')
      .notNull()
      .references(() => varieties.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    amount: toman('amount').notNull(),
    discountAmount: toman('discount_amount').notNull().default(0),
    status: smallint('status').notNull().default(1),
    /** Snapshot of the variety: attributes [{name, label, value}], colour name, title, SKU. */
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    flashId: idRef('flash_id').references(() => flashes.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_variety_idx').on(t.varietyId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/** One row per status change (Shopit `order_status_logs`), the first being wait_for_payment. */
export const orderStatusLogs = pgTable(
  'order_status_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: idRef('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 20 }),
    status: varchar('status', { length: 20 }).notNull(),
    description: text('description'),
    adminId: idRef('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('order_status_logs_order_idx').on(t.orderId, t.id)],
);

/** What an order asks to be paid (Shopit `invoices`): by gateway, wallet, or both. */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: idRef('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: toman('amount').notNull(),
    /** gateway | wallet | both. */
    type: varchar('type', { length: 10 }).notNull().default('gateway'),
    walletAmount: toman('wallet_amount').notNull().default(0),
    /** pending | success | failed. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    statusDetail: text('status_detail'),
    ...timestamps,
  },
  (t) => [
    index('invoices_order_idx').on(t.orderId),
    check('invoices_status_check', sql`${t.status} in ('pending', 'success', 'failed')`),
  ],
);

/** Gateway payments of an invoice (Shopit `payments`); `virtual` is the test gateway. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: idRef('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    gateway: varchar('gateway', { length: 30 }).notNull(),
    transactionId: varchar('transaction_id', { length: 64 }).notNull().unique(),
    trackingCode: varchar('tracking_code', { length: 64 }),
    amount: toman('amount').notNull(),
    /** pending | success | failed. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    ...timestamps,
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    check('payments_status_check', sql`${t.status} in ('pending', 'success', 'failed')`),
  ],
);
