import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Laravel's `created_at` / `updated_at`, as every Shopit table has them. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Money is integer Toman; bigint keeps the largest shop totals exact and reads back as a JS number. */
export const toman = (name: string) => bigint(name, { mode: 'number' });

/** A bigint foreign-key id column read back as a JS number. */
export const idRef = (name: string) => bigint(name, { mode: 'number' });
