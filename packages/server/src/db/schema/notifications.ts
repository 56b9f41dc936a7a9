import { bigint, index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Laravel's database notifications table (one row per recipient admin). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: varchar('type', { length: 191 }).notNull(),
    notifiableType: varchar('notifiable_type', { length: 100 }).notNull().default('admin'),
    notifiableId: bigint('notifiable_id', { mode: 'number' }).notNull(),
    data: jsonb('data').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_notifiable_created_idx').on(t.notifiableType, t.notifiableId, t.createdAt)],
);
