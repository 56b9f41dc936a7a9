import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';
import { products, varieties } from './catalogue-products.ts';
import { idRef, timestamps, toman } from './columns.ts';
import { customers } from './people.ts';

/**
 * In-person sales (Shopit `mini_orders`). `total` = Σ sell lines − Σ refund lines − discount, cached
 * by the service; `from_wallet_amount` is what was taken from the customer's wallet.
 */
export const miniOrders = pgTable(
  'mini_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: idRef('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    description: text('description'),
    discountAmount: toman('discount_amount').notNull().default(0),
    trackingCode: varchar('tracking_code', { length: 64 }),
    /** sell | refund | both. */
    type: varchar('type', { length: 10 }).notNull().default('sell'),
    fromWalletAmount: toman('from_wallet_amount').notNull().default(0),
    /** The tender of what was not paid from the wallet: cash and card (card reader or card-to-card). */
    cashAmount: toman('cash_amount').notNull().default(0),
    cardAmount: toman('card_amount').notNull().default(0),
    sellAmount: toman('sell_amount').notNull().default(0),
    refundAmount: toman('refund_amount').notNull().default(0),
    total: toman('total').notNull().default(0),
    /** The cashier. */
    creatorId: idRef('creator_id').references(() => admins.id, { onDelete: 'set null' }),
    /**
     * Issue 33: the id the till's device gave a sale it recorded (offline), the idempotency key of
     * POST mini_orders: one sale per id. `created_at` of such a sale is when it reached the server.
     */
    clientId: varchar('client_id', { length: 36 }),
    /** When the device recorded the sale offline (null for sales made online). */
    offlineAt: timestamp('offline_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mini_orders_client_id_unique').on(t.clientId),
    index('mini_orders_customer_idx').on(t.customerId),
    index('mini_orders_created_idx').on(t.createdAt),
    check('mini_orders_type_check', sql`${t.type} in ('sell', 'refund', 'both')`),
  ],
);

/** Lines of an in-person sale (Shopit `mini_order_items`): sold or refunded units at a unit amount. */
export const miniOrderItems = pgTable(
  'mini_order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    miniOrderId: idRef('mini_order_id')
      .notNull()
      .references(() => miniOrders.id, { onDelete: 'cascade' }),
    productId: idRef('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    varietyId: idRef('variety_id')
      .notNull()
      .references(() => varieties.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    amount: toman('amount').notNull(),
    discountAmount: toman('discount_amount').notNull().default(0),
    /** sell | refund. */
    type: varchar('type', { length: 10 }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('mini_order_items_order_idx').on(t.miniOrderId),
    index('mini_order_items_variety_idx').on(t.varietyId),
    check('mini_order_items_type_check', sql`${t.type} in ('sell', 'refund')`),
    check('mini_order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
