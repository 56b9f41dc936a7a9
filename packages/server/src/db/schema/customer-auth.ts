import { bigserial, index, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idRef, timestamps } from './columns.ts';
import { customers } from './people.ts';

/**
 * One-time sign-in codes sent by SMS (Shopit `sms_tokens`). Only an HMAC of the code is kept; a code is
 * good until `expires_at`, once (`used_at`), and burns after a few wrong tries (`attempts`). `ip` is the
 * address that asked for it, so sending is limited per mobile and per address across instances.
 */
export const smsTokens = pgTable(
  'sms_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    ip: varchar('ip', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('sms_tokens_mobile_created_idx').on(t.mobile, t.createdAt),
    index('sms_tokens_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Customers' API tokens (`<id>|<secret>`, SHA-256 of the secret kept, as the admins' tokens). Deleting
 * the row revokes it; past `expires_at` it is refused whatever its use.
 */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: idRef('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token', { length: 64 }).notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('customer_tokens_customer_idx').on(t.customerId)],
);
