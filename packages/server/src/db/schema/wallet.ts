import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';
import { idRef, timestamps, toman } from './columns.ts';
import { customers } from './people.ts';

/**
 * One wallet per customer (Shopit's bavix `wallets`). `balance` is the sum of the confirmed ledger
 * rows, kept in step by the wallet service in the same transaction; the check makes an overdraft
 * impossible whatever code path writes it. `gift_balance` is the part that cannot be withdrawn.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: idRef('customer_id')
      .notNull()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    balance: toman('balance').notNull().default(0),
    giftBalance: toman('gift_balance').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('wallets_balance_not_negative', sql`${t.balance} >= 0`),
    check('wallets_gift_balance_range', sql`${t.giftBalance} >= 0 and ${t.giftBalance} <= ${t.balance}`),
  ],
);

/**
 * The wallet ledger (Shopit's bavix `transactions`): deposits are positive, withdrawals negative.
 * `meta` carries admin_id, reason, tracking_code, order_id as Shopit does; order and admin are also
 * columns for the filters.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    walletId: idRef('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    customerId: idRef('customer_id').notNull(),
    /** deposit | withdraw. */
    type: varchar('type', { length: 10 }).notNull(),
    amount: toman('amount').notNull(),
    confirmed: boolean('confirmed').notNull().default(true),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    orderId: idRef('order_id'),
    adminId: idRef('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('wallet_transactions_wallet_idx').on(t.walletId, t.id),
    index('wallet_transactions_customer_idx').on(t.customerId, t.id),
    index('wallet_transactions_created_at_idx').on(t.createdAt),
    check('wallet_transactions_type_check', sql`${t.type} in ('deposit', 'withdraw')`),
    check(
      'wallet_transactions_sign_check',
      sql`(${t.type} = 'deposit' and ${t.amount} > 0) or (${t.type} = 'withdraw' and ${t.amount} < 0)`,
    ),
  ],
);

/** Customers' payout requests (Shopit `withdraws`); statuses and moves: core's withdraws/moves.ts. */
export const withdraws = pgTable(
  'withdraws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: idRef('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amount: toman('amount').notNull(),
    cardNumber: varchar('card_number', { length: 16 }),
    bankAccountNumber: varchar('bank_account_number', { length: 30 }),
    shabaCode: varchar('shaba_code', { length: 26 }),
    trackingCode: varchar('tracking_code', { length: 64 }),
    /** pending | approved | paid | rejected | canceled. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** Why staff rejected it (shown to staff and on the customer's page). */
    rejectReason: varchar('reject_reason', { length: 500 }),
    ...timestamps,
  },
  (t) => [
    index('withdraws_customer_idx').on(t.customerId),
    index('withdraws_status_idx').on(t.status, t.id),
    check(
      'withdraws_status_check',
      sql`${t.status} in ('pending', 'approved', 'paid', 'rejected', 'canceled')`,
    ),
    check('withdraws_amount_positive', sql`${t.amount} > 0`),
  ],
);
