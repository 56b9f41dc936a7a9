import { timestamp } from 'drizzle-orm/pg-core';

/** Laravel's `created_at` / `updated_at`, as every Shopit table has them. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
