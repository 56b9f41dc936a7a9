import { bigint, bigserial, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Parent orders per status as an append-only ledger of deltas, written by statement-level triggers on
 * `orders` (migration 0015): every insert, update or delete appends one row per status it
 * changed, in the same transaction; a truncate empties it. The unfiltered list's `order_statuses` sums
 * these rows instead of counting a million orders. Appending never updates a shared row, so concurrent
 * checkouts, payments and status changes never wait on (or deadlock over) a counter; the list folds the
 * rows into one per status when they pile up (`compactOrderStatusCounts`).
 */
export const orderStatusDeltas = pgTable('order_status_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  status: varchar('status', { length: 20 }).notNull(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});
