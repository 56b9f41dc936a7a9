import { bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idRef } from './columns.ts';

/**
 * Storefront page views, fed by the storefront API (one row per view). `visitor` is a hash of the
 * visitor's IP and user agent, never the address itself.
 */
export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: varchar('path', { length: 500 }).notNull(),
    visitor: varchar('visitor', { length: 64 }).notNull(),
    customerId: idRef('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_created_at_idx').on(t.createdAt)],
);
