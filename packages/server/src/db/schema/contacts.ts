import { bigserial, index, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Messages from the storefront's contact form. status 0 unread, 1 read (SPEC.md §3). */
export const contacts = pgTable(
  'contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 191 }).notNull(),
    email: varchar('email', { length: 191 }),
    phone: varchar('phone', { length: 20 }),
    subject: varchar('subject', { length: 191 }).notNull(),
    body: text('body').notNull(),
    status: smallint('status').notNull().default(0),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_status_created_idx').on(t.status, t.createdAt)],
);
